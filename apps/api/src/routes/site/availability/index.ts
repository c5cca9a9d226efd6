import { getRoom, roomsOf, shownPrice, site } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import {
  type AvailabilityQuery,
  availabilityQuery,
  bookingLimitProblems,
  nightsBetween,
} from '@hotel/validators';
import { availableRoomTypes, errorResponses } from '@hotel/validators/responses';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { prepareFreeRoomsByType } from '../../../booking/availability.js';
import { priceIfTaken } from '../../../booking/priceStay.js';
import { prepareRoomTypesOf } from '../../../booking/search.js';
import { hotels } from '../../../db/schema.js';
import { invalid, notFound } from '../../../lib/ApiFailure.js';
import { answerCache, COMPRESSES_ITSELF, sendKept } from '../../../lib/answerCache.js';

/**
 * GET /api/availability: the hotel's room types with enough free rooms for the whole stay,
 * each priced for the party (rooms and adults, no meals), cheapest first.
 */
export default async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  // Prepared once: building the SQL on every request cost more than running it.
  const findHotel = db
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.id, sql.placeholder('hotelId')))
    .prepare();
  const typesOf = prepareRoomTypesOf(db);
  const freeRoomsByType = prepareFreeRoomsByType(db);
  // Every visitor of a hotel page searching the same nights gets the same answer until a write.
  const answers = answerCache(availableRoomTypes, app.dbState);

  api.get(
    '/availability',
    {
      ...COMPRESSES_ITSELF,
      schema: {
        querystring: availabilityQuery,
        response: { 200: availableRoomTypes, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { hotel: hotelId, checkIn, checkOut, adults, rooms, roomType } = request.query;
      const key = JSON.stringify([hotelId, checkIn, checkOut, adults, rooms, roomType]);
      return sendKept(
        request,
        reply,
        answers(key, () => search(request.query)),
      );
    },
  );

  /** The room types free for the whole stay, priced for the party, cheapest first. */
  function search(query: AvailabilityQuery) {
    const { hotel: hotelId, checkIn, checkOut, adults, rooms, roomType } = query;
    const hotel = findHotel.get({ hotelId });
    if (!hotel) throw notFound(m.api_hotelNotFound());
    const nights = nightsBetween(checkIn, checkOut);
    // With a room type chosen, the party must fit it; without, the types it fits are listed.
    const chosen = roomType && roomsOf(hotelId).find((room) => room.type === roomType);
    const problems = bookingLimitProblems(site.booking, {
      rooms,
      adults,
      checkIn,
      checkOut,
      maxAdultsPerRoom: chosen ? chosen.maxAdultsPerRoom : undefined,
    });
    if (Object.keys(problems).length > 0) throw invalid(problems);

    const types = typesOf
      .all({ hotelId })
      .filter((candidate) => !roomType || candidate.type === roomType);
    const free = freeRoomsByType(hotelId, checkIn, checkOut);
    const contentOrder = roomsOf(hotelId).map((room) => room.id);

    return types
      .flatMap(({ id, type }) => {
        const room = getRoom(id);
        const freeRooms = free.get(type) ?? 0;
        if (!room || freeRooms < rooms || adults > rooms * room.maxAdultsPerRoom) return [];
        const quote = priceIfTaken(room, { rooms, adults, nights, checkIn });
        if (!quote) return [];
        return [
          {
            roomId: room.id,
            title: room.title,
            type,
            path: room.path,
            freeRooms,
            nightlyRate: shownPrice(room),
            quote,
          },
        ];
      })
      .sort(
        (a, b) =>
          a.nightlyRate - b.nightlyRate ||
          contentOrder.indexOf(a.roomId) - contentOrder.indexOf(b.roomId),
      );
  }
}
