import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freeRooms } from '../../../booking/availability.js';
import { bookings, refunds } from '../../../db/schema.js';
import { expectFailure } from '../../../test/apiAssertions.js';
import { dayInIndia, leaveOneRoomFree } from '../../../test/bookingFixtures.js';
import {
  capturedEvent,
  orderStatuses,
  placeOrder,
  sendWebhook,
  startRazorpayApp,
  verifyPayment,
} from '../../../test/orders.js';
import { adminCookie, type TestApp } from '../../../test/testApp.js';

const AKASH = 'hotel-akash-executive';
const stay = { checkIn: dayInIndia(6), checkOut: dayInIndia(8) };
const luxury = { roomId: 'akash-luxury-room', rooms: 1, adults: 2, ...stay };
const HOLD_LOST =
  'Your hold on this room ended before the payment arrived and the room is no longer free; the payment will be refunded.';

let t: TestApp;
beforeEach(async () => {
  t = await startRazorpayApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Razorpay's payment.failed event for an attempt on the order (recorded shape). */
const failedEvent = (orderId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount,
          currency: 'INR',
          status: 'failed',
          error_code: 'BAD_REQUEST_ERROR',
          error_description: 'Payment was declined by the bank.',
          error_reason: 'payment_declined',
        },
      },
    },
  });

const free = () => freeRooms(t.app.db, AKASH, 'luxury-room', stay.checkIn, stay.checkOut);
const rowsOf = (orderId: string) =>
  t.app.db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.id))
    .all();
const afterTheHold = () => vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });

describe('a Razorpay order the guest may retry', () => {
  it('keeps the hold through a failed attempt; the retry on the same order confirms it', async () => {
    const order = await placeOrder(t, luxury);
    const before = free();
    const failed = await sendWebhook(t, failedEvent(order.orderId, 'pay_try1', order.amount));
    expect(failed.json()).toEqual({ received: true, outcome: 'held' });
    expect(orderStatuses(t, order.orderId)).toEqual(['pending']);
    expect(free()).toBe(before);
    const status = await t.app.inject({ url: `/api/payments/orders/${order.orderId}/status` });
    expect(status.json().status).toBe('pending');

    const paid = await sendWebhook(t, capturedEvent(order.orderId, 'pay_try2', order.amount));
    expect(paid.json()).toEqual({ received: true, outcome: 'confirmed' });
    expect(rowsOf(order.orderId)[0]).toMatchObject({ status: 'confirmed', paymentId: 'pay_try2' });
  });

  it('fails the booking on payment.failed once its hold has ended', async () => {
    const order = await placeOrder(t, luxury);
    afterTheHold();
    const failed = await sendWebhook(t, failedEvent(order.orderId, 'pay_late', order.amount));
    expect(failed.json()).toEqual({ received: true, outcome: 'failed' });
    expect(rowsOf(order.orderId)[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was declined by the bank.',
    });
  });

  it('confirms a capture for a failed order while a room of its type is still free, another room if its own was taken', async () => {
    leaveOneRoomFree(t.app.db, { hotelId: AKASH, type: 'luxury-room', ...stay });
    // Free a second room: the guest's own will be taken, the other is left.
    const [blocker] = t.app.db.select().from(bookings).all();
    t.app.db
      .delete(bookings)
      .where(eq(bookings.id, blocker?.id ?? 0))
      .run();
    const order = await placeOrder(t, luxury);
    const heldRoom = rowsOf(order.orderId)[0]?.roomId;
    afterTheHold();
    await sendWebhook(t, failedEvent(order.orderId, 'pay_try1', order.amount));
    expect(orderStatuses(t, order.orderId)).toEqual(['failed']);
    const other = await placeOrder(t, luxury, '203.0.113.5');
    expect(rowsOf(other.orderId)[0]?.roomId).toBe(heldRoom);

    const paid = await sendWebhook(t, capturedEvent(order.orderId, 'pay_try2', order.amount));
    expect(paid.json()).toEqual({ received: true, outcome: 'confirmed' });
    const [row] = rowsOf(order.orderId);
    expect(row).toMatchObject({ status: 'confirmed', paymentId: 'pay_try2' });
    expect(row?.roomId).not.toBe(heldRoom);
    expect(free()).toBe(0);
    expect(t.count('refunds')).toBe(0);
  });

  it('flags a capture for an expired order whose room is gone for refund, shown to admins', async () => {
    leaveOneRoomFree(t.app.db, { hotelId: AKASH, type: 'luxury-room', ...stay });
    const order = await placeOrder(t, luxury);
    afterTheHold();
    expect((await placeOrder(t, luxury, '203.0.113.5')).orderId).toBeTruthy();

    const body = capturedEvent(order.orderId, 'pay_late1', order.amount);
    const paid = await sendWebhook(t, body);
    expect(paid.json()).toEqual({ received: true, outcome: 'refundDue' });
    expect(orderStatuses(t, order.orderId)).toEqual(['expired']);
    expect(t.app.db.select().from(refunds).all()).toEqual([
      expect.objectContaining({
        reference: order.bookingReference,
        amount: order.amount,
        status: 'due',
        provider: 'razorpay',
        paymentId: 'pay_late1',
        reason: HOLD_LOST,
      }),
    ]);
    // A replay, and the checkout's verify, flag nothing twice and confirm nothing.
    expect((await sendWebhook(t, body)).json()).toEqual({ received: true, outcome: 'refundDue' });
    expectFailure(
      await verifyPayment(t, order.orderId, 'pay_late1'),
      409,
      'HOLD_EXPIRED',
      HOLD_LOST,
    );
    expect(t.count('refunds')).toBe(1);
    expect(t.count('mail_outbox')).toBe(0);

    const admin = await adminCookie(t.app);
    const listed = await t.app.inject({ url: '/api/bookings', headers: { cookie: admin } });
    const line = listed
      .json()
      .find((booking: { reference: string }) => booking.reference === order.bookingReference);
    expect(line.refund).toEqual({
      amount: order.amount,
      status: 'due',
      lastError: null,
      reason: HOLD_LOST,
    });
    // The admin sends it from the screen: Razorpay refunds it.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/refunds/${order.bookingReference}/retry`,
      headers: { cookie: admin },
    });
    expect(sent.json()).toMatchObject({ status: 'processed', amount: order.amount });
  });

  it('flags a capture that arrives through verify for refund too', async () => {
    leaveOneRoomFree(t.app.db, { hotelId: AKASH, type: 'luxury-room', ...stay });
    const order = await placeOrder(t, luxury);
    afterTheHold();
    await placeOrder(t, luxury, '203.0.113.5');
    expectFailure(await verifyPayment(t, order.orderId, 'pay_v1'), 409, 'HOLD_EXPIRED', HOLD_LOST);
    expect(t.app.db.select().from(refunds).get()).toMatchObject({
      status: 'due',
      paymentId: 'pay_v1',
    });
  });
});
