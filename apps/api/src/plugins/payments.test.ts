import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingEvents, bookings } from '../db/schema.js';
import { dayInIndia } from '../test/bookingFixtures.js';
import { startTestApp, type TestApp } from '../test/testApp.js';
import { HOLD_SWEEP_MS } from './payments.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  vi.useRealTimers();
});

describe('payment hold sweep', () => {
  it('marks a pending booking expired (with an event) once its hold has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    t = await startTestApp({ PAYMENT_HOLD_MINUTES: '2' });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        roomId: 'aagam-single-bed',
        rooms: 1,
        adults: 1,
        checkIn: dayInIndia(1),
        checkOut: dayInIndia(2),
      },
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      payload: {
        quoteId: quote.json().id,
        customer: { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' },
      },
    });
    expect(order.statusCode).toBe(201);
    const row = () =>
      t?.app.db.select().from(bookings).where(eq(bookings.orderId, order.json().orderId)).get();
    vi.advanceTimersByTime(HOLD_SWEEP_MS);
    expect(row()?.status).toBe('pending');
    vi.advanceTimersByTime(2 * HOLD_SWEEP_MS);
    expect(row()?.status).toBe('expired');
    const events = t.app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row()?.id ?? 0))
      .all();
    expect(events.map((event) => [event.from, event.to])).toEqual([
      [null, 'pending'],
      ['pending', 'expired'],
    ]);
  });
});
