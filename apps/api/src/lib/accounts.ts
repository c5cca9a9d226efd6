import { eq, or } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { lockoutKey, unlockAccount } from './loginLockout.js';
import { hashPassword, verifyPassword } from './secrets.js';

/** What ensureAdmin did to the account. */
export type AdminOutcome = 'created' | 'passwordReset' | 'unchanged' | 'promoted';

/** The address belongs to an account that is not an administrator, and promoting was not asked. */
export class NotAnAdminError extends Error {
  override readonly name = 'NotAnAdminError';

  constructor(readonly email: string) {
    super(`${email} already has an account on the site that is not an administrator`);
  }
}

/**
 * Changes an account's role or password and ends every one of its sessions, in one write: a
 * cookie issued before the change (to whoever held the account then) opens nothing after it.
 * The account's login lockout ends too: the operator has just set how it is signed into.
 * Every role change and password reset goes through here.
 */
function changeCredentials(
  tx: DbOrTransaction,
  userId: number,
  change: {
    readonly role?: 'guest' | 'admin';
    readonly passwordHash?: string;
    readonly disabledAt?: null;
  },
): void {
  tx.update(users).set(change).where(eq(users.id, userId)).run();
  tx.delete(sessions).where(eq(sessions.userId, userId)).run();
  unlockAccount(tx, lockoutKey(userId, ''));
}

/**
 * Sets an account's password after its holder proved the e-mail address (a reset code): every
 * session of the account ends, and so does its login lockout.
 */
export function setProvenPassword(tx: DbOrTransaction, userId: number, passwordHash: string): void {
  changeCredentials(tx, userId, { passwordHash });
}

/**
 * Makes sure `email` is an administrator with `password`: creates the account when no account
 * has the address; sets the password of an administrator whose password differs (ending its
 * sessions). An account that is not an administrator is made one only with `promote` (the
 * operator's explicit act: anyone may have signed up with the address), also ending its
 * sessions; otherwise NotAnAdminError.
 */
export async function ensureAdmin(
  db: Db,
  email: string,
  password: string,
  { promote = false }: { readonly promote?: boolean } = {},
): Promise<{ readonly id: number; readonly outcome: AdminOutcome }> {
  const normalized = email.trim().toLowerCase();
  const existing = db.select().from(users).where(eq(users.email, normalized)).get();
  if (existing?.role === 'admin') {
    const same =
      existing.passwordHash !== null && (await verifyPassword(password, existing.passwordHash));
    if (same) return { id: existing.id, outcome: 'unchanged' };
    const passwordHash = await hashPassword(password);
    db.transaction((tx) => changeCredentials(tx, existing.id, { passwordHash }), {
      behavior: 'immediate',
    });
    return { id: existing.id, outcome: 'passwordReset' };
  }
  if (existing) {
    if (!promote) throw new NotAnAdminError(normalized);
    const passwordHash = await hashPassword(password);
    // A disabled staff account made an administrator on purpose is enabled by that act.
    db.transaction(
      (tx) => changeCredentials(tx, existing.id, { role: 'admin', passwordHash, disabledAt: null }),
      { behavior: 'immediate' },
    );
    return { id: existing.id, outcome: 'promoted' };
  }
  const passwordHash = await hashPassword(password);
  const username = normalized.split('@')[0]?.replace(/[^a-z0-9_.]/g, '') || 'admin';
  const taken = db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  const id = db
    .insert(users)
    .values({ email: normalized, username: taken ? null : username, passwordHash, role: 'admin' })
    .returning({ id: users.id })
    .get().id;
  return { id, outcome: 'created' };
}

/** Finds a user by username or e-mail address (case-insensitive). */
export function findByLogin(db: DbOrTransaction, login: string) {
  const key = login.trim().toLowerCase();
  return db
    .select()
    .from(users)
    .where(or(eq(users.username, key), eq(users.email, key)))
    .get();
}
