import {
  activeRule,
  getRoom,
  hotels,
  pricingOptions,
  type Room,
  roomsOf,
  site,
} from '@hotel/content';
import { addDays, PricingError, quote } from '@hotel/pricing';
import type { SearchResult } from '@hotel/validators/responses';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { priceOrWhyNot, refusalText } from '../../../booking/priceStay.js';
import { expectFieldRefusal } from '../../../test/apiAssertions.js';
import { dayInIndia, insertBooking, leaveOneRoomFree } from '../../../test/bookingFixtures.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

const NOW = new Date('2026-11-22T20:00:00Z'); // 23 Nov 2026, 01:30 in India
const GRAND = 'hotel-grand-imperial';

let t: TestApp;
/** Two nights five weeks ahead (Mon 28 Dec to Wed 30 Dec 2026), as the guest's journey searches. */
let stay: { checkIn: string; checkOut: string };
let party: Record<string, string | number>;
beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  stay = { checkIn: dayInIndia(35), checkOut: dayInIndia(37) };
  party = { ...stay, adults: 2, child: 1, rooms: 1 };
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const search = (query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/search',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

const results = async (query: Record<string, string | number> = party) => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as SearchResult[];
};

const roomOf = (id: string): Room => {
  const room = getRoom(id);
  if (!room) throw new Error(`no room ${id}`);
  return room;
};

describe('GET /api/search', () => {
  it('lists every room type of the three hotels for the party, priced with taxes, cheapest first', async () => {
    const response = await search(party);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ...stay, nights: 2, adults: 2, children: 1, rooms: 1 });
    const found: SearchResult[] = body.results;
    expect(found.map((result) => result.roomId).sort()).toEqual(
      hotels.flatMap((hotel) => roomsOf(hotel.id).map((room) => room.id)).sort(),
    );
    const totals = found.map((result) => result.quote?.total ?? Number.NaN);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const result of found) {
      const room = roomOf(result.roomId);
      const expected = quote(
        activeRule(room),
        { rooms: 1, adults: 2, nights: 2, checkIn: stay.checkIn },
        pricingOptions(room),
      );
      expect(result).toMatchObject({
        status: 'available',
        freeRooms: 3,
        title: room.title,
        path: room.path,
        amenities: room.amenities,
        quote: expected,
        perNight: Math.round((expected.roomCost + expected.gst) / 2),
        nearestFree: [],
        reason: null,
      });
      expect(result.hotelPath).toBe(hotels.find((hotel) => hotel.id === result.hotelId)?.path);
    }
  });

  it('states the cancellation terms for these dates: full refund until 48 h before 12:00, then 50%', async () => {
    const [first] = await results();
    // Check-in 28 Dec at 12:00 in India is 06:30 UTC.
    expect(first?.cancellation).toEqual([
      { refundPercent: 100, until: `${addDays(stay.checkIn, -2)}T06:30:00.000Z` },
      { refundPercent: 50, until: `${stay.checkIn}T06:30:00.000Z` },
    ]);
    const tomorrow = await results({ ...party, checkIn: dayInIndia(1), checkOut: dayInIndia(2) });
    expect(tomorrow[0]?.cancellation).toEqual([
      { refundPercent: 50, until: `${dayInIndia(1)}T06:30:00.000Z` },
    ]);
  });

  it('searches one hotel with `hotel`, and says so for a hotel that does not exist', async () => {
    const grand = await results({ ...party, hotel: GRAND });
    expect(new Set(grand.map((result) => result.hotelId))).toEqual(new Set([GRAND]));
    expect(grand).toHaveLength(roomsOf(GRAND).length);
    const unknown = await search({ ...party, hotel: 'hotel-nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find that hotel.');
  });

  it('leaves out room types that cannot sleep the party in the rooms asked for', async () => {
    const three = await results({ ...party, adults: 3 });
    expect(three.length).toBeGreaterThan(0);
    for (const result of three) expect(result.maxAdultsPerRoom).toBeGreaterThanOrEqual(3);
    expect(three.some((result) => result.type === 'single-bed')).toBe(false);
    // In two rooms, the single beds sleep them again.
    const twoRooms = await results({ ...party, adults: 3, rooms: 2 });
    expect(twoRooms.some((result) => result.type === 'single-bed')).toBe(true);
  });

  it('shows a sold-out type as such, still priced, with the nearest free stays of the same length', async () => {
    const soldOutStay = { checkIn: dayInIndia(40), checkOut: dayInIndia(42) };
    const lastFree = leaveOneRoomFree(t.app.db, {
      hotelId: GRAND,
      type: 'single-bed',
      ...soldOutStay,
    });
    insertBooking(t.app.db, { roomId: lastFree, ...soldOutStay, status: 'confirmed' });
    const found = await results({ ...party, ...soldOutStay, hotel: GRAND });
    const single = found.find((result) => result.type === 'single-bed');
    expect(single).toMatchObject({ status: 'soldOut', freeRooms: 0 });
    expect(single?.quote?.total).toBeGreaterThan(0);
    // Nights 40 and 41 are taken: the nearest two-night stays end on day 40 or start on day 42.
    expect(single?.nearestFree).toEqual([
      { checkIn: dayInIndia(38), checkOut: dayInIndia(40) },
      { checkIn: dayInIndia(42), checkOut: dayInIndia(44) },
    ]);
    // Sold out comes after everything available, whatever its price.
    expect(found.at(-1)?.type).toBe('single-bed');
    expect(found.filter((result) => result.status === 'available')).toHaveLength(
      roomsOf(GRAND).length - 1,
    );
  });

  it('names the rooms in the page’s language, and keeps one answer per language', async () => {
    const english = await results();
    const marathi = await t.app.inject({
      method: 'GET',
      url: '/api/search',
      headers: { 'accept-language': 'mr-IN' },
      query: Object.fromEntries(Object.entries(party).map(([key, value]) => [key, String(value)])),
    });
    expect(marathi.statusCode).toBe(200);
    const inMarathi = marathi.json().results as SearchResult[];
    const single = (list: SearchResult[]) => list.find((r) => r.roomId === 'akash-single-bed');
    expect(single(english)).toMatchObject({
      title: 'Single Bed',
      amenities: ['Free Wifi', 'Room Service'],
    });
    expect(single(inMarathi)).toMatchObject({
      title: 'सिंगल बेड',
      amenities: ['मोफत वाय-फाय', 'रूम सर्व्हिस'],
      // Names, addresses and money are the same in every language.
      hotelName: single(english)?.hotelName,
      path: single(english)?.path,
      quote: single(english)?.quote,
    });
    expect(single(inMarathi)?.summary).toMatch(/^आरामदायी सिंगल बेड/);
    // The English answer kept for the same search is not the Marathi one.
    expect(single(await results())?.title).toBe('Single Bed');
  });

  it('refuses what cannot be a stay, naming the field', async () => {
    await expectFieldRefusal(
      await search({ ...party, checkOut: stay.checkIn }),
      'checkOut',
      'Check-out must be after check-in.',
    );
    await expectFieldRefusal(
      await search({ ...party, checkIn: dayInIndia(-1) }),
      'checkIn',
      'Check-in cannot be in the past.',
    );
    await expectFieldRefusal(
      await search({ ...party, rooms: site.booking.maxRooms + 1, adults: 6 }),
      'rooms',
      `You can book at most ${site.booking.maxRooms} rooms at once. Please contact the hotel for more.`,
    );
    const noAdults = await search({ ...party, adults: 0 });
    expect(noAdults.statusCode).toBe(400);
    expect(noAdults.json().fields).toHaveProperty('adults');
  });
});

