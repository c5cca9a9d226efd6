import { instantInIndia } from '@hotel/pricing';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import {
  bookingEvents,
  bookings,
  closedDays,
  roomHousekeepingChanges,
  rooms,
} from '../db/schema.js';
import { insertBooking, roomIdOf } from '../test/bookingFixtures.js';
import { appWithAdminForEachTest, startTestApp } from '../test/testApp.js';
import { recordNoShows } from './steps.js';

const GRAND = 'hotel-grand-imperial';
const app = appWithAdminForEachTest();
/** India's clock on a fixed day: the audit takes its `now`, never the machine's. */
const at = (date: string, time: string) => instantInIndia(date, time).toISOString();
const audit = (now: string) => app.t.app.runNightAudit(now).map((day) => day.date);

const room = (number: string) => roomIdOf(app.t.app.db, GRAND, number);
const book = (
  reference: string,
  number: string,
  fields: Omit<Parameters<typeof insertBooking>[1], 'roomId'>,
) => insertBooking(app.t.app.db, { reference, roomId: room(number), ...fields });
const statusOf = (reference: string) =>
  app.t.app.db.select().from(bookings).where(eq(bookings.reference, reference)).get()?.status;
const stateOf = (number: string) =>
  app.t.app.db
    .select()
    .from(rooms)
    .where(eq(rooms.id, room(number)))
    .get()?.housekeeping;

describe('the night audit', () => {
  it('closes the previous business day once India’s clock passes 03:00, and each day only once', async () => {
    expect(audit(at('2026-12-10', '02:59'))).toEqual(['2026-12-08']);
    expect(audit(at('2026-12-10', '02:59'))).toEqual([]);
    expect(audit(at('2026-12-10', '03:00'))).toEqual(['2026-12-09']);
    expect(audit(at('2026-12-10', '23:00'))).toEqual([]);
    expect(app.t.count('closed_days')).toBe(2);
  });

  it('catches up the nights it missed, oldest first', async () => {
    expect(audit(at('2026-12-10', '03:30'))).toEqual(['2026-12-09']);
    expect(audit(at('2026-12-13', '04:00'))).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
  });

  it('reports the bookings not arrived on the closed day, leaves them confirmed, and the desk lists them as expected no-shows', async () => {
    book('DSH-AWAY01', '101', {
      checkIn: '2026-12-09',
      checkOut: '2026-12-11',
      status: 'confirmed',
    });
    book('DSH-ARRIVD', '102', {
      checkIn: '2026-12-09',
      checkOut: '2026-12-11',
      status: 'checked_in',
    });
    const [day] = app.t.app.runNightAudit(at('2026-12-10', '03:00'));
    expect(day?.noShows).toEqual([{ reference: 'DSH-AWAY01', hotelId: GRAND, marked: false }]);
    expect(statusOf('DSH-AWAY01')).toBe('confirmed');
    const lists = await app.t.app.inject({
      url: '/api/admin/today',
      query: { hotelId: GRAND, date: '2026-12-10' },
      headers: { cookie: app.admin },
    });
    expect(lists.json().expectedNoShows.map((row: { reference: string }) => row.reference)).toEqual(
      ['DSH-AWAY01'],
    );
  });

  it('marks them no-shows, with an event, for a hotel whose rule says so', () => {
    book('DSH-AWAY02', '101', {
      checkIn: '2026-12-09',
      checkOut: '2026-12-10',
      status: 'confirmed',
    });
    const now = at('2026-12-10', '03:00');
    app.t.app.db.transaction((tx) => {
      tx.insert(closedDays).values({ date: '2026-12-09', closedAt: now }).run();
      recordNoShows(() => 'mark')(tx, { date: '2026-12-09', now });
    });
    expect(statusOf('DSH-AWAY02')).toBe('no_show');
    const event = app.t.app.db
      .select()
      .from(bookingEvents)
      .orderBy(desc(bookingEvents.id))
      .limit(1)
      .get();
    expect(event).toMatchObject({ from: 'confirmed', to: 'no_show', at: now, actorId: null });
    const day = app.t.app.db.select().from(closedDays).get();
    expect(day?.noShows).toEqual([{ reference: 'DSH-AWAY02', hotelId: GRAND, marked: true }]);
  });

  it('sets the rooms of guests staying on dirty, not those leaving that morning nor a room out of order', async () => {
    book('DSH-STAYS1', '201', {
      checkIn: '2026-12-08',
      checkOut: '2026-12-12',
      status: 'checked_in',
    });
    book('DSH-LEAVES', '202', {
      checkIn: '2026-12-08',
      checkOut: '2026-12-10',
      status: 'checked_in',
    });
    book('DSH-BROKEN', '203', {
      checkIn: '2026-12-09',
      checkOut: '2026-12-12',
      status: 'checked_in',
    });
    const broken = await app.t.app.inject({
      method: 'PUT',
      url: `/api/admin/rooms/${room('203')}/housekeeping`,
      headers: { cookie: app.admin },
      payload: { state: 'out_of_order' },
    });
    expect(broken.statusCode, broken.body).toBe(200);
    const [day] = app.t.app.runNightAudit(at('2026-12-10', '03:00'));
    expect(day?.roomsDirtied).toBe(1);
    expect([stateOf('201'), stateOf('202'), stateOf('203')]).toEqual([
      'dirty',
      'clean',
      'out_of_order',
    ]);
    const change = app.t.app.db
      .select()
      .from(roomHousekeepingChanges)
      .where(eq(roomHousekeepingChanges.roomId, room('201')))
      .get();
    expect(change).toMatchObject({
      from: 'clean',
      to: 'dirty',
      cause: 'night-audit',
      changedBy: null,
    });
  });

  it('is checked by its timer every NIGHT_AUDIT_CHECK_MINUTES, closing the day once it is due', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'], now: new Date(at('2026-12-10', '02:58')) });
    const timed = await startTestApp({ NIGHT_AUDIT_CHECK_MINUTES: '1' });
    try {
      expect(timed.count('closed_days')).toBe(0);
      vi.advanceTimersByTime(60_000);
      const closed = () => timed.app.db.select({ date: closedDays.date }).from(closedDays).all();
      expect(closed()).toEqual([{ date: '2026-12-08' }]);
      vi.advanceTimersByTime(60_000);
      expect(closed()).toEqual([{ date: '2026-12-08' }, { date: '2026-12-09' }]);
      vi.advanceTimersByTime(10 * 60_000);
      expect(closed()).toHaveLength(2);
    } finally {
      await timed.close();
    }
  });

  it('runs at the hour the settings name, refusing one that is not a time', async () => {
    expect(loadConfig({ NIGHT_AUDIT_TIME: '05:30' }).nightAudit).toEqual({
      time: '05:30',
      checkMinutes: 1,
    });
    expect(() => loadConfig({ NIGHT_AUDIT_TIME: '3am' })).toThrow(ConfigError);
    expect(() => loadConfig({ NIGHT_AUDIT_TIME: '24:00' })).toThrow(
      'NIGHT_AUDIT_TIME: should be a time of day in India as HH:MM, e.g. 03:00',
    );
  });
});
