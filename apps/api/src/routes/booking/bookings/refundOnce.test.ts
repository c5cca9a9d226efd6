import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SENDING_LEASE_MS } from '../../../booking/sendRefund.js';
import { refunds } from '../../../db/schema.js';
import { type AnyResponse, expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { customer, newQuote, sendWebhook, verifyPayment } from '../../../test/orders.js';
import {
  type RazorpayRefundEntity,
  type RazorpayServer,
  startAppOnRazorpay,
  startRazorpayServer,
} from '../../../test/razorpayServer.js';
import { adminCookie, guestCookie, type TestApp } from '../../../test/testApp.js';
import { REFUND_IN_PROGRESS } from './reference.js';

/**
 * A refund reaches the payment provider once, however many sends race for it: the guest's
 * cancellation, an admin's retries, Razorpay's webhook, a second process, a crash. The provider
 * is a Razorpay-shaped server on 127.0.0.1 that counts the refund calls it receives.
 */
const AT_ONCE = 20;
const PAYMENT = 'pay_29QQoUBi66xm2f';

let razorpay: RazorpayServer;
let t: TestApp;
let admin: string;
let guest: string;
const others: TestApp[] = [];
beforeEach(async () => {
  razorpay = await startRazorpayServer();
  t = await startAppOnRazorpay(razorpay);
  admin = await adminCookie(t.app);
  guest = await guestCookie(t.app, 'asha');
});
afterEach(async () => {
  vi.useRealTimers();
  for (const other of others.splice(0)) await other.close();
  await t.close();
  await razorpay.close();
});

/** A booking the guest paid through Razorpay (the checkout's verify), 10 days ahead. */
async function paidBooking(): Promise<string> {
  const quoteId = await newQuote(t, { checkIn: dayInIndia(10), checkOut: dayInIndia(12) });
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    payload: { quoteId, customer },
    headers: { cookie: guest },
  });
  expect(order.statusCode, order.body).toBe(201);
  expect((await verifyPayment(t, order.json().orderId, PAYMENT)).statusCode).toBe(200);
  return order.json().bookingReference;
}

const cancel = (reference: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/bookings/${reference}/cancel`,
    headers: { cookie: guest },
  });
const retry = (reference: string, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/refunds/${reference}/retry`,
    headers: { cookie: admin },
  });
const refundRow = (reference: string, app = t) =>
  app.app.db.select().from(refunds).where(eq(refunds.reference, reference)).get();

/** Razorpay's signed refund event for a refund it made (recorded shape). */
const refundEvent = (name: 'refund.processed' | 'refund.failed', refund: RazorpayRefundEntity) =>
  JSON.stringify({
    entity: 'event',
    event: name,
    payload: { refund: { entity: { ...refund, status: name.slice('refund.'.length) } } },
  });

/**
 * Sends `requests` and waits until all have answered but `atProvider` (the sends the provider
 * holds), or until the provider has had more refund calls than `callsAllowed` (a second sender
 * got through: the fault these tests look for); then lets the provider answer.
 */
async function racing(
  held: { release(): void },
  requests: readonly Promise<AnyResponse>[],
  { callsAllowed, atProvider }: { callsAllowed: number; atProvider: number },
): Promise<AnyResponse[]> {
  let answered = 0;
  const sent = requests.map((request) =>
    request.then((response) => {
      answered += 1;
      razorpay.recheck();
      return response;
    }),
  );
  await razorpay.waitFor(
    () => answered >= sent.length - atProvider || razorpay.refundCalls() > callsAllowed,
    'the racing requests',
  );
  held.release();
  return Promise.all(sent);
}

const statusesOf = (answers: readonly AnyResponse[]) =>
  answers.map((answer) => answer.statusCode).sort((a, b) => a - b);

