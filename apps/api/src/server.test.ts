import { statSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type FormOutcome, type FormWrite, formWrite, startFormLoad } from './test/formLoad.js';
import { type ServerProcess, useServerProcesses } from './test/serverProcess.js';
import { startSmtpServer } from './test/smtpServer.js';

const ADMIN = { email: 'night.manager@example.com', password: 'a long admin password' };

const { databaseFile, start } = useServerProcesses();

const tableOf = (write: FormWrite) =>
  write.route === '/api/banquet-enquiry' ? 'banquet_enquiries' : 'contact_messages';

/** Every stored enquiry and contact message, read straight from the file: e-mail → row. */
function storedForms(sqlite: Database.Database): Map<string, { table: string; id: number }> {
  const stored = new Map<string, { table: string; id: number }>();
  for (const table of ['banquet_enquiries', 'contact_messages']) {
    const rows = sqlite.prepare(`select id, email from ${table}`).all() as {
      id: number;
      email: string;
    }[];
    for (const { id, email } of rows) stored.set(email, { table, id });
  }
  return stored;
}

/** Acknowledged forms that are not in the file as the row the server named (should be none). */
const lostWrites = (
  outcomes: readonly FormOutcome[],
  stored: Map<string, { table: string; id: number }>,
) =>
  outcomes
    .filter((outcome) => outcome.status === 201)
    .filter(
      (outcome) =>
        stored.get(outcome.email)?.table !== tableOf(outcome) ||
        stored.get(outcome.email)?.id !== outcome.id,
    )
    .map((outcome) => outcome.email);

async function signInAdmin(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Every row of an admin list, page by page. */
async function adminList(server: ServerProcess, cookie: string, path: string) {
  const rows: { id: number; email: string }[] = [];
  for (let offset = 0; ; offset += 200) {
    const response = await fetch(`${server.url}${path}?limit=200&offset=${offset}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { id: number; email: string }[];
    rows.push(...page);
    if (page.length < 200) return rows;
  }
}

describe('the server process, killed (SIGKILL) in the middle of a write load', () => {
  // What a kill can and cannot lose. The server opens the file in WAL mode with synchronous=FULL
  // (db/client.test.ts pins both). A COMMIT returns only after its WAL frames were written to the
  // file, and that write sits in the kernel's page cache, which outlives the process: after a
  // kill, SQLite's recovery replays every committed transaction whatever `synchronous` says
  // (NORMAL would lose the last ones only on a power loss or an OS crash, which FULL covers by
  // an fsync per commit; that is not something a test can provoke). So here the claim is exact:
  // every write answered 2xx is in the file, and the file is sound.
  it('keeps every acknowledged write in a sound file, and serves them all after a restart', async () => {
    const databasePath = databaseFile();
    const env = {
      DATABASE_PATH: databasePath,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const connections = 8;
    const first = await start(env);
    const load = startFormLoad(first.url, connections, 'killed');

    await load.untilAcknowledged(150);
    const inFlightAtKill = load.inFlight;
    first.signal('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const outcomes = await load.stop();
    // Nothing is left serving the port (the tsx CLI used to leave the real server running).
    await untilRefused(first.port, 1_000);

    expect(inFlightAtKill).toBeGreaterThan(0);
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
    const unanswered = outcomes.filter((outcome) => outcome.status === 'error');
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(unanswered.length).toBeLessThanOrEqual(connections);
    expect(acknowledged.length + unanswered.length).toBe(outcomes.length);

    // The file as the kill left it, committed pages still in the WAL (opened read-only, so
    // nothing is checkpointed: the restarted server does its own recovery below).
    expect(statSync(`${databasePath}-wal`).size).toBeGreaterThan(0);
    const sqlite = new Database(databasePath, { readonly: true });
    let stored: Map<string, { table: string; id: number }>;
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      stored = storedForms(sqlite);
      expect(lostWrites(outcomes, stored)).toEqual([]);
      // A request cut off by the kill may or may not have committed; at most one per connection.
      expect(stored.size - acknowledged.length).toBeGreaterThanOrEqual(0);
      expect(stored.size - acknowledged.length).toBeLessThanOrEqual(unanswered.length);
      // Each form and its e-mail are one transaction: neither is ever stored without the other.
      const mailReplyTo = sqlite
        .prepare('select reply_to from mail_outbox order by reply_to')
        .pluck()
        .all();
      expect(mailReplyTo).toEqual([...stored.keys()].sort());
    } finally {
      sqlite.close();
    }

    const second = await start(env);
    expect(await (await fetch(`${second.url}/api/health`)).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
    const cookie = await signInAdmin(second);
    const listed = [
      ...(await adminList(second, cookie, '/api/admin/enquiries')),
      ...(await adminList(second, cookie, '/api/admin/messages')),
    ];
    expect(listed.map((row) => row.email).sort()).toEqual([...stored.keys()].sort());

    const enquiriesBefore = [...stored.values()].filter((row) => row.table === 'banquet_enquiries');
    const after = formWrite(1, 'after-restart');
    const response = await fetch(`${second.url}${after.route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(after.body),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: number }).id).toBe(
      Math.max(0, ...enquiriesBefore.map((row) => row.id)) + 1,
    );

    second.signal('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});

/**
 * A POST whose body arrives in two parts, like a visitor on a slow connection: the headers and
 * half the body now, the rest on `finish()`. The server has begun the request (routed and
 * logged it) but cannot answer before the rest arrives.
 */
function slowUpload(baseUrl: string, write: FormWrite, path: string) {
  const payload = Buffer.from(JSON.stringify(write.body));
  const half = Math.floor(payload.length / 2);
  const sent = request(`${baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': payload.length },
  });
  const response = new Promise<{ status: number; connection: string; body: unknown }>(
    (resolve, reject) => {
      sent.on('error', reject);
      sent.on('response', (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            connection: String(incoming.headers.connection),
            body: JSON.parse(text),
          }),
        );
      });
    },
  );
  // Awaited later: a connection cut early must fail the test there, not as an unhandled rejection.
  response.catch(() => undefined);
  sent.write(payload.subarray(0, half));
  return { response, finish: () => sent.end(payload.subarray(half)) };
}

/** Resolves once a new TCP connection to the port is refused; rejects after `timeoutMs`. */
async function untilRefused(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return;
    await sleep(20);
  }
  throw new Error(`port ${port} still accepted connections after ${timeoutMs} ms`);
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('the server process, stopped (SIGTERM) under a write load', () => {
  it('answers every request it had begun, refuses new connections, keeps what it acknowledged, and exits 0', async () => {
    const databasePath = databaseFile();
    // debug: the server logs each request as it arrives, not only once answered.
    const server = await start({ DATABASE_PATH: databasePath, LOG_LEVEL: 'debug' });
    const slow = [1, 2, 3].map((n) => {
      const write = formWrite(n, 'slow');
      return { write, ...slowUpload(server.url, write, `${write.route}?upload=slow-${n}`) };
    });
    await until(
      () => slow.every(({ write }) => server.output().includes(`?upload=slow-${write.n}"`)),
      'the server to log the three slow uploads as incoming requests',
    );
    const load = startFormLoad(server.url, 6, 'stopped');
    await load.untilAcknowledged(30);

    server.signal('SIGTERM');
    await untilRefused(server.port, 5_000);
    // New connections are refused while the slow uploads are still open. Wait until the server has
    // answered, closed or refused every other connection (the load's, each of which stops at its
    // first network error): a server that cut requests in flight at its close has cut these too.
    const outcomes = await load.ended();
    for (const upload of slow) upload.finish();
    const answers = await Promise.all(
      slow.map(async ({ write, response }) => ({ write, ...(await response) })),
    );
    const exit = await server.exited;

    expect(answers).toEqual(
      slow.map(({ write }) => ({
        write,
        status: 201,
        connection: 'close',
        body: {
          id: expect.any(Number),
          message: expect.any(String),
          // A banquet enquiry's answer names its reference too.
          ...(write.route === '/api/banquet-enquiry'
            ? { reference: expect.stringMatching(/^BQT-[A-Z0-9]{6}$/) }
            : {}),
        },
      })),
    );
    // Exit 0 is inside the grace (server.ts): past it close-with-grace exits 1 and says so.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toContain('killed by timeout');
    expect(server.output()).toContain('closing: finishing in-flight requests');
    // Forms sent while it closed were answered 201 (the server had begun them), refused with 503,
    // or cut off: a request still unread in an idle keep-alive connection when the server closed
    // it (Node's server.close() closes idle connections) is reset. Never a 500 from a closed
    // database.
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => ![201, 503, 'error'].includes(status))).toEqual([]);

    const sqlite = new Database(databasePath, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = storedForms(sqlite);
      const slowOutcomes = answers.map(
        ({ write, body }): FormOutcome => ({
          ...write,
          status: 201,
          id: (body as { id: number }).id,
        }),
      );
      expect(lostWrites([...slowOutcomes, ...outcomes], stored)).toEqual([]);
      // Refused or cut off means not stored: a client may safely send it again.
      const notAnswered = outcomes.filter((outcome) => outcome.status !== 201);
      expect(notAnswered.filter((outcome) => stored.has(outcome.email))).toEqual([]);
    } finally {
      sqlite.close();
    }
  }, 60_000);
});

