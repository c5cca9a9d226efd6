import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './configError.js';
import { checkDatabasePath } from './db/databaseFile.js';
import type { LockoutSettings } from './lib/loginLockout.js';
import { type TrustProxy, trustProxySetting } from './lib/trustProxy.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the API reads, with its default. `.env.example` lists the same. */
const envSchema = z.object({
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

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly databasePath: string;
  readonly siteOrigin: string;
  readonly secret: string;
  readonly webDist: string;
  readonly serveWeb: boolean;
  /**
   * The site is served over https in production (SITE_ORIGIN): Secure cookies, HSTS and the
   * CSP's upgrade-insecure-requests, none of which an http site can live with.
   */
  readonly https: boolean;
  readonly logLevel: string;
  readonly bodyLimit: number;
  /** Whose X-Forwarded-For names the client address (rate limits count per address). */
  readonly trustProxy: TrustProxy;
  readonly sessionDays: number;
  readonly admin: { readonly email: string; readonly password: string } | undefined;
  readonly mail: {
    readonly smtpUrl: string | undefined;
    readonly from: string;
    readonly banquetManager: string | undefined;
    readonly retrySeconds: number;
  };
  readonly sms: {
    readonly gatewayUrl: string | undefined;
    readonly gatewayToken: string | undefined;
  };
  readonly otp: {
    readonly ttlSeconds: number;
    readonly maxAttempts: number;
    readonly resendSeconds: number;
    readonly maxPerMobilePerHour: number;
    /** How long a verified "Find my booking" code keeps that booking open to the browser. */
    readonly bookingAccessDays: number;
    /** Sign-in codes by e-mail or mobile (POST /api/auth/code) and password-reset codes. */
    readonly authCodeTtlSeconds: number;
  };
  readonly rateLimit: {
    readonly perMinute: number;
    readonly authPerMinute: number;
    /** Enquiry and contact forms, which e-mail staff. */
    readonly formPerMinute: number;
  };
  /** Password lockout per account and address, and slowing per account (lib/loginLockout.ts). */
  readonly loginLockout: LockoutSettings;
  /** Scheduled online backups of the database, or undefined (BACKUP_DIR unset). */
  readonly backups:
    | { readonly dir: string; readonly everyHours: number; readonly keep: number }
    | undefined;
  readonly payments: {
    /** Which gateway takes payments. */
    readonly provider: 'test' | 'razorpay';
    /** Razorpay keys, set whenever the provider is razorpay. */
    readonly razorpay:
      | { readonly keyId: string; readonly keySecret: string; readonly webhookSecret: string }
      | undefined;
    readonly holdMinutes: number;
    readonly quoteTtlMinutes: number;
  };
  readonly purge: { readonly everyMinutes: number; readonly outboxRetentionDays: number };
  readonly ical: {
    /** Minutes between scheduled syncs of every feed; 0 turns the timer off. */
    readonly syncMinutes: number;
    readonly fetchTimeoutMs: number;
    readonly maxBytes: number;
    /** Reading a fetched feed, off the event loop: its time limit and the events it may hold. */
    readonly readTimeoutMs: number;
    readonly maxEvents: number;
    /** Private, loopback and CGNAT addresses may be fetched (never link-local or reserved ones). */
    readonly allowPrivate: boolean;
    readonly exportDays: number;
  };
  /** The night audit: the India time (HH:MM) it closes the previous day after; 0 min: no timer. */
  readonly nightAudit: { readonly time: string; readonly checkMinutes: number };
}

export { ConfigError };

/** Validates the environment once at start; nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither',
    );
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  const razorpaySet = razorpayKeys.filter((key) => key !== undefined).length;
  if (razorpaySet !== 0 && razorpaySet !== 3) {
    throw new ConfigError(
      'Invalid environment:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three or none',
    );
  }
  const provider =
    e.PAYMENT_PROVIDER ??
    (e.NODE_ENV === 'production' ? undefined : razorpaySet ? 'razorpay' : 'test');
  if (!provider) {
    throw new ConfigError(
      "Invalid environment:\n  PAYMENT_PROVIDER: must be set in production: 'razorpay' (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) to take real payments, or 'test' for the built-in test gateway, where no money moves",
    );
  }
  if (provider === 'razorpay' && razorpaySet !== 3) {
    throw new ConfigError(
      'Invalid environment:\n  PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databasePath:
      e.DATABASE_PATH === ':memory:' ? e.DATABASE_PATH : resolve(repoRoot, e.DATABASE_PATH),
    siteOrigin: new URL(e.SITE_ORIGIN).origin,
    secret: e.APP_SECRET ?? localSecret(resolve(repoRoot, e.DATABASE_PATH)),
    webDist: resolve(repoRoot, e.WEB_DIST),
    serveWeb: e.SERVE_WEB ?? true,
    https: e.NODE_ENV === 'production' && new URL(e.SITE_ORIGIN).protocol === 'https:',
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    sessionDays: e.SESSION_DAYS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      banquetManager: e.BANQUET_MANAGER_EMAIL,
      retrySeconds: e.MAIL_RETRY_SECONDS,
    },
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN },
    otp: {
      ttlSeconds: e.OTP_TTL_SECONDS,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      resendSeconds: e.OTP_RESEND_SECONDS,
      maxPerMobilePerHour: e.OTP_MAX_PER_MOBILE_PER_HOUR,
      authCodeTtlSeconds: e.AUTH_CODE_TTL_SECONDS,
      bookingAccessDays: e.BOOKING_ACCESS_DAYS,
    },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      authPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      formPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    },
    loginLockout: {
      after: e.LOGIN_LOCKOUT_AFTER,
      firstLockSeconds: e.LOGIN_LOCKOUT_SECONDS,
      accountSlowAfter: e.LOGIN_LOCKOUT_ACCOUNT_AFTER,
      accountSlowSeconds: e.LOGIN_LOCKOUT_ACCOUNT_SECONDS,
    },
    backups: e.BACKUP_DIR
      ? {
          dir: resolve(repoRoot, e.BACKUP_DIR),
          everyHours: e.BACKUP_EVERY_HOURS,
          keep: e.BACKUP_KEEP,
        }
      : undefined,
    payments: {
      provider,
      razorpay:
        provider === 'razorpay' &&
        e.RAZORPAY_KEY_ID &&
        e.RAZORPAY_KEY_SECRET &&
        e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            }
          : undefined,
      holdMinutes: e.PAYMENT_HOLD_MINUTES,
      quoteTtlMinutes: e.QUOTE_TTL_MINUTES,
    },
    purge: { everyMinutes: e.PURGE_EVERY_MINUTES, outboxRetentionDays: e.OUTBOX_RETENTION_DAYS },
    ical: {
      syncMinutes: e.ICAL_SYNC_MINUTES,
      fetchTimeoutMs: Math.round(e.ICAL_FETCH_TIMEOUT_SECONDS * 1000),
      maxBytes: e.ICAL_MAX_BYTES,
      readTimeoutMs: Math.round(e.ICAL_READ_TIMEOUT_SECONDS * 1000),
      maxEvents: e.ICAL_MAX_EVENTS,
      allowPrivate: e.ICAL_FEED_ALLOW_PRIVATE,
      exportDays: e.ICAL_EXPORT_DAYS,
    },
    nightAudit: { time: e.NIGHT_AUDIT_TIME, checkMinutes: e.NIGHT_AUDIT_CHECK_MINUTES },
  };
}

/**
 * A random secret made on first start and kept (mode 600) beside the database file. A folder
 * that cannot hold it stops the start with one line naming the setting.
 */
function localSecret(databasePath: string): string {
  if (databasePath !== ':memory:') checkDatabasePath(databasePath);
  const folder = databasePath === ':memory:' ? join(repoRoot, 'data') : dirname(databasePath);
  const file = join(folder, 'app-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError(
      `APP_SECRET: not set, and the secret made in its place cannot be kept in ${file} (${(error as Error).message}). Set APP_SECRET (32 or more characters), or let the server read and write that folder.`,
    );
  }
}
