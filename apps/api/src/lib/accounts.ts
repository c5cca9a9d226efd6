import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from './secrets.js';

/** Creates the admin account for `email`, or makes it an admin and resets its password. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const normalized = email.trim().toLowerCase();
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, normalized)).get();
  if (existing) {
    db.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id)).run();
    return existing.id;
  }
  const username = normalized.split('@')[0]?.replace(/[^a-z0-9_.]/g, '') || 'admin';
  const taken = db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  return db
    .insert(users)
    .values({ email: normalized, username: taken ? null : username, passwordHash, role: 'admin' })
    .returning({ id: users.id })
    .get().id;
}

/** Finds a user by username or e-mail address (case-insensitive). */
export function findByLogin(db: Db, login: string) {
  const key = login.trim().toLowerCase();
  return db
    .select()
    .from(users)
    .where(or(eq(users.username, key), eq(users.email, key)))
    .get();
}
