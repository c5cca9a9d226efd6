import {
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** The cost of a new password hash: scrypt at N = 2^15 (32 MB, about 0.1–0.2 s on a server core). */
export const PASSWORD_HASH_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

let cost: { readonly N: number; readonly r: number; readonly p: number } = PASSWORD_HASH_COST;

/**
 * Lowers the cost of new hashes, for the API's unit tests only (`src/test/setup.ts`): they make
 * thousands of accounts, and at the real cost hashing was most of their time on 2 cores. A stored
 * hash names its own cost, so checking one never depends on this. Nothing outside the tests calls
 * it; `createAdmin.test.ts` checks that the CLI, run as production runs it, stores the real cost.
 */
export function lowerPasswordHashCostForTests(N: number): void {
  cost = { ...PASSWORD_HASH_COST, N };
}

/** A slow, salted scrypt hash: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, expected);
}

/** A hash of a password nobody has, so a login for an unknown user costs the same time. */
export const decoyPasswordHash = hashPassword(randomBytes(16).toString('hex'));

export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time comparison of two hex or text digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 6-digit one-time code from a cryptographic source. */
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
