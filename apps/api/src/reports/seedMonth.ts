import { createHash } from 'node:crypto';
import { hotels as contentHotels, roomsOf } from '@hotel/content';
import { addDays, instantInIndia, nightsBetween } from '@hotel/pricing';
import { eq } from 'drizzle-orm';
import { blockRoom } from '../booking/blocks.js';
import { cancelBooking } from '../booking/cancellation.js';
import { attachOrder, holdRooms } from '../booking/holds.js';
import { confirmOrder } from '../booking/orders.js';
import { storeQuote } from '../booking/storeQuote.js';
import { bookWalkIn } from '../booking/walkIns.js';
import type { Db, DbOrTransaction } from '../db/client.js';
import { refunds, rooms, users } from '../db/schema.js';
import { ApiFailure } from '../lib/ApiFailure.js';
import { seededRandom } from '../lib/seededRandom.js';

/** What a seeded month made, per hotel: the plan's steps that went through, and those refused. */
export interface SeededMonth {
  readonly month: string;
  readonly made: Record<string, number>;
  readonly refused: number;
}

/** A step of the month at its moment (ISO): blocks first (a month ahead), then bookings and cancellations. */
interface Step {
  readonly at: string;
  readonly kind: string;
  readonly run: (tx: DbOrTransaction) => void;
}

/** Seeded guests' mail is never sent: the outbox is for real guests. */
const noMail = () => 0;
const DESK_EMAIL = 'seeded.desk@example.invalid';
const at = (date: string, time: string) => instantInIndia(date, time).toISOString();

/**
 * Makes a realistic month (YYYY-MM) for the three hotels through the booking code itself, each
 * step at its own moment (an injected clock, India time): online bookings paid through the test
 * gateway days before arrival (a fifth with breakfast), walk-ins booked at the desk on the day,
 * about one online booking in seven cancelled by the guest (refunded by the hotel's policy, with
 * its credit note), two travel sites' iCal blocks and one maintenance block per hotel. The same
 * seed makes the same month on every machine; a step the hotel has no room for is refused, as it
 * would be on the site, and counted. Seeded guests get no mail.
 */