describe('a refund is claimed before it is sent', () => {
  it(`sends a failed refund once for ${AT_ONCE} racing retries; the others get 409 REFUND_IN_PROGRESS`, async () => {
    const reference = await paidBooking();
    razorpay.answerRefunds('refuse');
    expect((await cancel(reference)).json().refund).toMatchObject({ status: 'failed' });
    expect(razorpay.refundCalls()).toBe(1);
    razorpay.answerRefunds('processed');

    const held = razorpay.holdAnswers();
    const answers = await racing(
      held,
      Array.from({ length: AT_ONCE }, () => retry(reference)),
      { callsAllowed: 2, atProvider: 1 },
    );

    expect(razorpay.refundCalls()).toBe(2);
    expect(razorpay.refunds(PAYMENT)).toHaveLength(1);
    expect(statusesOf(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expectFailure(answer, 409, 'REFUND_IN_PROGRESS', REFUND_IN_PROGRESS);
    }
    expect(answers.find((one) => one.statusCode === 200)?.body).toContain('"processed"');
    expect(refundRow(reference)).toMatchObject({
      status: 'processed',
      providerRefundId: razorpay.refunds(PAYMENT)[0]?.id,
      attempts: 2,
      lastError: null,
    });
  });

  it('sends the guest’s cancellation refund once while admins press retry', async () => {
    const reference = await paidBooking();

    const held = razorpay.holdAnswers();
    const cancelling = cancel(reference);
    await razorpay.waitFor(() => razorpay.refundCalls() === 1, 'the cancellation’s refund call');
    const retries = await racing(
      held,
      Array.from({ length: AT_ONCE }, () => retry(reference)),
      { callsAllowed: 1, atProvider: 0 },
    );
    const cancelled = await cancelling;

    expect(razorpay.refundCalls()).toBe(1);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().refund.status).toBe('processed');
    for (const answer of retries) {
      expectFailure(answer, 409, 'REFUND_IN_PROGRESS', REFUND_IN_PROGRESS);
    }
    // Sent as the row's own receipt and one attempt's idempotency key.
    const row = refundRow(reference);
    expect(razorpay.refunds(PAYMENT)).toEqual([
      expect.objectContaining({ receipt: `refund-${row?.id}`, amount: row?.amount }),
    ]);
    expect(row).toMatchObject({ status: 'processed', attempts: 1 });
  });

  it('takes Razorpay’s webhook for a refund whose answer is still on its way, and sends nothing more', async () => {
    const reference = await paidBooking();
    // Razorpay makes it `pending`, and its answer waits.
    razorpay.answerRefunds('pending');
    const held = razorpay.holdAnswers();
    const cancelling = cancel(reference);
    await razorpay.waitFor(() => razorpay.refunds(PAYMENT).length === 1, 'the refund');
    expect(refundRow(reference)?.status).toBe('sending');

    const [made] = razorpay.refunds(PAYMENT);
    if (!made) throw new Error('no refund made');
    const hook = await sendWebhook(t, refundEvent('refund.processed', made));
    expect(hook.json()).toEqual({ received: true, outcome: 'refundProcessed' });
    expect(refundRow(reference)).toMatchObject({ status: 'processed', providerRefundId: made.id });
    // Settled: retries answer it as it is and send nothing.
    const retried = await Promise.all(Array.from({ length: 5 }, () => retry(reference)));
    expect(statusesOf(retried)).toEqual([200, 200, 200, 200, 200]);
    expect(razorpay.refundCalls()).toBe(1);

    // The late answer (`pending`, as the refund was made) undoes nothing.
    held.release();
    expect((await cancelling).json().refund.status).toBe('processed');
    expect(refundRow(reference)).toMatchObject({ status: 'processed', providerRefundId: made.id });
    expect(razorpay.refundCalls()).toBe(1);
  });

  it('takes the webhook racing an admin’s retry the same way', async () => {
    const reference = await paidBooking();
    razorpay.answerRefunds('refuse');
    await cancel(reference);
    razorpay.answerRefunds('pending');
    const held = razorpay.holdAnswers();
    const retrying = retry(reference);
    await razorpay.waitFor(() => razorpay.refunds(PAYMENT).length === 1, 'the refund');
    const [made] = razorpay.refunds(PAYMENT);
    if (!made) throw new Error('no refund made');

    // A failure Razorpay reports for a refund not yet recorded is left to its sender.
    expect((await sendWebhook(t, refundEvent('refund.failed', made))).json().outcome).toBe(
      'unmatched',
    );
    expect(refundRow(reference)?.status).toBe('sending');
    const hook = await sendWebhook(t, refundEvent('refund.processed', made));
    expect(hook.json().outcome).toBe('refundProcessed');
    expect((await retry(reference)).json()).toMatchObject({ status: 'processed' });
    held.release();
    expect((await retrying).json()).toMatchObject({ status: 'processed', lastError: null });
    expect(razorpay.refundCalls()).toBe(2);
    expect(razorpay.refunds(PAYMENT)).toHaveLength(1);
  });
});