/** A mail server that takes the connection and never says a word (nodemailer waits 15 s). */
async function startSilentMailServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    connections: () => sockets.length,
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the server process, stopped while the SMTP server hangs', () => {
  it('exits 0 within the grace, keeps the message unsent, and sends it once after the next start', async () => {
    const databasePath = databaseFile();
    const silent = await startSilentMailServer();
    const first = await start({
      DATABASE_PATH: databasePath,
      SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
      MAIL_RETRY_SECONDS: '1',
    });
    const form = formWrite(1, 'silent-smtp');
    const response = await fetch(`${first.url}${form.route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form.body),
    });
    expect(response.status).toBe(201);
    await until(() => silent.connections() > 0, 'the delivery to reach the silent server');

    first.signal('SIGTERM');
    const exit = await first.exited;
    // Exit 0 is inside the grace (server.ts): past it close-with-grace exits 1 and says so.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(first.output()).not.toContain('killed by timeout');
    expect(first.output()).toContain('mail delivery still in flight at shutdown');
    await silent.stop();

    const sqlite = new Database(databasePath, { readonly: true });
    try {
      expect(sqlite.prepare('select reply_to, status, attempts from mail_outbox').all()).toEqual([
        { reply_to: form.email, status: 'pending', attempts: 0 },
      ]);
    } finally {
      sqlite.close();
    }

    const smtp = await startSmtpServer();
    try {
      const second = await start({
        DATABASE_PATH: databasePath,
        SMTP_URL: smtp.url,
        MAIL_RETRY_SECONDS: '1',
      });
      const [received] = await smtp.waitFor(1);
      expect(received?.headers.get('reply-to')).toBe(form.email);
      second.signal('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
    const reopened = new Database(databasePath, { readonly: true });
    try {
      expect(reopened.prepare('select status, attempts from mail_outbox').all()).toEqual([
        { status: 'sent', attempts: 1 },
      ]);
    } finally {
      reopened.close();
    }
  }, 60_000);
});
