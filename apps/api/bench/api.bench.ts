/**
 * `pnpm --filter @hotel/api bench`: throughput and latency of the main API routes under load
 * (autocannon, 50 connections), each beside a bare Fastify hello-world measured just before it,
 * so the figure is also a ratio that travels between machines. The write routes are then checked
 * against the database: every acknowledged request must be a row. A script, not a test.
 *
 * First, the cold start: the compiled server (`node dist/server.js`, as `pnpm start` runs it) from
 * spawning to its first /api/health 200, on a fresh database file (migrations and seed included),
 * the median of COLD_STARTS runs.
 *
 * A read is measured in ROUNDS rounds, each of hello-world, the route's own answer replayed by a
 * bare Fastify (bench/replay.ts: the same bytes and headers, so what this machine allows for an
 * answer that size), then the route; its row is the median round by ratio, its p99 the worst
 * round's. On a shared machine hello-world alone moved by 20–40% between runs a minute apart, so
 * one baseline taken once made the ratio as noisy as the server was fast.
 *
 * BENCH_SECONDS sets the seconds of a write route's run (default 10); each run of a read's rounds
 * is half that.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  against,
  describeMachine,
  freePort,
  markdownTable,
  median,
  type Row,
  type Server,
  type Site,
  startServer,
  startSite,
} from '@hotel/bench';
import { banquet, hotels, roomsOf } from '@hotel/content';
import { dayInIndia } from '@hotel/validators/dates';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { type RecordedAnswer, recordAnswer } from './recordedAnswer.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const CONNECTIONS = 50;
const COLD_STARTS = 5;
/** A read's rounds of hello-world then the route; its figures are the median round's. */
const ROUNDS = 3;
/** Reads ≥ 50% of hello-world (availability and the calendar ≥ 25%), p99 ≤ 25 ms, cold start ≤ 1 s. */
const TARGET = { readRatio: 0.5, searchRatio: 0.25, p99Ms: 25, coldStartMs: 1_000 } as const;

interface Route {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: object;
  readonly headers?: Readonly<Record<string, string>>;
  /** The row's name when the path holds an id. */
  readonly label?: string;
  /** The table a 2xx answer adds one row to. */
  readonly table?: string;
  /** The share of hello-world's requests per second a read must reach (TARGET.readRatio). */
  readonly ratio?: number;
}

const hotel = hotels[0];
const room = hotel && roomsOf(hotel.id)[0];
const category = banquet.categories[0];
if (!hotel || !room || !category?.events[0])
  throw new Error('The content has no hotel room or banquet event.');

const stay = { checkIn: dayInIndia(30), checkOut: dayInIndia(33) };

const routes: readonly Route[] = [
  { method: 'GET', path: '/api/hotels' },
  {
    method: 'GET',
    path: `/api/availability?${new URLSearchParams({ hotel: hotel.id, ...stay, adults: '2', rooms: '1' })}`,
    ratio: TARGET.searchRatio,
  },
  // Read on every opening of a room page's price calendar: two months of nights in one query.
  {
    method: 'GET',
    path: `/api/rooms/${room.id}/calendar?${new URLSearchParams({ from: dayInIndia(0), to: dayInIndia(59), adults: '2' })}`,
    ratio: TARGET.searchRatio,
  },
  // A prerendered page, as a browser asks for it (compressed).
  { method: 'GET', path: hotel.path, headers: { 'accept-encoding': 'br, gzip' } },
  {
    method: 'POST',
    path: '/api/quotes',
    body: { roomId: room.id, rooms: 2, adults: 4, breakfasts: 12, lunchDinners: 6, ...stay },
    table: 'quotes',
  },
  {
    method: 'POST',
    path: '/api/banquet-enquiry',
    body: {
      name: 'Asha Patil',
      email: 'asha.patil@example.com',
      phone: '+91 98765 43210',
      message: 'We would like the hall for a reception of about 300 guests.',
      category: category.title,
      eventType: category.events[0],
    },
    table: 'banquet_enquiries',
  },
];

const requestOf = (route: Pick<Route, 'method' | 'body' | 'headers'>) => ({
  method: route.method,
  ...(route.body
    ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(route.body) }
    : route.headers
      ? { headers: { ...route.headers } }
      : {}),
});

const load = (
  url: string,
  route: Pick<Route, 'method' | 'body' | 'headers'>,
  run: { seconds: number } | { amount: number },
) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    ...requestOf(route),
    ...('seconds' in run ? { duration: run.seconds } : { amount: run.amount }),
  });

