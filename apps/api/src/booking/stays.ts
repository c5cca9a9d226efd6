import { formatINR } from '@hotel/pricing';
import { bookingStatusLabels } from '@hotel/validators/statuses';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { rooms } from '../db/propertySchema.js';
import type { BookingStatus } from '../db/schema.js';
import { HOUSEKEEPING_MESSAGES, setHousekeeping } from '../housekeeping/roomStates.js';
import { conflict, notFound } from '../lib/ApiFailure.js';
import { setStatus } from './events.js';
import { orderAmount } from './orderRows.js';
import { referenceRows } from './taxDocuments.js';

/** What the desk records of a stay, and the one status each step starts from. */
export const STAY_STEPS = {
  'check-in': { from: 'confirmed', to: 'checked_in', done: 'checked in' },
  'check-out': { from: 'checked_in', to: 'checked_out', done: 'checked out' },
  'no-show': { from: 'confirmed', to: 'no_show', done: 'marked a no-show' },
} as const satisfies Record<string, { from: BookingStatus; to: BookingStatus; done: string }>;

export type StayStep = keyof typeof STAY_STEPS;

const label = (status: BookingStatus) => bookingStatusLabels[status].toLowerCase();

export const STAY_MESSAGES = {
  notFound: 'We could not find that booking.',
  wrongStatus: (reference: string, status: BookingStatus, step: StayStep) =>
    `Booking ${reference} is ${label(status)}; only a ${label(STAY_STEPS[step].from)} booking can be ${STAY_STEPS[step].done}.`,
  tooEarly: (reference: string, checkIn: string, step: StayStep) =>
    `Booking ${reference} checks in on ${checkIn}; it can be ${STAY_STEPS[step].done} from that day on.`,
  over: (reference: string, checkOut: string) =>
    `Booking ${reference} ended on ${checkOut}; it can no longer be checked in.`,
  paymentDue: (reference: string, amount: number) =>
    `Booking ${reference} still owes ${formatINR(amount)} at the hotel; record the payment before checking the guest out (its tax invoice is issued with the payment).`,
} as const;

/**
 * Moves every room of a booking reference one step of its stay: `confirmed` → `checked_in` →
 * `checked_out`, or `confirmed` → `no_show`, each row with an event naming who did it. A guest
 * is checked in, or marked a no-show, from the check-in date (India's `today`) on, and checked in
 * only before the check-out date; a pay-at-hotel booking is checked out only once the desk has
 * recorded its payment (which issues the tax invoice). Anything else is a 409 that says why. A
 * check-in into a room not cleaned yet (`dirty`) is a 409 `DIRTY_ROOM` unless `acceptDirtyRoom`;
 * a check-out sets the stay's rooms `dirty`, in the same transaction.
 */
export function changeStay(
  tx: DbOrTransaction,
  reference: string,
  step: StayStep,
  by: {
    readonly actorId: number | null;
    readonly today: string;
    readonly now: string;
    readonly acceptDirtyRoom?: boolean | undefined;
  },
): { readonly reference: string; readonly status: (typeof STAY_STEPS)[StayStep]['to'] } {
  const rows = referenceRows(tx, reference);
  const first = rows[0];
  if (!first) throw notFound(STAY_MESSAGES.notFound);
  const { from, to, done } = STAY_STEPS[step];
  const other = rows.find((row) => row.status !== from);
  if (other) {
    throw conflict('STAY_STATUS', STAY_MESSAGES.wrongStatus(reference, other.status, step));
  }
  if (step !== 'check-out' && by.today < first.checkIn) {
    throw conflict('TOO_EARLY', STAY_MESSAGES.tooEarly(reference, first.checkIn, step));
  }
  if (step === 'check-in' && by.today >= first.checkOut) {
    throw conflict('STAY_OVER', STAY_MESSAGES.over(reference, first.checkOut));
  }
  // A stay is a supply and leaves with its tax invoice: a walk-in has had one since it was booked,
  // a pay-at-hotel booking gets it with the desk's payment.
  if (step === 'check-out' && first.paymentMethod === 'pay_at_hotel') {
    throw conflict('PAYMENT_DUE', STAY_MESSAGES.paymentDue(reference, orderAmount(rows)));
  }
  const roomIds = rows.map((row) => row.roomId);
  if (step === 'check-in' && !by.acceptDirtyRoom) {
    const dirty = tx
      .select({ number: rooms.roomNumber })
      .from(rooms)
      .where(and(inArray(rooms.id, roomIds), eq(rooms.housekeeping, 'dirty')))
      .all();
    if (dirty.length > 0) {
      throw conflict('DIRTY_ROOM', HOUSEKEEPING_MESSAGES.dirtyRoom(dirty.map((r) => r.number)));
    }
  }
  for (const row of rows) setStatus(tx, row, to, by.now, `${done} at the desk`, {}, by.actorId);
  if (step === 'check-out') {
    setHousekeeping(tx, roomIds, 'dirty', {
      cause: 'check-out',
      actorId: by.actorId,
      now: by.now,
      skip: ['out_of_order'],
    });
  }
  return { reference, status: to };
}
