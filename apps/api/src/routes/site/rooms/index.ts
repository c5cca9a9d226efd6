import { roomTypes as ROOM_TYPES, roomTypeTitles } from '@hotel/content/roomTypes';
import { m } from '@hotel/i18n/messages';
import { addRoom, fields, optionalFilter } from '@hotel/validators';
import { errorResponses, hotelRoomTypes, room, roomList } from '@hotel/validators/responses';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotels, rooms, roomTypes } from '../../../db/schema.js';
import { conflict, invalid, notFound } from '../../../lib/ApiFailure.js';

const ALL_TYPES = ROOM_TYPES.map((type) => ({ type, title: roomTypeTitles[type] }));

const roomColumns = {
  _id: rooms.id,
  hotelId: rooms.hotelId,
  roomNumber: rooms.roomNumber,
  type: rooms.type,
  isAvailable: rooms.isAvailable,
};

const roomsQuery = z.object({ hotelId: optionalFilter(fields.hotelId) });

const roomTypesQuery = z.object({ hotelId: fields.hotelId });

/**
 * Admin: POST /api/rooms adds a physical room to a hotel; GET /api/rooms lists them; GET
 * /api/rooms/types tells the admin form which types a hotel takes.
 */
export default async function roomRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  /**
   * The types a hotel takes: its own room types (seeded from the content), single bed to luxury
   * room, or all four for a hotel added by an admin that has none yet.
   */
  const typesOf = (hotelId: string) => {
    const own = db
      .select({ type: roomTypes.type, title: roomTypes.title })
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotelId))
      .all()
      .sort((a, b) => ROOM_TYPES.indexOf(a.type) - ROOM_TYPES.indexOf(b.type));
    return own.length > 0 ? { own: true, types: own } : { own: false, types: ALL_TYPES };
  };

  api.post(
    '/rooms',
    {
      // Before the body is read: a visitor without an admin session learns nothing of the API.
      onRequest: app.requireAdmin,
      schema: { body: addRoom, response: { 201: room, ...errorResponses } },
    },
    async (request, reply) => {
      const { hotelId, roomNumber, type, isAvailable } = request.body;
      const hotel = db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).get();
      if (!hotel)
        throw invalid({
          hotelId: m.api_hotelNotFoundChoose(),
        });
      const offered = typesOf(hotelId).types;
      if (!offered.some((candidate) => candidate.type === type)) {
        throw invalid({
          type: `This hotel has no ${roomTypeTitles[type]} rooms. Choose one of: ${offered.map((candidate) => candidate.title).join(', ')}.`,
        });
      }
      const created = db
        .insert(rooms)
        .values({
          hotelId,
          roomNumber,
          type,
          isAvailable,
        })
        .onConflictDoNothing({ target: [rooms.hotelId, rooms.roomNumber] })
        .returning(roomColumns)
        .get();
      if (!created)
        throw conflict('ROOM_EXISTS', `Room ${roomNumber} already exists at this hotel.`);
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/rooms',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: roomsQuery, response: { 200: roomList, ...errorResponses } },
    },
    async (request) => {
      const { hotelId } = request.query;
      if (hotelId) {
        const hotel = db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).get();
        if (!hotel) throw notFound(m.api_hotelNotFound());
      }
      return db
        .select(roomColumns)
        .from(rooms)
        .where(hotelId ? eq(rooms.hotelId, hotelId) : undefined)
        .orderBy(asc(rooms.hotelId), asc(rooms.roomNumber), asc(rooms.id))
        .all();
    },
  );

  api.get(
    '/rooms/types',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: roomTypesQuery,
        response: { 200: hotelRoomTypes, ...errorResponses },
      },
    },
    async (request) => {
      const { hotelId } = request.query;
      const hotel = db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).get();
      if (!hotel) throw notFound(m.api_hotelNotFound());
      return { hotelId, ...typesOf(hotelId) };
    },
  );
}
