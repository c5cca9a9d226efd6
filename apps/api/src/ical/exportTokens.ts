import type { IcalExport } from '@hotel/validators/responses';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { icalExports } from '../db/icalSchema.js';
import { hotels, roomTypes } from '../db/schema.js';
import { notFound } from '../lib/ApiFailure.js';
import { nowIso } from '../lib/clock.js';
import { newToken } from '../lib/secrets.js';

/** A token's shape: 32 random bytes in base64url (256 bits, above the 128 the URL needs). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The public address of a room type's calendar. */
const exportUrl = (siteOrigin: string, token: string): string =>
  `${siteOrigin}/api/ical/${token}.ics`;

/**
 * Every room type's export URL, hotel by hotel. A room type without a token gets one here (the
 * first list makes them; a room type added later gets its own the next time).
 */
export function listExports(db: Db, siteOrigin: string): IcalExport[] {
  const rows = () =>
    db
      .select({
        roomTypeId: roomTypes.id,
        hotelId: roomTypes.hotelId,
        title: roomTypes.title,
        token: icalExports.token,
      })
      .from(roomTypes)
      .leftJoin(icalExports, eq(icalExports.roomTypeId, roomTypes.id))
      .orderBy(asc(roomTypes.hotelId), asc(roomTypes.id))
      .all();
  let listed = rows();
  const missing = listed.filter((row) => row.token === null);
  if (missing.length > 0) {
    db.transaction(
      (tx) => {
        for (const { roomTypeId } of missing) {
          tx.insert(icalExports)
            .values({ roomTypeId, token: newToken() })
            .onConflictDoNothing({ target: icalExports.roomTypeId })
            .run();
        }
      },
      { behavior: 'immediate' },
    );
    listed = rows();
  }
  return listed.map(({ token, ...row }) => ({ ...row, url: exportUrl(siteOrigin, token ?? '') }));
}

/** Gives a room type a new token; its old URL answers 404 from now on. */
export function rotateExport(db: Db, siteOrigin: string, roomTypeId: string): IcalExport {
  const roomType = db
    .select({ roomTypeId: roomTypes.id, hotelId: roomTypes.hotelId, title: roomTypes.title })
    .from(roomTypes)
    .where(eq(roomTypes.id, roomTypeId))
    .get();
  if (!roomType) throw notFound('We could not find that room type.');
  const token = newToken();
  db.insert(icalExports)
    .values({ roomTypeId, token })
    .onConflictDoUpdate({
      target: icalExports.roomTypeId,
      set: { token, createdAt: nowIso() },
    })
    .run();
  return { ...roomType, url: exportUrl(siteOrigin, token) };
}

/** The room type (with its hotel) whose calendar a token opens, or undefined. */
export function roomTypeOfToken(db: Db, token: string) {
  if (!TOKEN.test(token)) return undefined;
  return db
    .select({
      id: roomTypes.id,
      hotelId: roomTypes.hotelId,
      type: roomTypes.type,
      title: roomTypes.title,
      hotelName: hotels.name,
    })
    .from(icalExports)
    .innerJoin(roomTypes, eq(roomTypes.id, icalExports.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(icalExports.token, token))
    .get();
}
