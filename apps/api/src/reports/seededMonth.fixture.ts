/**
 * The figures of October 2026 as `pnpm --filter @hotel/api seed:month -- --month 2026-10 --db FILE`
 * makes it (seed 2026), per hotel, worked out from the raw tables by the USALI definitions and not
 * by the report's code. Each hotel has 12 rooms (3 of each type); every figure is in paise. To
 * check one by hand, open the file with `sqlite3 FILE`:
 *
 * - roomsAvailable: 12 rooms × 31 nights = 372, less the desk's maintenance block (3 nights):
 *   `select * from room_blocks where source = 'admin'` → 369 at each hotel.
 * - roomsSold: the October nights of bookings confirmed (none is cancelled after its nights) plus
 *   the nights of the two iCal blocks (2 + 3 = 5 a hotel; `source = 'ical'`).
 * - roomRevenue: each booking's quote `nightly` rates for its October nights (`room_cost_paise` is
 *   their sum, `rooms` being 1); Aagam and Akash charge one rate every night (e.g. Akash's Luxury
 *   Room ₹3,999 for 2 adults), the Grand Imperial 15% more on Friday and Saturday nights.
 * - mealsRevenue: the breakfasts' cost shared equally over the stay's nights.
 * - gst: the rooms' GST (5%: every night ≤ ₹7,500) shared by the nights' rates, the meals' GST
 *   (5%) equally, plus the GST the hotel kept on the month's cancellations (invoice less credit note).
 * - cancellations: bookings cancelled on an October day in India (`booking_events.to_status =
 *   'cancelled'`); refunds: the refunds raised on those days (`refunds.amount_paise`); retained: the
 *   cancelled bookings' room and meals value less their credit notes' (the policy's charge).
 * - channels: walk-ins are the bookings whose first event names a desk account (`actor_id`).
 */
export const SEEDED_MONTH = '2026-10';

export const OCTOBER_2026 = {
  'hotel-aagam-executive': {
    totals: {
      roomsAvailable: 369,
      roomsSold: 90,
      roomRevenue: 13790000,
      mealsRevenue: 90000,
      gst: 717250,
      cancellations: 5,
      refunds: 1664250,
      retained: 465000,
    },
    channels: {
      online: { roomsSold: 60, roomRevenue: 9720000 },
      walk_in: { roomsSold: 25, roomRevenue: 4070000 },
      ical: { roomsSold: 5, roomRevenue: 0 },
    },
  },
  'hotel-akash-executive': {
    totals: {
      roomsAvailable: 369,
      roomsSold: 101,
      roomRevenue: 25382600,
      mealsRevenue: 134000,
      gst: 1301574,
      cancellations: 6,
      refunds: 2922308,
      retained: 514848,
    },
    channels: {
      online: { roomsSold: 68, roomRevenue: 17625100 },
      walk_in: { roomsSold: 28, roomRevenue: 7757500 },
      ical: { roomsSold: 5, roomRevenue: 0 },
    },
  },
  'hotel-grand-imperial': {
    totals: {
      roomsAvailable: 369,
      roomsSold: 88,
      roomRevenue: 22076980,
      mealsRevenue: 195000,
      gst: 1147963,
      cancellations: 3,
      refunds: 1461501,
      retained: 687233,
    },
    channels: {
      online: { roomsSold: 54, roomRevenue: 14340755 },
      walk_in: { roomsSold: 29, roomRevenue: 7736225 },
      ical: { roomsSold: 5, roomRevenue: 0 },
    },
  },
} as const;
