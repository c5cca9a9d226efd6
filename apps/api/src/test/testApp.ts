import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, vi } from 'vitest';
import { type AppProviders, buildApp } from '../app.js';
import type { Config, Env } from '../config.js';
import { users } from '../db/schema.js';
import { ensureAdmin } from '../lib/accounts.js';
import { createStaff } from '../lib/staffAccounts.js';
import { tempConfig } from './tempConfig.js';

interface Sqlite {
  prepare(sql: string): { get(): unknown; all(): unknown[] };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly dir: string;
  /** Counts the rows of a table, to prove a refused request stored nothing. */
  count(table: string): number;
  /** The row count of every table of the schema (new tables included), to compare before/after. */
  counts(): Record<string, number>;
  /** The e-mails the app has queued, oldest first. */
  mails(): { subject: string; text: string }[];
  close(): Promise<void>;
}

/** A fresh app on a real SQLite file in a temp folder. */
export async function startTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  providers: AppProviders = {},
): Promise<TestApp> {
  const { dir, config } = tempConfig('hotel-api-', {
    RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    FORM_RATE_LIMIT_PER_MINUTE: '10000',
    // The night audit runs when a test calls app.runNightAudit(now), never by the machine's clock.
    NIGHT_AUDIT_CHECK_MINUTES: '0',
    ...env,
  });
  const app = await buildApp(config, providers);
  try {
    await app.ready();
  } catch (error) {
    // A refused start (e.g. ADMIN_EMAIL naming a guest) leaves nothing open or on disk.
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const sqlite = (app.db as unknown as { $client: Sqlite }).$client;
  const count = (table: string) =>
    (
      sqlite.prepare(`select count(*) as n from "${table.replaceAll('"', '')}"`).get() as {
        n: number;
      }
    ).n;
  const tables = (
    sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like '\\_\\_drizzle%' escape '\\' order by name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  return {
    app,
    config,
    dir,
    count,
    counts: () => Object.fromEntries(tables.map((table) => [table, count(table)])),
    mails: () =>
      sqlite.prepare('select subject, text from mail_outbox order by id').all() as {
        subject: string;
        text: string;
      }[],
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The apps a file's tests start, each closed (its database file removed) after its test:
 * `start(env, providers)` starts one as startTestApp does; `keep(startRazorpayApp(…))` takes one
 * started another way.
 */
export function useTestApps() {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  const keep = async <T extends TestApp>(starting: Promise<T>): Promise<T> => {
    const t = await starting;
    apps.push(t);
    return t;
  };
  const start = (...args: Parameters<typeof startTestApp>) => keep(startTestApp(...args));
  return { start, keep };
}

/** The `cookie` header a browser would send after the response's Set-Cookie. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Signs in with a password, as the sign-in form does, and returns the cookie header. */
async function passwordCookie(app: FastifyInstance, login: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: login, password },
  });
  if (response.statusCode !== 200) throw new Error(`${login} could not sign in: ${response.body}`);
  return cookieFrom(response);
}

/** Signs in a new admin account and returns its cookie header. */
export async function adminCookie(
  app: FastifyInstance,
  email = 'admin@example.com',
): Promise<string> {
  const password = 'correct horse battery staple';
  await ensureAdmin(app.db, email, password);
  return passwordCookie(app, email, password);
}

/** Signs up a new guest account and returns its cookie header. */
export async function guestCookie(app: FastifyInstance, username = 'guest1'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username, email: `${username}@example.com`, password: 'a long enough password' },
  });
  if (response.statusCode !== 201) throw new Error(`guest sign-up failed: ${response.body}`);
  return cookieFrom(response);
}

/** The admin (who cannot sign in: no password) the test helpers' staff accounts are made by. */
function staffMaker(app: FastifyInstance): number {
  const email = 'staff-maker@example.com';
  app.db.insert(users).values({ email, role: 'admin' }).onConflictDoNothing().run();
  return app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id ?? 0;
}

/** Makes a front-desk account for the hotel, signs it in and returns its cookie header. */
export async function staffCookie(
  app: FastifyInstance,
  hotelId: string,
  email = `desk.${hotelId}@example.com`,
): Promise<string> {
  const password = 'front desk password';
  await createStaff(app.db, { email, password, hotelId }, staffMaker(app));
  return passwordCookie(app, email, password);
}

/**
 * A fresh app (its own database file) for each test of the file, closed after it (and the real
 * clock back): read it as `app.t` inside a test. A test that needs other settings may close it
 * and put its own in its place (`app.t = await startTestApp(env)`), closed after it the same way.
 */
export function appForEachTest(): { t: TestApp } {
  const current = {} as { t: TestApp };
  beforeEach(async () => {
    current.t = await startTestApp();
  });
  closeAfterEach(current);
  return current;
}

function closeAfterEach(current: { readonly t: TestApp }) {
  afterEach(async () => {
    await current.t.close();
    vi.useRealTimers();
  });
}

/** A text the app handed to its SMS gateway. */
export interface SentText {
  readonly to: string;
  readonly text: string;
}

/**
 * appForEachTest whose SMS gateway keeps every text it is handed, as `app.texts` (new for each
 * test); `env` gives the app's settings when the test starts (e.g. a test SMTP server's address,
 * known only once it runs).
 */
export function appWithTextsForEachTest(
  env: () => Partial<Record<keyof Env, string>> = () => ({}),
): {
  t: TestApp;
  texts: SentText[];
} {
  const current = {} as { t: TestApp; texts: SentText[] };
  beforeEach(async () => {
    const texts: SentText[] = [];
    current.texts = texts;
    current.t = await startTestApp(env(), {
      smsGateway: {
        send: async (to, text) => {
          texts.push({ to, text });
        },
      },
    });
  });
  closeAfterEach(current);
  return current;
}

/** appForEachTest with an administrator's session cookie (of `email`), as `app.admin`. */
export function appWithAdminForEachTest(email?: string): {
  readonly t: TestApp;
  readonly admin: string;
} {
  const app = appForEachTest() as { t: TestApp; admin: string };
  beforeEach(async () => {
    app.admin = await adminCookie(app.t.app, email);
  });
  return app;
}