describe('a send cut off between the provider’s call and its record', () => {
  /**
   * The guest's cancellation reaches Razorpay from this app, which then never hears back: as if
   * the process died there. The row stays `sending`; a second app on the same database file
   * takes it up.
   */
  async function cutOff(reference: string, { hold = true } = {}) {
    // A lost call is never answered anyway; other calls' answers wait only when held.
    const held = hold ? razorpay.holdAnswers() : undefined;
    const dying = cancel(reference);
    await razorpay.waitFor(() => razorpay.refundCalls() === 1, 'the refund call');
    expect(refundRow(reference)?.status).toBe('sending');
    return { dying, release: () => (held ?? razorpay.holdAnswers()).release() };
  }
  const secondProcess = async () => {
    const other = await startAppOnRazorpay(razorpay, { DATABASE_PATH: t.config.databasePath });
    others.push(other);
    return other;
  };
  const pastTheLease = () =>
    vi.useFakeTimers({ now: Date.now() + SENDING_LEASE_MS + 60_000, toFake: ['Date'] });

  it('is left alone within its lease, then recorded from what Razorpay holds, not sent again', async () => {
    const reference = await paidBooking();
    const { release, dying } = await cutOff(reference);
    const other = await secondProcess();
    expectFailure(await retry(reference, other), 409, 'REFUND_IN_PROGRESS', REFUND_IN_PROGRESS);
    expect(razorpay.lookups()).toBe(0);

    pastTheLease();
    const recovered = await retry(reference, other);
    expect(recovered.json()).toMatchObject({ status: 'processed', lastError: null });
    expect(razorpay.lookups()).toBe(1);
    expect(razorpay.refundCalls()).toBe(1);
    const [made] = razorpay.refunds(PAYMENT);
    expect(refundRow(reference, other)).toMatchObject({
      status: 'processed',
      providerRefundId: made?.id,
    });

    // The first process's answer, arriving at last, changes nothing.
    release();
    await dying;
    expect(refundRow(reference)).toMatchObject({ status: 'processed', providerRefundId: made?.id });
    expect(razorpay.refundCalls()).toBe(1);
  });

  it('sends it once when Razorpay holds none (the call was lost on its way)', async () => {
    const reference = await paidBooking();
    razorpay.answerRefunds('lose');
    const { release, dying } = await cutOff(reference, { hold: false });
    expect(razorpay.refunds(PAYMENT)).toHaveLength(0);
    razorpay.answerRefunds('processed');
    const other = await secondProcess();

    pastTheLease();
    expect((await retry(reference, other)).json()).toMatchObject({ status: 'processed' });
    expect(razorpay.lookups()).toBe(1);
    expect(razorpay.refunds(PAYMENT)).toHaveLength(1);
    expect(refundRow(reference)?.status).toBe('processed');

    // The lost call is cut off at last: its failure does not undo the refund that was sent.
    release();
    await dying;
    expect(refundRow(reference)?.status).toBe('processed');
  });

  it('is taken up by a process as it starts, asking Razorpay first', async () => {
    const reference = await paidBooking();
    const { release, dying } = await cutOff(reference);
    pastTheLease();
    await secondProcess();
    await razorpay.waitFor(() => razorpay.lookups() === 1, 'the lookup');
    const [made] = razorpay.refunds(PAYMENT);
    await vi.waitFor(() => expect(refundRow(reference)?.providerRefundId).toBe(made?.id), {
      timeout: 30_000,
    });
    expect(refundRow(reference)?.status).toBe('processed');
    expect(razorpay.refundCalls()).toBe(1);
    release();
    await dying;
  });
});
