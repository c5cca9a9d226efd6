import { addDays } from '@hotel/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { seededRandom } from '../src/lib/seededRandom.js';

const CHUNK = 200;
const RATE = 3_999_00;
const BREAKFAST = 250_00;
/** 5% of a night's rate, and of a breakfast, half up. */
const gstOf = (paise: number) => Math.floor((paise * 5 + 50) / 100);

/**
 * Writes `count` one-room bookings with their quotes and events straight into the database, for
 * the reports' benchmark: check-ins spread from `from` over `days`, 1–4 nights at ₹3,999 (GST 5%),
 * a fifth with a breakfast, a quarter made at the desk, a tenth cancelled (refunded in full), and
 * a travel site's and a maintenance block a week per hotel. Rooms are taken at random, so nights
 * overlap: the figure is about the number of rows, not a believable calendar.
 */
export function insertBookings(
  db: Db,
  { count, from, days, now }: { count: number; from: string; days: number; now: string },
): void {
  const random = seededRandom(2026);
  const allRooms = db
    .select({ id: schema.rooms.id, roomTypeId: schema.roomTypes.id })
    .from(schema.rooms)
    .innerJoin(
      schema.roomTypes,
      and(
        eq(schema.roomTypes.hotelId, schema.rooms.hotelId),
        eq(schema.roomTypes.type, schema.rooms.type),
      ),
    )
    .all();
  const desk = db
    .insert(schema.users)
    .values({ email: 'desk@example.com', role: 'admin' })
    .returning({ id: schema.users.id })
    .get().id;
  db.transaction((tx) => {
    for (let start = 0; start < count; start += CHUNK) {
      const made = Array.from({ length: Math.min(CHUNK, count - start) }, (_, index) => {
        const room = random.pick(allRooms);
        const nights = random.int(1, 4);
        const checkIn = addDays(from, random.int(0, days - 1));
        const breakfasts = random.next() < 0.2 ? 1 : 0;
        const roomCost = RATE * nights;
        const gst = gstOf(roomCost);
        const mealGst = gstOf(BREAKFAST * breakfasts);
        const total = roomCost + gst + BREAKFAST * breakfasts + mealGst;
        const id = `bench-${start + index}`;
        return {
          quote: {
            id,
            roomTypeId: room.roomTypeId,
            checkIn,
            checkOut: addDays(checkIn, nights),
            rooms: 1,
            adults: 2,
            nights,
            breakfasts,
            lunchDinners: 0,
            rate: RATE,
            roomCost,
            gstRate: 500,
            gst,
            breakfastPrice: BREAKFAST,
            lunchDinnerPrice: 0,
            breakfastCost: BREAKFAST * breakfasts,
            lunchDinnerCost: 0,
            mealGstRate: 500,
            mealGst,
            total,
            nightly: Array.from({ length: nights }, (_, night) => ({
              date: addDays(checkIn, night),
              rate: RATE,
              adjustment: null,
              gstRate: 5,
            })),
          },
          cancelled: random.next() < 0.1,
          walkIn: random.next() < 0.25,
          roomId: room.id,
        };
      });
      tx.insert(schema.quotes)
        .values(made.map((m) => m.quote))
        .run();
      const rows = tx
        .insert(schema.bookings)
        .values(
          made.map((m, index) => ({
            reference: `DSH-B${start + index}`,
            roomId: m.roomId,
            quoteId: m.quote.id,
            checkIn: m.quote.checkIn,
            checkOut: m.quote.checkOut,
            status: m.cancelled ? ('cancelled' as const) : ('confirmed' as const),
            guestName: 'Bench Guest',
            guestEmail: 'guest@example.com',
            guestMobile: '9000000001',
            amount: m.quote.total,
            provider: m.walkIn ? null : ('test' as const),
            paymentId: m.walkIn ? null : `pay_${start + index}`,
            paymentMethod: m.walkIn ? ('cash' as const) : ('upi' as const),
            createdAt: `${addDays(m.quote.checkIn, -3)}T06:00:00.000Z`,
          })),
        )
        .returning({ id: schema.bookings.id, reference: schema.bookings.reference })
        .all();
      const events = made.flatMap((m, index) => {
        const row = rows[index];
        if (!row) return [];
        const madeAt = `${addDays(m.quote.checkIn, -3)}T06:00:00.000Z`;
        const made = {
          bookingId: row.id,
          from: null,
          to: 'confirmed' as const,
          at: madeAt,
          actorId: m.walkIn ? desk : null,
        };
        if (!m.cancelled) return [made];
        const cancelledAt = `${addDays(m.quote.checkIn, -1)}T06:00:00.000Z`;
        return [
          made,
          {
            bookingId: row.id,
            from: 'confirmed' as const,
            to: 'cancelled' as const,
            at: cancelledAt,
          },
        ];
      });
      tx.insert(schema.bookingEvents).values(events).run();
      const refunded = made.flatMap((m, index) =>
        m.cancelled && !m.walkIn
          ? [
              {
                reference: rows[index]?.reference ?? '',
                amount: m.quote.total,
                status: 'processed' as const,
                provider: 'test' as const,
                paymentId: `pay_${start + index}`,
                createdAt: `${addDays(m.quote.checkIn, -1)}T06:00:00.000Z`,
              },
            ]
          : [],
      );
      if (refunded.length > 0) tx.insert(schema.refunds).values(refunded).run();
    }
    const blocks = [];
    for (let week = 0; week < days; week += 7) {
      for (const source of ['admin', 'ical'] as const) {
        const room = random.pick(allRooms);
        const first = addDays(from, week + random.int(0, 6));
        blocks.push({
          roomId: room.id,
          from: first,
          until: addDays(first, random.int(1, 3)),
          reason: source === 'ical' ? 'Booking.com' : 'Repairs',
          source,
          createdAt: now,
        });
      }
    }
    for (let start = 0; start < blocks.length; start += CHUNK) {
      tx.insert(schema.roomBlocks)
        .values(blocks.slice(start, start + CHUNK))
        .run();
    }
  });
}
