/**
 * Creates an administrator account, or sets a new password for one:
 *
 *   pnpm --filter @hotel/api admin:create -- --email owner@example.com --password '…'
 *
 * An account that exists but is not an administrator (anyone can sign up with any address) is
 * made one only with --promote. A new password or a promotion ends every session of the account.
 *
 * Without --password the password is read from standard input (one line), so it need not appear
 * in the shell history: `printf '%s\n' "$PASSWORD" | pnpm … admin:create -- --email …`.
 */
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { fields } from '@hotel/validators';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureAdmin, NotAnAdminError } from '../lib/accounts.js';
import { passwordProblem } from '../lib/passwordStrength.js';
import { cliArgs } from './cliArgs.js';

const MIN_PASSWORD = 12;
const MAX_PASSWORD = 128;
const USAGE =
  'Usage: admin:create -- --email <address> [--password <at least 12 characters>] [--promote]';

class UsageError extends Error {}

function readOptions(args: string[]): { email?: string; password?: string; promote?: boolean } {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        promote: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function readPassword(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (process.stdin.isTTY) throw new UsageError('Give --password, or pipe the password in.');
  return (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
}

async function main(argv: string[]): Promise<void> {
  const values = readOptions(cliArgs(argv));
  const email = fields.email.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(email.error.issues[0]?.message ?? 'Invalid email.');
  const password = await readPassword(values.password);
  if (password.length < MIN_PASSWORD) {
    throw new UsageError(`The password needs at least ${MIN_PASSWORD} characters.`);
  }
  if (password.length > MAX_PASSWORD) {
    throw new UsageError(`The password can have at most ${MAX_PASSWORD} characters.`);
  }
  const weak = passwordProblem(password, [email.data]);
  if (weak) throw new UsageError(weak);

  const config = loadConfig(process.env);
  const { db, sqlite } = openDatabase(config.databasePath);
  try {
    const { id, outcome } = await ensureAdmin(db, email.data, password, {
      promote: values.promote === true,
    }).catch((error: unknown) => {
      if (!(error instanceof NotAnAdminError)) throw error;
      throw new UsageError(
        `${error.message}. If it is yours, add --promote to make it an administrator: its password is replaced and all its sessions end.`,
      );
    });
    const who = `${email.data.toLowerCase()} (user ${id})`;
    const where = config.databasePath;
    console.log(
      {
        created: `Created the administrator ${who} in ${where}.`,
        passwordReset: `Set a new password for the administrator ${who} in ${where}; its sessions were ended.`,
        unchanged: `The administrator ${who} in ${where} already has this password; nothing changed.`,
        promoted: `Made ${who} an administrator, with the new password, in ${where}; its sessions were ended.`,
      }[outcome],
    );
  } finally {
    sqlite.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(USAGE);
    process.exitCode = error instanceof UsageError ? 2 : 1;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
