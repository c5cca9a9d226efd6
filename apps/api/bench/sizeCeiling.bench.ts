/**
 * `pnpm --filter @hotel/api bench:ceiling`: what this machine allows an answer of each size,
 * whatever the server. A bare Fastify (bench/replay.ts: no logger, no plugins, answers from
 * memory) sends bodies of 17 bytes to 12 KB with the hotel page's headers, each measured under the
 * API bench's load (autocannon, 50 connections) beside hello-world in rounds; the figure is the
 * share of hello-world's requests per second, as in the API bench. On two shared cores autocannon
 * reads and parses every byte, so a larger answer lowers the figure of any server; the API bench's
 * "same answer, bare Fastify" column is this curve at one point. A script, not a test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  describeMachine,
  freePort,
  markdownTable,
  median,
  type Row,
  startServer,
} from '@hotel/bench';
import autocannon from 'autocannon';
import type { RecordedAnswer } from './recordedAnswer.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) / 2;
const ROUNDS = 3;
/** Body sizes in bytes: hello-world's, a stored quote's, a search's, pages'. */
const SIZES = [17, 700, 2_300, 4_000, 6_000, 8_000, 10_400, 12_000];
/** A prerendered page's headers as the site sends them, a content security policy among them. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'br',
  'cache-control': 'no-cache',
  vary: 'Accept-Encoding',
  etag: '"33b5b2aca6574ba88e52a12662d7fa9a-br"',
  'content-security-policy': `default-src 'self'; script-src 'self' ${"'sha256-dNy0y48tFd3Ueh+izbVssQPVSHSkZce1VpirT2wc1j4=' ".repeat(8)}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; object-src 'none'; base-uri 'self'`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};

const bench = join(fileURLToPath(new URL('.', import.meta.url)));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'hotel-ceiling-'));
const answers: Record<string, RecordedAnswer> = Object.fromEntries(
  SIZES.map((size) => [
    `/${size}`,
    { headers: PAGE_HEADERS, body: randomBytes(size).toString('base64') },
  ]),
);
writeFileSync(join(tmp, 'answers.json'), JSON.stringify(answers));

const serve = async (script: string, extra: string[], ready: string) => {
  const url = `http://127.0.0.1:${await freePort()}`;
  const server = await startServer({
    command: tsx,
    args: [join(bench, script), new URL(url).port, ...extra],
    cwd: tmp,
    env: process.env,
    readyUrl: `${url}${ready}`,
    logFile: join(tmp, `${script}.log`),
  });
  return { url, server };
};

const load = async (url: string) =>
  (await autocannon({ url, connections: CONNECTIONS, duration: SECONDS })).requests.average;

console.log(`Answer-size ceiling on ${describeMachine()}`);
const hello = await serve('helloWorld.ts', [], '/');
const replay = await serve('replay.ts', [join(tmp, 'answers.json')], '/__ready');
const rows: Row[] = [];
try {
  await load(`${hello.url}/`);
  for (const size of SIZES) {
    const ratios: number[] = [];
    let perSecond = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = await load(`${hello.url}/`);
      perSecond = await load(`${replay.url}/${size}`);
      ratios.push(perSecond / baseline);
    }
    rows.push({
      'body (bytes)': size.toLocaleString('en-US'),
      'req/s (last round)': Math.round(perSecond).toLocaleString('en-US'),
      'vs hello-world (median of rounds)': `${Math.round(median(ratios) * 100)}%`,
      rounds: ratios.map((ratio) => `${Math.round(ratio * 100)}%`).join(', '),
    });
  }
} finally {
  await replay.server.stop();
  await hello.server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(
  `\nA bare Fastify answering from memory with the page's headers (~${JSON.stringify(PAGE_HEADERS).length} bytes), ${ROUNDS} rounds of ${SECONDS} s each beside hello-world, ${CONNECTIONS} connections:\n`,
);
console.log(markdownTable(rows));