describe('priceOrWhyNot', () => {
  it('says why a room does not take a stay shorter than its minimum, instead of failing', () => {
    const room = roomOf('grand-single-bed');
    const checkIn = dayInIndia(35);
    const rule = activeRule(room);
    const festival = {
      ...room,
      readings: {
        ...room.readings,
        [room.activeReading]: {
          ...rule,
          adjustments: [
            { name: 'Festival', from: checkIn, to: addDays(checkIn, 3), percent: 20, minNights: 3 },
          ],
        },
      },
    } as Room;
    const priced = priceOrWhyNot(festival, { rooms: 1, adults: 2, nights: 2, checkIn });
    expect(priced).toBeInstanceOf(PricingError);
    expect((priced as PricingError).field).toBe('nights');
    expect(priceOrWhyNot(festival, { rooms: 1, adults: 2, nights: 3, checkIn })).not.toBeInstanceOf(
      PricingError,
    );
  });

  it('says it in the page’s language, the adjustment named as that language’s content names it', () => {
    const room = roomOf('grand-single-bed');
    const checkIn = dayInIndia(35);
    const rule = activeRule(room);
    // The content's own adjustment name, so that its Marathi and Hindi names are the content's.
    const weekend = { name: 'Weekend', from: checkIn, to: addDays(checkIn, 3), percent: 20 };
    const longWeekend = {
      ...room,
      readings: {
        ...room.readings,
        [room.activeReading]: { ...rule, adjustments: [{ ...weekend, minNights: 3 }] },
      },
    } as Room;
    const priced = priceOrWhyNot(longWeekend, { rooms: 1, adults: 2, nights: 2, checkIn });
    if (!(priced instanceof PricingError)) throw new Error('expected the minimum stay’s refusal');
    expect(refusalText(priced, 'en')).toBe(
      'A stay that includes a Weekend night must be at least 3 nights.',
    );
    expect(refusalText(priced, 'mr')).toBe(
      'ज्या मुक्कामात शनिवार-रविवार दराची रात्र येते, तो किमान 3 रात्रींचा असावा.',
    );
    expect(refusalText(priced, 'hi')).toBe(
      'जिस ठहराव में वीकेंड की रात हो, वह कम से कम 3 रातों का होना चाहिए।',
    );
  });
});
