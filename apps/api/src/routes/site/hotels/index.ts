import { addHotel } from '@hotel/validators';
import { errorResponses, hotel, hotelList } from '@hotel/validators/responses';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotels } from '../../../db/schema.js';
import { COMPRESSES_ITSELF, KeptAnswer, sendKept } from '../../../lib/answerCache.js';
import { newHotelId } from './newHotelId.js';

/** GET /api/hotels (public) and POST /api/hotels (admin), in the source's shape. */
export default async function hotelRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Prepared once: building the SQL on every request cost more than running it.
  const listHotels = app.db
    .select({
      _id: hotels.id,
      name: hotels.name,
      location: hotels.location,
      description: hotels.description,
    })
    .from(hotels)
    // In the order they were added: the seed writes the content's hotels within a millisecond or
    // two, so hotels made in the same millisecond keep the order they were written in (rowid).
    .orderBy(asc(hotels.createdAt), asc(sql`rowid`))
    .prepare();

  // The list as JSON, read and checked against its schema once, until an admin adds a hotel
  // (the seed runs before the server listens; a hotel added by another process shows after a restart).
  let listed: KeptAnswer | undefined;
  api.get(
    '/hotels',
    { ...COMPRESSES_ITSELF, schema: { response: { 200: hotelList, ...errorResponses } } },
    async (request, reply) => {
      listed ??= new KeptAnswer(JSON.stringify(hotelList.parse(listHotels.all())));
      return sendKept(request, reply, listed);
    },
  );

  api.post(
    '/hotels',
    {
      onRequest: app.requireAdmin,
      schema: { body: addHotel, response: { 201: hotel, ...errorResponses } },
    },
    async (request, reply) => {
      const { name, location, description } = request.body;
      const row = app.db
        .insert(hotels)
        .values({ id: newHotelId(name), name, location, description, source: 'admin' })
        .returning({
          _id: hotels.id,
          name: hotels.name,
          location: hotels.location,
          description: hotels.description,
        })
        .get();
      listed = undefined;
      return reply.status(201).send(row);
    },
  );
}
