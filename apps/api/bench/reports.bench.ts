/**
 * `pnpm --filter @hotel/api bench:reports`: how fast GET /api/admin/reports/performance answers a
 * two-year report of the whole group with 50,000 bookings in the database (target ≤ 300 ms on
 * this machine). The bookings (one room each, 1–4 nights, online or at the desk, a tenth of them
 * cancelled with a refund, with travel sites' and maintenance blocks) are written straight into a
 * fresh database file, spread over the two years before today and the month after; the nights
 * before today are then closed as the night audit closes them (closeDay), so the report reads
 * the past from the stored figures and works out the open nights live, as on a running site. A
 * script, not a test: it prints the median and the slowest of its runs.
 */
import { rmSync } from 'node:fs';
import { describeMachine, markdownTable, median, type Row } from '@hotel/bench';
import { addDays } from '@hotel/pricing';
import { dayInIndia } from '@hotel/validators/dates';
import { buildApp } from '../src/app.js';
import { ensureAdmin } from '../src/lib/accounts.js';
import { closeDay } from '../src/reports/closeDay.js';
import { tempConfig } from '../src/test/tempConfig.js';
import { insertBookings } from './reportBookings.js';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const RUNS = 15;
const TARGET_MS = 300;

const { dir, config } = tempConfig('hotel-reports-', {
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
});
const app = await buildApp(config);
await app.ready();
try {
  const today = dayInIndia(0);
  const from = addDays(today, -700);
  const to = addDays(today, 30);
  let started = performance.now();
  insertBookings(app.db, { count: BOOKINGS, from, days: 731, now: new Date().toISOString() });
  const written = performance.now() - started;

  started = performance.now();
  const now = new Date().toISOString();
  // One transaction for the 700 nights: the audit commits once a night, and a commit's full sync
  // is the disk's time, not the step's.
  app.db.transaction((tx) => {
    for (let date = from; date < today; date = addDays(date, 1)) closeDay(tx, { date, now });
  });
  const closing = performance.now() - started;
  const closedNights = 700;

  await ensureAdmin(app.db, 'bench@example.com', 'a long bench password');
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'bench@example.com', password: 'a long bench password' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  const time = async (query: string) => {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/reports/performance?${query}`,
        headers: { cookie },
      });
      times.push(performance.now() - start);
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
      bytes = response.rawPayload.length;
    }
    return { median: median(times), worst: Math.max(...times), bytes };
  };
  const rows: Row[] = [];
  for (const [label, query] of [
    ['group, 2 years by month', `from=${from}&to=${to}&by=month`],
    ['group, 2 years by night', `from=${from}&to=${to}&by=night`],
    ['one hotel, 2 years by month', `hotelId=hotel-akash-executive&from=${from}&to=${to}&by=month`],
  ] as const) {
    const figure = await time(query);
    rows.push({
      report: label,
      'median ms': figure.median.toFixed(1),
      'slowest ms': figure.worst.toFixed(1),
      'answer KB': (figure.bytes / 1024).toFixed(0),
      [`≤ ${TARGET_MS} ms`]: figure.median <= TARGET_MS ? '✓' : '✗',
    });
  }
  console.log(`\n${describeMachine()}`);
  console.log(
    `${BOOKINGS} bookings written in ${(written / 1000).toFixed(1)} s; ${closedNights} nights closed in ${(closing / 1000).toFixed(1)} s (${(closing / closedNights).toFixed(1)} ms a night for the audit's step).\n`,
  );
  console.log(markdownTable(rows));
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
