import { z } from 'zod';
import { salesChannels } from '../reports.js';

const paise = z.number().int();
const count = z.number().int();

/**
 * One period's figures (a night, or a month's nights added up). Money is paise; occupancy a
 * percent to two places; ADR and RevPAR whole paise, rounded half up. Cancellations, refunds,
 * retained charges and adjustments are of the day they were made, not of the stay's nights.
 */
export const performanceFigures = z.object({
  /** Rooms in inventory less those blocked at the desk (maintenance, an owner's stay). */
  roomsAvailable: count,
  /** Nights of rooms booked (confirmed, in house, out, or a paid no-show) or blocked by a travel site. */
  roomsSold: count,
  occupancyPercent: z.number(),
  /** Room revenue ÷ rooms sold (null with nothing sold). */
  adr: paise.nullable(),
  /** Room revenue ÷ rooms available (null with nothing available). */
  revpar: paise.nullable(),
  /** The taxable value of the rooms, spread over the stay's nights at their own rates. */
  roomRevenue: paise,
  mealsRevenue: paise,
  /** GST on the rooms and the meals (CGST + SGST), as invoiced less credit notes. */
  gst: paise,
  /** Booking rows cancelled on the day. */
  cancellations: count,
  /** Refunds raised on the day. */
  refunds: paise,
  /** Charges the hotel kept on cancelled bookings (their invoice less the credit note, before GST). */
  retained: paise,
  /**
   * Room and meals revenue taken back on the day for nights already closed (a late cancellation);
   * already counted in roomRevenue and mealsRevenue.
   */
  adjustments: paise,
});
export type PerformanceFigures = z.infer<typeof performanceFigures>;

export const performanceRow = performanceFigures.extend({
  /** The night (YYYY-MM-DD) or the month (YYYY-MM). */
  period: z.string(),
});
export type PerformanceRow = z.infer<typeof performanceRow>;

const series = z.object({ rows: z.array(performanceRow), totals: performanceFigures });

/** GET /api/admin/reports/performance. Rooms available of a channel's rows are all the rooms'. */
export const performanceReport = z.object({
  /** Null for the whole group. */
  hotelId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  by: z.enum(['night', 'month']),
  /** The last night whose figures are stored (closed by the night audit); null when none is. */
  closedThrough: z.string().nullable(),
  ...series.shape,
  byChannel: z.array(series.extend({ channel: z.enum(salesChannels) })),
  byRoomType: z.array(series.extend({ roomType: z.string() })),
});
export type PerformanceReport = z.infer<typeof performanceReport>;
