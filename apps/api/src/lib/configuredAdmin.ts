import { ConfigError } from '../config.js';
import type { Db } from '../db/client.js';
import { type AdminOutcome, ensureAdmin, NotAnAdminError } from './accounts.js';
import { passwordProblem } from './passwordStrength.js';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: never promotes an account that is not an administrator
 * (sign-up does not verify addresses, so anyone may hold it); the start is refused instead, with
 * the command that promotes it on purpose.
 */
export async function ensureConfiguredAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<{ readonly id: number; readonly outcome: AdminOutcome }> {
  const weak = passwordProblem(password, [email]);
  if (weak) throw new ConfigError(`ADMIN_PASSWORD: ${weak}`);
  try {
    return await ensureAdmin(db, email, password);
  } catch (error) {
    if (!(error instanceof NotAnAdminError)) throw error;
    throw new ConfigError(
      `ADMIN_EMAIL: ${error.message}, so it is not made one by itself (anyone can sign up with any address). If that account is yours, make it an administrator on purpose with: pnpm --filter @hotel/api admin:create -- --email ${error.email} --promote (this sets a new password and ends its sessions). Otherwise set ADMIN_EMAIL to another address.`,
    );
  }
}
