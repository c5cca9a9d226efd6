import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gstr1Return, performanceReport } from '@hotel/validators/responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../db/schema.js';
import { RUN_TYPESCRIPT } from '../test/serverProcess.js';
import { adminCookie, startTestApp, type TestApp } from '../test/testApp.js';
import { OCTOBER_2026, SEEDED_MONTH } from './seededMonth.fixture.js';

/**
 * The seeded month (the seed:month CLI, run from its source as pnpm runs it) read back through
 * the API: each hotel's October as the report answers it agrees with the fixture to the paisa, the
 * whole group's is their sum, and each hotel's GSTR-1 equals its month's invoices less its credit
 * notes.
 */
const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
let t: TestApp;
let admin: string;
let output: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hotel-seed-'));
  const file = join(dir, 'seeded.db');
  const { stdout } = await run(
    process.execPath,
    [...RUN_TYPESCRIPT, 'src/cli/seedMonth.ts', '--', '--month', SEEDED_MONTH, '--db', file],
    { cwd: apiRoot, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' } },
  );
  output = stdout;
  t = await startTestApp({ DATABASE_PATH: file });
  admin = await adminCookie(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const report = async (hotelId?: string) => {
  const query = `${hotelId ? `hotelId=${hotelId}&` : ''}from=${SEEDED_MONTH}-01&to=${SEEDED_MONTH}-31&by=month`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/reports/performance?${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return performanceReport.parse(response.json());
};

describe('a seeded month', () => {
  it('is made through the booking code: online bookings, walk-ins, cancellations, iCal and maintenance blocks', () => {
    expect(output).toMatch(
      /^Seeded 2026-10 in .+: 6 icalBlock, 3 maintenanceBlock, \d+ online, \d+ cancelled, \d+ walkIn; 0 refused/,
    );
  });

  it.each(Object.entries(OCTOBER_2026))(
    '%s: the report agrees with the fixture to the paisa',
    async (hotelId, expected) => {
      const answer = await report(hotelId);
      expect(answer.rows).toHaveLength(1);
      expect(answer.totals).toMatchObject({ ...expected.totals, adjustments: 0 });
      const { roomsAvailable, roomsSold, roomRevenue } = expected.totals;
      expect(answer.totals.occupancyPercent).toBe(
        Math.round((roomsSold * 10_000) / roomsAvailable) / 100,
      );
      expect(answer.totals.adr).toBe(Math.round(roomRevenue / roomsSold));
      expect(answer.totals.revpar).toBe(Math.round(roomRevenue / roomsAvailable));
      for (const series of answer.byChannel) {
        expect(series.totals, series.channel).toMatchObject(expected.channels[series.channel]);
      }
    },
  );

  it('adds the hotels up for the group', async () => {
    const group = await report();
    const hotels = Object.values(OCTOBER_2026);
    for (const figure of [
      'roomsAvailable',
      'roomsSold',
      'roomRevenue',
      'gst',
      'refunds',
    ] as const) {
      expect(group.totals[figure], figure).toBe(
        hotels.reduce((sum, hotel) => sum + hotel.totals[figure], 0),
      );
    }
  });

  it.each(Object.keys(OCTOBER_2026))(
    '%s: the GSTR-1 totals equal the month’s invoices less its credit notes',
    async (hotelId) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/gst/gstr1?hotelId=${hotelId}&month=${SEEDED_MONTH}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { reconciliation } = gstr1Return.parse(response.json());
      const net = t.app.db
        .select()
        .from(taxDocuments)
        .all()
        .filter((row) => row.hotelId === hotelId && row.document.date.startsWith(SEEDED_MONTH))
        .reduce((sum, row) => sum + (row.kind === 'invoice' ? 1 : -1) * row.document.total, 0);
      expect(net).toBeGreaterThan(0);
      const { taxableValue, igst, cgst, sgst } = reconciliation.sections;
      expect(taxableValue + igst + cgst + sgst).toBe(net);
      expect(reconciliation.sections).toEqual(reconciliation.documents);
    },
  );
});
