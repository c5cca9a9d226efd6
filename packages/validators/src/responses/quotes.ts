import { z } from 'zod';

export const paise = z.number().int().describe('integer paise');
const count = z.number().int();

/** One night of a priced stay, for one room: its date (null for an undated stay) and rate. */
export const pricedNight = z.object({
  date: z.string().nullable(),
  rate: paise,
  /** The adjustment that set the rate ('Weekend', 'Diwali'), or null for the base rate. */
  adjustment: z.string().nullable(),
  gstRate: z.number(),
});
export type PricedNight = z.infer<typeof pricedNight>;

/**
 * What @hotel/pricing works out for a stay: amounts in integer paise, gstRate in percent (e.g.
 * 18). The availability search answers these for the party; a stored quote carries the same.
 */
export const quoteFigures = z.object({
  rate: paise,
  rooms: count,
  adults: count,
  nights: count,
  roomCost: paise,
  gstRate: z.number(),
  gst: paise,
  breakfasts: count,
  breakfastPrice: paise,
  breakfastCost: paise,
  lunchDinners: count,
  lunchDinnerPrice: paise,
  lunchDinnerCost: paise,
  /** GST percent on the meals (restaurant service, a supply apart from the room); 0 untaxed. */
  mealGstRate: z.number(),
  /** GST on the meals; 0 for quotes made before meals were taxed. */
  mealGst: paise,
  total: paise,
  /** Each night in order; a stay priced before dated prices has none listed. */
  nightly: z.array(pricedNight).readonly(),
});
export type QuoteFigures = z.infer<typeof quoteFigures>;

/** A quote the server priced and stored (`POST /api/quotes`, `GET /api/quotes/:id`). */
export const storedQuote = z.object({
  id: z.string(),
  roomId: z.string(),
  roomTitle: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  /** Children of the party: kept with the stay, not priced. */
  children: count,
  ...quoteFigures.shape,
  currency: z.literal('INR'),
  createdAt: z.string(),
});
export type StoredQuote = z.infer<typeof storedQuote>;
