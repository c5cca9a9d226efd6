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
 *
 * The figures themselves are data: seededMonth.fixture.json.
 */
export const SEEDED_MONTH = '2026-10';

export { default as OCTOBER_2026 } from './seededMonth.fixture.json' with { type: 'json' };