export function seedMonth(db: Db, month: string, seed = 2026): SeededMonth {
  const random = seededRandom(seed);
  const first = `${month}-01`;
  const days = nightsBetween(first, `${addDays(first, 32).slice(0, 7)}-01`);
  if (db.select().from(users).where(eq(users.email, DESK_EMAIL)).get()) {
    throw new Error(`This database already has a seeded month; use a fresh file.`);
  }
  const desk = db
    .insert(users)
    .values({ email: DESK_EMAIL, role: 'admin' })
    .returning({ id: users.id })
    .get().id;
  const steps: Step[] = [];
  let serial = 0;
  for (const hotel of contentHotels) {
    const hotelRooms = db.select().from(rooms).where(eq(rooms.hotelId, hotel.id)).all();
    const types = roomsOf(hotel.id);
    const blocked = (source: 'admin' | 'ical', nights: number, reason: string) => {
      const room = random.pick(hotelRooms);
      const from = addDays(first, random.int(0, days - nights));
      steps.push({
        at: at(addDays(first, -30), '09:00'),
        kind: source === 'ical' ? 'icalBlock' : 'maintenanceBlock',
        run: (tx) =>
          blockRoom(tx, {
            roomId: room.id,
            from,
            until: addDays(from, nights),
            reason,
            source,
            createdBy: source === 'admin' ? desk : null,
            now: at(addDays(first, -30), '09:00'),
          }),
      });
    };
    blocked('ical', 2, 'Booking.com reservation');
    blocked('ical', 3, 'MakeMyTrip reservation');
    blocked('admin', 3, 'Bathroom repairs');
    for (let day = 0; day < days; day += 1) {
      const checkIn = addDays(first, day);
      for (let online = random.int(0, 2); online > 0; online -= 1) {
        serial += 1;
        const room = random.pick(types);
        const nights = random.int(1, 3);
        const stay = {
          rooms: 1,
          adults: random.int(1, 2),
          children: 0,
          breakfasts: random.next() < 0.2 ? nights : 0,
          lunchDinners: 0,
          checkIn,
          checkOut: addDays(checkIn, nights),
        };
        const bookedOn = addDays(checkIn, -random.int(3, 20));
        const cancelOn =
          random.next() < 0.15
            ? addDays(bookedOn, random.int(1, nightsBetween(bookedOn, checkIn) - 1))
            : null;
        const n = serial;
        const booked = at(bookedOn, '11:00');
        const reference = { value: '' };
        steps.push({
          at: booked,
          kind: 'online',
          run: (tx) => {
            const quote = storeQuote(tx, room, stay, booked);
            const hold = holdRooms(tx, {
              quoteId: quote.id,
              customer: {
                fullName: `Seeded Guest ${n}`,
                mobileNumber: `98${String(10_000_000 + n).slice(-8)}`,
                email: `guest${n}@example.invalid`,
              },
              client: {
                userId: null,
                ip: `10.20.${Math.floor(n / 250)}.${n % 250}`,
                keyHash: createHash('sha256').update(`seed-${n}`).digest('hex'),
              },
              provider: 'test',
              now: booked,
              holdMinutes: 15,
              quoteTtlMinutes: 60,
            });
            attachOrder(tx, hold.bookingIds, `order_seed_${month}_${n}`);
            const paid = at(bookedOn, '11:05');
            confirmOrder(tx, `order_seed_${month}_${n}`, `pay_seed_${month}_${n}`, paid, noMail);
            reference.value = hold.reference;
          },
        });
        if (cancelOn) {
          const cancelled = at(cancelOn, '18:00');
          steps.push({
            at: cancelled,
            kind: 'cancelled',
            run: (tx) => {
              if (!reference.value) throw new ApiFailure(409, 'NOT_BOOKED', 'never booked');
              const { refund } = cancelBooking(
                tx,
                reference.value,
                { by: 'the guest', actorId: null, asAdmin: false, fullRefund: false },
                cancelled,
                noMail,
              );
              // The test gateway refunds at once, as it does for the site.
              if (refund.id !== null) {
                tx.update(refunds)
                  .set({
                    status: 'processed',
                    providerRefundId: `rfnd_seed_${refund.id}`,
                    updatedAt: cancelled,
                  })
                  .where(eq(refunds.id, refund.id))
                  .run();
              }
            },
          });
        }
      }
      if (random.next() < 0.5) {
        const room = random.pick(types);
        const nights = random.int(1, 2);
        const arrived = at(checkIn, '15:00');
        const adults = random.int(1, 2);
        const method = random.pick(['cash', 'upi', 'card'] as const);
        serial += 1;
        const n = serial;
        steps.push({
          at: arrived,
          kind: 'walkIn',
          run: (tx) =>
            bookWalkIn(tx, {
              booking: {
                roomId: room.id,
                checkIn,
                checkOut: addDays(checkIn, nights),
                adults,
                children: 0,
                breakfasts: 0,
                lunchDinners: 0,
                guest: {
                  name: `Walk-in Guest ${n}`,
                  mobile: `97${String(10_000_000 + n).slice(-8)}`,
                },
                payment: { method },
                lang: 'en',
              },
              actorId: desk,
              now: arrived,
              enqueue: noMail,
            }),
        });
      }
    }
  }
  const made: Record<string, number> = {};
  let refused = 0;
  for (const step of steps.sort((a, b) => a.at.localeCompare(b.at))) {
    try {
      db.transaction((tx) => step.run(tx), { behavior: 'immediate' });
      made[step.kind] = (made[step.kind] ?? 0) + 1;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      if (process.env.SEED_DEBUG) console.error(step.kind, error.message);
      refused += 1;
    }
  }
  return { month, made, refused };
}
