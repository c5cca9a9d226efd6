/**
 * The API's environment: every variable it reads, checked and given its default (config.ts turns
 * the result into the Config the server runs with).
 */
import { z } from 'zod';
import { trustProxySetting } from './lib/trustProxy.js';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the API reads, with its default. `.env.example` lists the same. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_PATH: z.string().default('data/hotel.db'),
  /** The site's public origin: CORS allows only it; links in e-mails point to it. */
  SITE_ORIGIN: z.url().default('http://127.0.0.1:3000'),
  /** Secret for signing cookies and hashing one-time codes; unset: made once and kept beside the database. */
  APP_SECRET: z.string().min(32).optional(),
  WEB_DIST: z.string().default('apps/web/dist/client'),
  SERVE_WEB: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(32 * 1024),
  /** Who may name the client address in X-Forwarded-For: false, a hop count, or proxy addresses. */
  TRUST_PROXY: trustProxySetting,
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /** Where e-mail goes: unset keeps it in the outbox table; smtp://user:pass@host:port sends it. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Hotel group <no-reply@example.com>'),
  BANQUET_MANAGER_EMAIL: z.email().optional(),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
  /** A real SMS gateway: POST { to, text } as JSON; unset keeps texts in the outbox. */
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).default(300),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(30),
  OTP_MAX_PER_MOBILE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Sign-in codes by e-mail or mobile and password-reset codes (POST /api/auth/code, …). */
  AUTH_CODE_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
  BOOKING_ACCESS_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Wrong passwords in a row from one client address that lock an account for that address, and
   * the first lock (doubling, at most 1 h). Other addresses are not locked out.
   */
  LOGIN_LOCKOUT_AFTER: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Wrong passwords from every address past which an account takes one try per N seconds. */
  LOGIN_LOCKOUT_ACCOUNT_AFTER: z.coerce.number().int().min(1).default(50),
  LOGIN_LOCKOUT_ACCOUNT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * Who takes payments: `razorpay` (real money, needs the three keys) or `test` (the built-in
   * /paymentform gateway, no money moves). Required in production, so a live site never takes
   * "payments" on the test gateway by accident; elsewhere it follows the keys.
   */
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).optional(),
  /** Razorpay (all three or none). */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** How long a pending booking holds its room(s) while the guest pays. */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Scheduled backups: a folder turns them on; every N hours; the newest N are kept. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** How long a stored price may be paid. */
  QUOTE_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Expired sessions, codes and quotes, and old delivered messages, are deleted this often. */
  PURGE_EVERY_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  /** Delivered e-mails and texts stay in the outboxes this many days, then are deleted. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** iCal import: every feed is synced every N minutes (0: only when an admin asks). */
  ICAL_SYNC_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(15),
  /** How long fetching one feed may take, redirects and body included. */
  ICAL_FETCH_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  /** The largest feed read; a bigger one is refused (with or without a Content-Length). */
  ICAL_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /** How long reading one fetched feed (parsing, expanding its rules) may take, in a worker thread. */
  ICAL_READ_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(5),
  /** The most events from today on that one feed may hold; a feed with more is not applied. */
  ICAL_MAX_EVENTS: z.coerce.number().int().min(1).max(100_000).default(5000),
  /** Fetch feeds from private and loopback addresses too (tests, a hotel's own network). */
  ICAL_FEED_ALLOW_PRIVATE: flag.default(false),
  /** India time after which the night audit closes the previous business day; checked every N min. */
  NIGHT_AUDIT_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'should be a time of day in India as HH:MM, e.g. 03:00')
    .default('03:00'),
  NIGHT_AUDIT_CHECK_MINUTES: z.coerce.number().int().min(0).max(60).default(1),
  /** iCal export: how many nights from today the sold-out calendar covers. */
  ICAL_EXPORT_DAYS: z.coerce.number().int().min(1).max(731).default(365),
});

export type Env = z.input<typeof envSchema>;
