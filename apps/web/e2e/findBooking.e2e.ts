import { addDays, todayInIndia } from '@hotel/validators/dates';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import * as site from './support/browser';

interface Outbox {
  mail: { to: string; subject: string; text: string }[];
}

/** A booking paid signed out (quote → order → test payment), as another browser made it. */
async function paidAsGuest(request: APIRequestContext, email: string): Promise<string> {
  const checkIn = addDays(todayInIndia(), 40);
  const quote = await request.post('/api/quotes', {
    data: {
      roomId: 'aagam-double-bed',
      rooms: 1,
      adults: 2,
      checkIn,
      checkOut: addDays(checkIn, 2),
    },
  });
  expect(quote.status()).toBe(201);
  const order = await request.post('/api/payments/orders', {
    data: {
      quoteId: (await quote.json()).id,
      customer: { fullName: 'Asha Patil', mobileNumber: '9876543210', email },
    },
  });
  expect(order.status()).toBe(201);
  const { orderId, bookingReference } = await order.json();
  const paid = await request.post('/api/payments/test/complete', {
    data: { orderId, outcome: 'success' },
  });
  expect(paid.status()).toBe(200);
  return bookingReference;
}

/** The code the site e-mailed to the booking's address (read as the hotel's admin). */
async function mailedCode(email: string, reference: string): Promise<string> {
  const { mail } = await adminGet<Outbox>('/api/admin/outbox?limit=200');
  const sent = mail.find(
    (message) => message.to === email && message.subject === `Your code for booking ${reference}`,
  );
  const code = sent ? /^(\d{6}) is your code/.exec(sent.text)?.[1] : undefined;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('a booking made without an account', () => {
  const browser = site.useBrowser();

  it('opens on another phone with its reference and an e-mailed code, and cancels under the policy', async () => {
    const email = `walkup${Date.now()}@example.com`;
    const payer = await browser().newContext({ baseURL: site.baseUrl() });
    const reference = await paidAsGuest(payer.request, email);
    await payer.close();

    const guarded = await site.openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    // Signed out, the booking's page asks to sign in or to find the booking by its reference.
    await site.gotoReady(page, `/my-bookings/${reference}`);
    await page.getByRole('link', { name: 'Find your booking with its reference' }).click();
    await page.waitForURL(`**/find-booking?reference=${reference}`);
    // The signed-out booking page's one problem: the API's 401, which made it ask.
    expect(guarded.problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
    guarded.problems.splice(0);
    await expect.poll(() => page.getByLabel(/^Booking reference/).inputValue()).toBe(reference);
    await page.getByLabel('E-mail address or mobile number you booked with').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    expect(await site.seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('6-digit code').fill(await mailedCode(email, reference));
    await page.getByRole('button', { name: 'Open my booking' }).click();
    await page.waitForURL(`**/my-bookings/${reference}`);
    // Forty days ahead: cancelling gives everything back. ₹1,500 × 2 nights + 5% GST = ₹3,150.
    await page
      .getByText(/^You get back ₹3,150\.00 \(everything you paid\) if you cancel before /)
      .waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await page.getByText('₹3,150.00, refunded to your card').waitFor();
    site.expectNoProblems(guarded);
    await guarded.close();
  });

  it('joins the account signed up later with the same e-mail, once a code proves the address', async () => {
    const email = `joins${Date.now()}@example.com`;
    const payer = await browser().newContext({ baseURL: site.baseUrl() });
    const reference = await paidAsGuest(payer.request, email);
    await payer.close();

    const guarded = await site.openPage(browser());
    const { page } = guarded;
    const signup = await page.request.post('/api/auth/signup', {
      data: { username: `joins${Date.now()}`, email, password: 'a long enough password' },
    });
    expect(signup.status()).toBe(201);
    await site.gotoReady(page, '/my-bookings');
    await page.getByRole('heading', { name: 'No bookings yet' }).waitFor();

    await site.gotoReady(page, `/find-booking?reference=${reference}`);
    await page.getByLabel('E-mail address or mobile number you booked with').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('6-digit code').fill(await mailedCode(email, reference));
    await page.getByRole('button', { name: 'Open my booking' }).click();
    await page.waitForURL(`**/my-bookings/${reference}`);

    await site.gotoReady(page, '/my-bookings');
    await page.getByText(reference).waitFor();
    site.expectNoProblems(guarded);
    await guarded.close();
  });
});
