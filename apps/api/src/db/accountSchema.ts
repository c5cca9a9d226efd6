import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.js';
import { hotels } from './propertySchema.js';

/** Accounts (guests, front-desk staff, admins), their sessions and what guards their sign-in. */

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').unique(),
  email: text('email').unique(),
  mobile: text('mobile').unique(),
  passwordHash: text('password_hash'),
  /** 'staff' runs the front desk of one hotel (`hotel_id`); 'admin' sees every hotel. */
  role: text('role', { enum: ['guest', 'admin', 'staff'] })
    .notNull()
    .default('guest'),
  /** The hotel a staff account manages; null for guests and admins. */
  hotelId: text('hotel_id').references(() => hotels.id),
  /** When an admin disabled the account (staff only): it cannot sign in, its sessions are gone. */
  disabledAt: text('disabled_at'),
  /**
   * When the account's holder proved the e-mail address is theirs (a code sent to it): from
   * then on the bookings made with that address without an account are theirs too.
   */
  emailVerifiedAt: text('email_verified_at'),
  createdAt,
});

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the token in the cookie: a leaked database holds no usable session. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    createdAt,
  },
  (table) => [
    index('sessions_user').on(table.userId),
    index('sessions_expires').on(table.expiresAt),
  ],
);

/**
 * Failed password logins (lib/loginLockout.ts), counted twice: per account and client address
 * (`user:<id>|ip:<address>`), locked after a few failures for a time that doubles with each
 * further one; and per account from every address (`user:<id>|all`), slowed past a much higher
 * count. A name no account has counts the same way under `login:<name>`, so a lockout says
 * nothing about which accounts exist. In the database, so every process sharing it sees the same.
 */
export const loginFailures = sqliteTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: text('locked_until'),
  lastFailureAt: text('last_failure_at').notNull(),
});

/** What every one-time code keeps: its HMAC, its life, its tries and who asked for it. */
const codeColumns = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  codeHash: text('code_hash').notNull(),
  expiresAt: text('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** Set when the code was used or voided (too many tries, or a newer code). */
  closedAt: text('closed_at'),
  clientIp: text('client_ip').notNull(),
  createdAt,
});

export const otpCodes = sqliteTable(
  'otp_codes',
  { mobile: text('mobile').notNull(), ...codeColumns() },
  (table) => [
    index('otp_codes_mobile').on(table.mobile, table.createdAt),
    index('otp_codes_created').on(table.createdAt),
  ],
);

/**
 * Codes that sign a guest in (or up) by an e-mail address, and codes that reset an account's
 * password (a mobile number's sign-in codes are `otp_codes`, whichever route sent them): kept only as an HMAC, valid for a few minutes and a few tries.
 * A row is stored for every request, whether or not an account has the address, so the limits
 * per destination say nothing about which accounts exist.
 */
export const contactCodes = sqliteTable(
  'contact_codes',
  {
    purpose: text('purpose', { enum: ['sign-in', 'password-reset'] }).notNull(),
    /** An e-mail address in lower case or a mobile number of 10 digits. */
    destination: text('destination').notNull(),
    ...codeColumns(),
  },
  (table) => [
    index('contact_codes_destination').on(table.purpose, table.destination, table.createdAt),
    index('contact_codes_created').on(table.createdAt),
  ],
);

/**
 * Codes that open one booking to a guest without an account ("Find my booking"): sent to the
 * booking's e-mail (and mobile), kept only as an HMAC, valid for a few minutes and a few tries.
 */
export const bookingCodes = sqliteTable(
  'booking_codes',
  {
    reference: text('reference').notNull(),
    /** The e-mail address or mobile number the guest gave, as the booking has it. */
    contact: text('contact').notNull(),
    ...codeColumns(),
  },
  (table) => [
    index('booking_codes_reference').on(table.reference, table.createdAt),
    index('booking_codes_created').on(table.createdAt),
  ],
);

/**
 * What a verified code opens: one booking, to the browser holding the key (an HttpOnly cookie
 * sent only to that booking's API addresses). The key itself is never stored.
 */
export const bookingAccess = sqliteTable(
  'booking_access',
  {
    /** SHA-256 of the key in the cookie. */
    keyHash: text('key_hash').primaryKey(),
    reference: text('reference').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt,
  },
  (table) => [index('booking_access_expires').on(table.expiresAt)],
);
