import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './configError.js';
import { checkDatabasePath } from './db/databaseFile.js';
import type { LockoutSettings } from './lib/loginLockout.js';
import type { TrustProxy } from './lib/trustProxy.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

import { type Env, envSchema } from './envSchema.js';

export type { Env };

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
