import { getRoom } from '@hotel/content';
import { nightsBetween, quoteRequest } from '@hotel/validators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceStay } from '../../booking/priceStay.js';
import type { Db } from '../../db/client.js';
import { hotels, quotes, roomTypes } from '../../db/schema.js';
import { invalid, notFound } from '../../lib/ApiFailure.js';
import { nowIso } from '../../lib/clock.js';
import { errorResponses } from '../../lib/schemas.js';
import { newQuoteId } from './newQuoteId.js';

const paise = z.number().int().describe('integer paise');

/** A stored quote. Amounts are integer paise; gstRate is the percent applied (e.g. 18). */
export const quoteBody = z.object({
  id: z.string(),
  roomId: z.string(),
  roomTitle: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  nights: z.number().int(),
  rooms: z.number().int(),
  adults: z.number().int(),
  breakfasts: z.number().int(),
  lunchDinners: z.number().int(),
  rate: paise,
  roomCost: paise,
  gstRate: z.number(),
  gst: paise,
  breakfastPrice: paise,
  breakfastCost: paise,
  lunchDinnerPrice: paise,
  lunchDinnerCost: paise,
  total: paise,
  currency: z.literal('INR'),
  createdAt: z.string(),
});
export type QuoteBody = z.infer<typeof quoteBody>;

const BASIS_POINTS_PER_PERCENT = 100;

/** Reads a stored quote with its room and hotel, in the shape the API answers. */
export function readQuote(db: Db, id: string): QuoteBody | undefined {
  const row = db
    .select({
      quote: quotes,
      roomTitle: roomTypes.title,
      hotelId: hotels.id,
      hotelName: hotels.name,
    })
    .from(quotes)
    .innerJoin(roomTypes, eq(roomTypes.id, quotes.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(quotes.id, id))
    .get();
  if (!row) return undefined;
  const { roomTypeId, gstRate, ...figures } = row.quote;
  return {
    ...figures,
    roomId: roomTypeId,
    roomTitle: row.roomTitle,
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    gstRate: gstRate / BASIS_POINTS_PER_PERCENT,
    currency: 'INR',
  };
}

/**
 * POST /api/quotes prices a room page's selection on the server with @hotel/pricing and stores
 * every figure; GET /api/quotes/:id reads it back. No amount is ever taken from the browser.
 */
export default async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.post(
    '/quotes',
    { schema: { body: quoteRequest, response: { 201: quoteBody, ...errorResponses } } },
    async (request, reply) => {
      const { roomId, rooms, adults, breakfasts, lunchDinners, checkIn, checkOut } = request.body;
      const room = getRoom(roomId);
      if (!room) {
        throw invalid({
          roomId: 'We could not find that room. Please choose one from a hotel page.',
        });
      }
      const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 1;
      const priced = priceStay(room, { rooms, adults, breakfasts, lunchDinners, nights });
      const id = newQuoteId();
      db.insert(quotes)
        .values({
          id,
          roomTypeId: room.id,
          checkIn: checkIn ?? null,
          checkOut: checkOut ?? null,
          rooms: priced.rooms,
          adults: priced.adults,
          nights: priced.nights,
          breakfasts: priced.breakfasts,
          lunchDinners: priced.lunchDinners,
          rate: priced.rate,
          roomCost: priced.roomCost,
          gstRate: Math.round(priced.gstRate * BASIS_POINTS_PER_PERCENT),
          gst: priced.gst,
          breakfastPrice: priced.breakfastPrice,
          breakfastCost: priced.breakfastCost,
          lunchDinnerPrice: priced.lunchDinnerPrice,
          lunchDinnerCost: priced.lunchDinnerCost,
          total: priced.total,
          createdAt: nowIso(),
        })
        .run();
      const stored = readQuote(db, id);
      if (!stored) throw new Error(`The quote ${id} was not stored.`);
      return reply.status(201).send(stored);
    },
  );

  api.get(
    '/quotes/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: quoteBody, ...errorResponses },
      },
    },
    async (request) => {
      const stored = readQuote(db, request.params.id);
      if (!stored) throw notFound('We could not find that quote. Please price the stay again.');
      return stored;
    },
  );
}
