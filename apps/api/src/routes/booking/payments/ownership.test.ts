import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../../db/schema.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { customer, newQuote } from '../../../test/orders.js';
import { appForEachTest, cookieFrom, guestCookie } from '../../../test/testApp.js';

const app = appForEachTest();

const mallory = {
  fullName: 'Mallory Rao',
  mobileNumber: '9123456780',
  email: 'mallory@example.com',
};
const IN_PROGRESS =
  'This booking is being paid for in another browser. Please price the stay again to book it yourself.';

const order = (quoteId: string, who: typeof customer | typeof mallory, cookie?: string) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: { quoteId, customer: who },
    headers: cookie ? { cookie } : {},
  });

const quote = () => newQuote(app.t, { checkIn: dayInIndia(3), checkOut: dayInIndia(5) });

const guestsOf = (quoteId: string) =>
  app.t.app.db
    .select({ name: bookings.guestName, email: bookings.guestEmail, mobile: bookings.guestMobile })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId))
    .all();

describe('a live order belongs to who made it', () => {
  it('refuses someone else re-posting a signed-out guest’s quote id (409), and keeps the guest', async () => {
    const quoteId = await quote();
    const made = await order(quoteId, customer);
    expect(made.statusCode, made.body).toBe(201);
    const { orderId } = made.json();

    const hijack = await order(quoteId, mallory);
    expectFailure(hijack, 409, 'ORDER_IN_PROGRESS', IN_PROGRESS);
    expect(hijack.body).not.toContain(orderId);
    // Signed in to an account of their own changes nothing.
    const signedIn = await order(quoteId, mallory, await guestCookie(app.t.app, 'mallory'));
    expectFailure(signedIn, 409, 'ORDER_IN_PROGRESS', IN_PROGRESS);
    expect(guestsOf(quoteId)).toEqual([
      { name: 'Asha Patil', email: 'asha@example.com', mobile: '9876543210' },
    ]);
    expect(app.t.count('mail_outbox')).toBe(0);

    // The guest's own browser (its client cookie) may press Pay again: the same order.
    const again = await order(quoteId, customer, cookieFrom(made));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).toBe(orderId);
  });

  it('keeps only a hash of the browser’s client key, in an HttpOnly, SameSite cookie', async () => {
    const made = await order(await quote(), customer);
    const cookie = made.cookies.find((candidate) => candidate.name === 'order_client');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/payments' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const [row] = app.t.app.db.select().from(bookings).all();
    expect(row?.clientKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(cookie?.value);
    // The same browser keeps its key for its next order.
    const next = await order(await quote(), customer, cookieFrom(made));
    expect(next.statusCode).toBe(201);
    expect(next.cookies.some((candidate) => candidate.name === 'order_client')).toBe(false);
  });

  it('lets a signed-in guest pay again from another browser of theirs, and no other account', async () => {
    const session = await guestCookie(app.t.app, 'asha');
    const quoteId = await quote();
    const made = await order(quoteId, customer, session);
    expect(made.statusCode).toBe(201);
    const elsewhere = await order(quoteId, customer, session);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json().orderId).toBe(made.json().orderId);
    const other = await order(quoteId, mallory, await guestCookie(app.t.app, 'mallory'));
    expectFailure(other, 409, 'ORDER_IN_PROGRESS', IN_PROGRESS);
    expect(guestsOf(quoteId)[0]?.email).toBe('asha@example.com');
  });
});
