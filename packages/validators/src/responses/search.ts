import { z } from 'zod';
import { paise, quoteFigures } from './quotes.js';
import { roomType } from './rooms.js';

/** One step of the cancellation terms for the searched stay: until `until`, this refund. */
export const cancellationStep = z.object({
  refundPercent: z.number().int(),
  until: z.string(),
});
export type CancellationStepAnswer = z.infer<typeof cancellationStep>;

/** Another stay of the same length when the searched one is sold out. */
export const freeDates = z.object({ checkIn: z.string(), checkOut: z.string() });

/**
 * One room type of one hotel for the searched stay and party. `available`: free for every night,
 * priced (the total includes GST; `perNight` is the party's room cost with GST over the nights);
 * `soldOut`: too few free rooms on some night, priced all the same, with the nearest stays of
 * the same length that are free; `notTaken`: the room does not take this stay (a festival's
 * minimum stay), said in `reason`, with no price.
 */
export const searchResult = z.object({
  hotelId: z.string(),
  hotelName: z.string(),
  hotelPath: z.string(),
  roomId: z.string(),
  title: z.string(),
  type: roomType,
  path: z.string(),
  summary: z.string(),
  amenities: z.array(z.string()),
  maxAdultsPerRoom: z.number().int(),
  status: z.enum(['available', 'soldOut', 'notTaken']),
  /** Rooms of the type free on every night of the stay. */
  freeRooms: z.number().int(),
  quote: quoteFigures.nullable(),
  perNight: paise.nullable(),
  reason: z.string().nullable(),
  cancellation: z.array(cancellationStep),
  nearestFree: z.array(freeDates),
});
export type SearchResult = z.infer<typeof searchResult>;

/** GET /api/search: the stay searched, and every room type that sleeps the party, cheapest first. */
export const searchResults = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  rooms: z.number().int(),
  results: z.array(searchResult),
});
export type SearchResults = z.infer<typeof searchResults>;
