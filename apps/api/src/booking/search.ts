import {
  cancellationPolicyOf,
  cancellationSchedule,
  getRoom,
  hotelOf,
  hotels,
  type Room,
  type RoomType,
  roomsOf,
  site,
} from '@hotel/content';
import { DEFAULT_LANG, type Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { addDays, PricingError, type Quote } from '@hotel/pricing';
import {
  bookingLimitProblems,
  nightsBetween,
  type SearchQuery,
  todayInIndia,
} from '@hotel/validators';
import type { SearchResult, SearchResults } from '@hotel/validators/responses';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { roomTypes } from '../db/schema.js';
import { invalid, notFound } from '../lib/ApiFailure.js';
import { prepareFreeRoomsByType } from './availability.js';
import { prepareFreeRoomsByNight } from './calendar.js';
import { quoteIn } from './guestLanguage.js';
import { priceOrWhyNot, refusalText } from './priceStay.js';
import { roomIn } from './stayDetails.js';

/** How far before and after the searched check-in a sold-out room type looks for free dates. */
export const NEAREST_FREE_DAYS = 14;
/** How many other stays a sold-out room type offers. */
const NEAREST_FREE_COUNT = 2;

/** A hotel's room types as the database lists them (`{ hotelId }`), prepared once. */
export const prepareRoomTypesOf = (db: Db) =>
  db
    .select({ id: roomTypes.id, type: roomTypes.type })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, sql.placeholder('hotelId')))
    .prepare();

/**
 * The search across the hotels (or one): every room type of the content that sleeps the party in
 * the rooms asked for, priced for the stay by the engine with the tax in force, with its free
 * rooms, its cancellation terms for these dates, and for a sold-out type the nearest stays of
 * the same length it has free. Queries prepared once; one free-rooms count per hotel, and one
 * night-by-night read per sold-out type.
 */
export function prepareSearch(db: Db) {
  const typesOf = prepareRoomTypesOf(db);
  const freeRoomsByType = prepareFreeRoomsByType(db);
  const freeRoomsByNight = prepareFreeRoomsByNight(db);

  /** The nearest stays of `nights` nights, within NEAREST_FREE_DAYS of check-in, with rooms free. */
  function nearestFree(
    hotelId: string,
    type: RoomType,
    query: SearchQuery,
    nights: number,
    now: Date,
  ): SearchResult['nearestFree'] {
    const today = todayInIndia(now);
    const earliest = addDays(query.checkIn, -NEAREST_FREE_DAYS);
    // biome-ignore lint/complexity/useMathMinMax: days are 'YYYY-MM-DD' texts, which Math.max cannot compare
    const from = earliest < today ? today : earliest;
    const lastCheckIn = addDays(query.checkIn, NEAREST_FREE_DAYS);
    const free = freeRoomsByNight(
      hotelId,
      type,
      from,
      addDays(lastCheckIn, nights - 1),
      now.toISOString(),
    );
    const candidates: { checkIn: string; distance: number }[] = [];
    for (let start = 0; start + nights <= free.length; start += 1) {
      const checkIn = addDays(from, start);
      if (checkIn === query.checkIn) continue;
      const window = free.slice(start, start + nights);
      if (window.every((rooms) => rooms >= query.rooms)) {
        candidates.push({ checkIn, distance: Math.abs(nightsBetween(query.checkIn, checkIn)) });
      }
    }
    return candidates
      .sort((a, b) => a.distance - b.distance || (a.checkIn > b.checkIn ? -1 : 1))
      .slice(0, NEAREST_FREE_COUNT)
      .sort((a, b) => (a.checkIn < b.checkIn ? -1 : 1))
      .map(({ checkIn }) => ({ checkIn, checkOut: addDays(checkIn, nights) }));
  }

  /** One room type's result, or null when it cannot sleep the party in the rooms asked for. */
  function resultFor(
    room: Room,
    freeRooms: number,
    query: SearchQuery,
    nights: number,
    now: Date,
    lang: Lang,
  ): SearchResult | null {
    const { rooms, adults, checkIn } = query;
    // The room's words in the visitor's language; its prices and rules are the same in all.
    const words = roomIn(room.id, lang) ?? room;
    if (adults > rooms * room.maxAdultsPerRoom) return null;
    const hotel = hotelOf(room);
    const priced = priceOrWhyNot(room, { rooms, adults, nights, checkIn });
    const quote: Quote | null = priced instanceof PricingError ? null : priced;
    const reason = priced instanceof PricingError ? refusalText(priced, lang) : null;
    const status = !quote ? 'notTaken' : freeRooms >= rooms ? 'available' : 'soldOut';
    return {
      hotelId: hotel.id,
      hotelName: hotel.shortName,
      hotelPath: hotel.path,
      roomId: room.id,
      title: words.title,
      type: room.type,
      path: room.path,
      summary: words.summary,
      amenities: [...words.amenities],
      maxAdultsPerRoom: room.maxAdultsPerRoom,
      status,
      freeRooms,
      quote: quote ? quoteIn(quote, lang) : null,
      perNight: quote ? Math.round((quote.roomCost + quote.gst) / nights) : null,
      reason,
      cancellation: [...cancellationSchedule(cancellationPolicyOf(hotel), checkIn, now)],
      nearestFree: status === 'soldOut' ? nearestFree(hotel.id, room.type, query, nights, now) : [],
    };
  }

  return (query: SearchQuery, now: Date = new Date(), lang: Lang = DEFAULT_LANG): SearchResults => {
    const { checkIn, checkOut, adults, rooms, child, hotel: onlyHotel } = query;
    const problems = bookingLimitProblems(site.booking, { rooms, adults, checkIn, checkOut });
    if (Object.keys(problems).length > 0) throw invalid(problems);
    const searched = onlyHotel ? hotels.filter((hotel) => hotel.id === onlyHotel) : hotels;
    if (onlyHotel && searched.length === 0) throw notFound(m.api_hotelNotFound());
    const nights = nightsBetween(checkIn, checkOut);
    const results: SearchResult[] = [];
    for (const hotel of searched) {
      const free = freeRoomsByType(hotel.id, checkIn, checkOut, now.toISOString());
      const listed = new Set(typesOf.all({ hotelId: hotel.id }).map((row) => row.id));
      for (const content of roomsOf(hotel.id)) {
        const room = listed.has(content.id) ? getRoom(content.id) : undefined;
        if (!room) continue;
        const result = resultFor(room, free.get(room.type) ?? 0, query, nights, now, lang);
        if (result) results.push(result);
      }
    }
    const order = (result: SearchResult) =>
      result.status === 'available' ? 0 : result.status === 'soldOut' ? 1 : 2;
    results.sort(
      (a, b) =>
        order(a) - order(b) ||
        (a.quote?.total ?? 0) - (b.quote?.total ?? 0) ||
        hotels.findIndex((hotel) => hotel.id === a.hotelId) -
          hotels.findIndex((hotel) => hotel.id === b.hotelId),
    );
    return { checkIn, checkOut, nights, adults, children: child, rooms, results };
  };
}