/** A stored quote's id, for GET /api/quotes/:id (the payment page reads it on every visit). */
async function storedQuoteId(siteUrl: string): Promise<string> {
  const post = routes.find((route) => route.table === 'quotes');
  if (!post) throw new Error('The bench has no quote route.');
  const response = await fetch(`${siteUrl}${post.path}`, requestOf(post));
  if (!response.ok)
    throw new Error(`POST ${post.path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The median time from spawning the compiled server to its first /api/health 200. */
async function coldStartMs(): Promise<{ median: number; runs: number[] }> {
  const runs: number[] = [];
  for (let run = 0; run < COLD_STARTS; run += 1) {
    const started = await startSite();
    runs.push(started.startedInMs);
    await started.stop();
  }
  return { median: median(runs), runs };
}

/** One request first, so a wrong body shows as its error message rather than as 50,000 errors. */
async function checkAnswers(url: string, route: Route): Promise<void> {
  const response = await fetch(url, requestOf(route));
  if (!response.ok) {
    throw new Error(`${route.method} ${route.path}: ${response.status} ${await response.text()}`);
  }
}

const rowsIn = (databasePath: string, table: string): number => {
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return (sqlite.prepare(`select count(*) as rows from ${table}`).get() as { rows: number }).rows;
  } finally {
    sqlite.close();
  }
};

/**
 * The row count once the server has caught up: a warm-up stops with requests in flight, which
 * the server may still be writing; the count must hold for a second.
 */
async function settledRows(databasePath: string, table: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  let count = rowsIn(databasePath, table);
  let steadySince = Date.now();
  while (Date.now() - steadySince < 1_000 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = rowsIn(databasePath, table);
    if (next !== count) steadySince = Date.now();
    count = next;
  }
  return count;
}

type Result = Awaited<ReturnType<typeof load>>;
/** One round: hello-world, the route's answer replayed by a bare Fastify, then the route. */
interface Round {
  readonly baseline: Result;
  readonly sameAnswer?: Result;
  readonly result: Result;
  /** The site's CPU time during the route's run. */
  readonly serverCpuMs: number;
}

/** A route's run, with the CPU time the site's process spent on it. */
async function serverTimed(site: Site, run: () => Promise<Result>) {
  const before = site.cpuMs();
  const result = await run();
  return { result, serverCpuMs: site.cpuMs() - before };
}

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const ms = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');

console.log(`API bench on ${describeMachine()}`);
const tmp = mkdtempSync(join(tmpdir(), 'hotel-hello-'));
const helloUrl = `http://127.0.0.1:${await freePort()}/`;
const hello = await startServer({
  command: fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url)),
  args: [fileURLToPath(new URL('./helloWorld.ts', import.meta.url)), new URL(helloUrl).port],
  cwd: tmp,
  env: process.env,
  readyUrl: helloUrl,
  logFile: join(tmp, 'hello.log'),
});
const rows: Row[] = [];
const writes: string[] = [];
let site: Site | undefined;
let replay: Server | undefined;
let coldStart: { median: number; runs: number[] } | undefined;
try {
  coldStart = await coldStartMs();
  site = await startSite();
  const quoteId = await storedQuoteId(site.url);
  const measured: readonly Route[] = [
    ...routes.slice(0, 1),
    { method: 'GET', path: `/api/quotes/${quoteId}`, label: 'GET /api/quotes/:id' },
    ...routes.slice(1),
  ];
  const recorded: Record<string, RecordedAnswer> = {};
  for (const route of measured.filter((read) => !read.table)) {
    recorded[route.path] = await recordAnswer(`${site.url}${route.path}`, route);
  }
  writeFileSync(join(tmp, 'answers.json'), JSON.stringify(recorded));
  const replayUrl = `http://127.0.0.1:${await freePort()}`;
  replay = await startServer({
    command: fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url)),
    args: [
      fileURLToPath(new URL('./replay.ts', import.meta.url)),
      new URL(replayUrl).port,
      join(tmp, 'answers.json'),
    ],
    cwd: tmp,
    env: process.env,
    readyUrl: `${replayUrl}/__ready`,
    logFile: join(tmp, 'replay.log'),
  });
  console.log(`Site: ${site.description}.`);
  console.log(
    `Hello-world: a bare Fastify (no logger, no plugins) in its own process, GET / → {"hello":"world"}.`,
  );
  console.log(
    `Each route: ${WARM_UP_SECONDS} s warm-up at ${CONNECTIONS} connections, then a read: ${ROUNDS} rounds of ${SECONDS / 2} s each of hello-world, of its answer replayed by a bare Fastify (same bytes and headers) and of the route, the median round shown (p99: the worst round's; server CPU a request: the site process's CPU time over all the rounds, divided by their requests); a write: ${SECONDS} s of hello-world, then as many requests as its warm-up rate fills in ${SECONDS} s, all answered.\n`,
  );
  await load(helloUrl, { method: 'GET' }, { seconds: WARM_UP_SECONDS });
  for (const route of measured) {
    const url = `${site.url}${route.path}`;
    await checkAnswers(url, route);
    const warmUp = await load(url, route, { seconds: WARM_UP_SECONDS });
    const rowsBefore = route.table ? await settledRows(site.databasePath, route.table) : 0;
    const rounds: Round[] = [];
    if (route.table) {
      // A write route: one run of as many requests as its warm-up rate fills in SECONDS, so
      // every acknowledged request can be counted in the database afterwards.
      const baseline = await load(helloUrl, { method: 'GET' }, { seconds: SECONDS });
      const amount = Math.max(CONNECTIONS, Math.round(warmUp.requests.average * SECONDS));
      rounds.push({ baseline, ...(await serverTimed(site, () => load(url, route, { amount }))) });
    } else {
      for (let round = 0; round < ROUNDS; round += 1) {
        const baseline = await load(helloUrl, { method: 'GET' }, { seconds: SECONDS / 2 });
        const sameAnswer = await load(`${replayUrl}${route.path}`, route, {
          seconds: SECONDS / 2,
        });
        rounds.push({
          baseline,
          sameAnswer,
          ...(await serverTimed(site, () => load(url, route, { seconds: SECONDS / 2 }))),
        });
      }
    }
    // Over every round: the server's own cost, which the shared machine disturbs less than req/s.
    const cpuPerRequest =
      (1_000 * rounds.reduce((sum, round) => sum + round.serverCpuMs, 0)) /
      rounds.reduce((sum, round) => sum + round.result.requests.total, 0);
    const ratioOf = ({ baseline, result }: Pick<Round, 'baseline' | 'result'>) =>
      result.requests.average / baseline.requests.average;
    const byRatio = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
    const { baseline, sameAnswer, result } = byRatio[Math.floor(byRatio.length / 2)] as Round;
    const p99 = Math.max(...rounds.map((round) => round.result.latency.p99));
    const errors = rounds.reduce(
      (sum, round) => sum + round.result.errors + round.result.non2xx,
      0,
    );
    const ratio = ratioOf({ baseline, result });
    const ratioText =
      rounds.length > 1
        ? `${percent(ratio)} (rounds: ${rounds.map((round) => percent(ratioOf(round))).join(', ')})`
        : percent(ratio);
    rows.push({
      route: route.label ?? `${route.method} ${route.path.split('?')[0]}`,
      'req/s': perSecond(result.requests.average),
      p50: ms(result.latency.p50),
      p99: against(ms(p99), p99 <= TARGET.p99Ms),
      'errors (non-2xx incl.)': against(String(errors), errors === 0),
      'hello-world req/s': perSecond(baseline.requests.average),
      'vs hello-world': route.table
        ? `${ratioText} (no target)`
        : against(ratioText, ratio >= (route.ratio ?? TARGET.readRatio)),
      'server CPU a request': Number.isNaN(cpuPerRequest) ? '–' : `${Math.round(cpuPerRequest)} µs`,
      'same answer, bare Fastify, vs hello-world': sameAnswer
        ? percent(sameAnswer.requests.average / baseline.requests.average)
        : '–',
    });
    if (route.table) {
      const added = (await settledRows(site.databasePath, route.table)) - rowsBefore;
      const acknowledged = result['2xx'];
      writes.push(
        `${route.method} ${route.path}: ${acknowledged.toLocaleString('en-US')} acknowledged (2xx) of ${result.requests.sent.toLocaleString('en-US')} sent; ${added.toLocaleString('en-US')} rows added to ${route.table} ${added === acknowledged ? '✓ equal' : '✗ NOT equal'}`,
      );
    }
  }
} finally {
  await site?.stop();
  await replay?.stop();
  await hello.stop();
  rmSync(tmp, { recursive: true, force: true });
}

console.log(
  `Targets: reads ≥ ${TARGET.readRatio * 100}% of hello-world (availability and the calendar ≥ ${TARGET.searchRatio * 100}%), p99 ≤ ${TARGET.p99Ms} ms, zero errors; cold start ≤ ${TARGET.coldStartMs} ms.\n`,
);
if (coldStart) {
  console.log(
    `Cold start (node dist/server.js → first /api/health 200, fresh database, median of ${COLD_STARTS}): ${against(ms(Math.round(coldStart.median)), coldStart.median <= TARGET.coldStartMs)} (runs: ${coldStart.runs.map((run) => Math.round(run)).join(', ')} ms)\n`,
  );
}
console.log(markdownTable(rows));
console.log(
  `\nWrites checked against the database after each run:\n${writes.map((line) => `- ${line}`).join('\n')}`,
);
