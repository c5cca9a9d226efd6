import { addDays, nightlyRates, quote } from '@hotel/pricing';
import { describe, expect, it } from 'vitest';
import {
  activeRule,
  adjustmentNameIn,
  banquet,
  fromPrice,
  getProperty,
  getRoom,
  hotelFromPrice,
  hotelOf,
  hotels,
  mealGstRate,
  pathKey,
  pricingOptions,
  properties,
  roomsOf,
  routes,
  shownPrice,
  site,
  taxRule,
} from './index.js';
import { resolveIn } from './schema/primitives.js';
import { rateReading } from './schema/rateRule.js';
import type { Room } from './types.js';

/** The twelve rooms of SPEC §4 (their prices are the editors', in the JSON: not restated here). */
const roomIds = [
  'aagam-single-bed',
  'aagam-double-bed',
  'aagam-family-suite',
  'aagam-luxury-room',
  'grand-single-bed',
  'grand-double-bed',
  'grand-family-suite',
  'grand-luxury-room',
  'akash-single-bed',
  'akash-double-bed',
  'akash-family-suite',
  'akash-luxury-room',
];

/** SPEC §4's worked example's room as an editor writes it (rupees): a fixture, not the JSON. */
const workedExampleReading = resolveIn(
  rateReading.parse({
    tiers: [
      { upToAdults: 1, rate: 3499 },
      { upToAdults: 2, rate: 3999 },
    ],
    beyond: { kind: 'perExtraAdult', surcharge: 500 },
    breakfastPrice: 250,
    lunchDinnerPrice: 1200,
  }),
  'en',
);

const isPaise = (amount: number) => Number.isInteger(amount) && amount >= 0;

/** Every route of the source specification's point 2, plus /SignLogin. */
const sourceRoutes =
  `/ /Home /BanquetBody /Hotel-Aagam-Executive /Hotel-Grand-Imperial /Hotel-Akash-Executive
  /Akash-Banquet-Hall /GrandHeader /AkashHeader /Banquetheader /AkashFooter /GrandFooter /BanquetFooter
  /ContactUs /Akashcontactus /Grandcontactus /Singlebed /Doublebed /Familysuite /Luxuryroom
  /AkashSinglebed /AkashDoublebed /AkashFamilysuite /AkashLuxuryroom /GrandSinglebed /GrandDoublebed
  /GrandFamilysuite /GrandLuxuryroom /Aboutus /AdminDashboard /AddHotel /AddRoom /ViewBookings
  /Payment /paymentform /SignLogin`.split(/\s+/);

describe('the shipped content', () => {
  it('limits what one booking may hold: 365 days ahead, 30 nights, 5 rooms', () => {
    expect(site.booking).toMatchObject({ bookAheadDays: 365, maxNights: 30, maxRooms: 5 });
  });

  it('claims no blanket "Free Cancellation" on a room: the policy says what a guest gets back', () => {
    const claims = hotels.flatMap((hotel) =>
      hotel.rooms.flatMap((room) =>
        [...room.amenities, ...room.features]
          .filter((item) => /free cancell?ation/i.test(item))
          .map((item) => `${room.id}: ${item}`),
      ),
    );
    expect(claims).toEqual([]);
  });

  it('has three hotels and a banquet hall, in the order the landing page lists them', () => {
    expect(properties.map((property) => [property.name, property.kind])).toEqual([
      ['Hotel Aagam Executive', 'hotel'],
      ['Hotel Grand Imperial', 'hotel'],
      ['Hotel Akash Executive', 'hotel'],
      ['Akash Banquet Hall', 'banquet'],
    ]);
  });

  it('has the twelve rooms of SPEC §4, every one charging its "page" reading', () => {
    const rooms = hotels.flatMap((hotel) => hotel.rooms);
    expect(rooms.map((room) => room.id).sort()).toEqual([...roomIds].sort());
    for (const room of rooms) expect(room.activeReading).toBe('page');
  });

  it.each(roomIds)('prices %s with whole, positive amounts under every reading', (id) => {
    const room = getRoom(id);
    if (!room) throw new Error(`missing room ${id}`);
    expect(room.cardPrice).toBeGreaterThan(0);
    expect(isPaise(room.cardPrice)).toBe(true);
    expect(Object.keys(room.readings)).toContain(room.activeReading);
    for (const [name, rule] of Object.entries(room.readings)) {
      expect(isPaise(rule.breakfastPrice), `${id} › ${name} breakfast`).toBe(true);
      expect(isPaise(rule.lunchDinnerPrice), `${id} › ${name} lunch/dinner`).toBe(true);
      // Every party the site sells (1 to 6 adults in a room) gets a price, in whole paise.
      for (let adults = 1; adults <= 6; adults += 1) {
        const { rate } = quote(rule, { rooms: 1, adults });
        expect(rate, `${id} › ${name} › ${adults} adults`).toBeGreaterThan(0);
        expect(isPaise(rate)).toBe(true);
      }
    }
  });

  it('has the counts of SPEC §3', () => {
    for (const hotel of hotels) {
      expect(hotel.testimonials).toHaveLength(8);
      expect(hotel.carousel).toHaveLength(4);
      for (const room of hotel.rooms) expect(room.gallery).toHaveLength(4);
    }
    expect(banquet.testimonials).toHaveLength(4);
    expect(banquet.capacity).toBe(500);
    expect(banquet.openingHours).toEqual({
      days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
      opens: '08:00',
      closes: '23:00',
    });
    expect(banquet.categories.map((category) => category.events.length)).toEqual([10, 7, 6, 4, 3]);
    expect(site.tagline).toBe('Go Anywhere. Live Your Adventure.');
  });

  it('uses only clearly fictional contact data', () => {
    for (const property of properties) {
      expect(property.email).toMatch(/@example\.com$/);
      expect(property.phone).toMatch(/^0240 000 000\d$/);
    }
  });
});

describe('accessors', () => {
  it('find properties, rooms and a room’s hotel', () => {
    expect(getProperty('hotel-grand-imperial')?.name).toBe('Hotel Grand Imperial');
    expect(getProperty('nowhere')).toBeUndefined();
    const room = getRoom('akash-luxury-room');
    expect(room?.path).toBe('/AkashLuxuryroom');
    expect(room && hotelOf(room).id).toBe('hotel-akash-executive');
    expect(roomsOf('hotel-aagam-executive').map((r) => r.path)).toEqual([
      '/Singlebed',
      '/Doublebed',
      '/Familysuite',
      '/Luxuryroom',
    ]);
    expect(roomsOf('akash-banquet-hall')).toEqual([]);
  });

  it('give the active rule and the one shown price', () => {
    const familySuite = getRoom('aagam-family-suite');
    if (!familySuite) throw new Error('missing room');
    expect(activeRule(familySuite)).toBe(familySuite.readings.page);
    // The shown price is the active reading's rate for one adult.
    expect(shownPrice(familySuite)).toBe(
      quote(activeRule(familySuite), { rooms: 1, adults: 1 }).rate,
    );
  });

  it('give the tax in force: the law’s GST since 22 Sep 2025 (5% up to ₹7,500 a night, 18% above)', () => {
    expect(site.tax.active).toBe('gst-2025');
    expect(taxRule()).toEqual({
      kind: 'slabs',
      slabs: [{ upToNightlyRate: 750000, percent: 5 }, { percent: 18 }],
    });
  });

  it('tax meals apart from the room: 5%, or 18% in a hotel that is a specified premises', () => {
    expect(site.tax.presets['gst-2025']?.meals).toEqual({ percent: 5, specifiedPremises: 18 });
    for (const hotel of hotels) {
      expect(mealGstRate(hotel)).toBe(hotel.legal.specifiedPremises ? 18 : 5);
      const declared = { ...hotel, legal: { ...hotel.legal, specifiedPremises: true } };
      expect(mealGstRate(declared)).toBe(18);
      const notDeclared = { ...hotel, legal: { ...hotel.legal, specifiedPremises: false } };
      expect(mealGstRate(notDeclared)).toBe(5);
    }
    const room = getRoom('aagam-single-bed');
    if (!room) throw new Error('missing room');
    expect(pricingOptions(room)).toEqual({ tax: taxRule(), mealGstRate: 5 });
    // The source's preset leaves meals untaxed, as the source site did.
    expect(site.tax.presets['source-flat-18']?.meals).toEqual({ percent: 0, specifiedPremises: 0 });
  });

  it('price the worked example of SPEC §4 from a reading as the content writes it', () => {
    const selection = { rooms: 2, adults: 4, breakfasts: 2, lunchDinners: 1 };
    // With the source's flat 18%, still a preset: rate 4999, room cost 9998, GST 1799.64.
    const flat = site.tax.presets['source-flat-18']?.rule;
    if (!flat) throw new Error('the source-flat-18 preset is gone');
    expect(flat).toEqual({ kind: 'flat', percent: 18 });
    expect(quote(workedExampleReading, selection, { tax: flat }).total).toBe(1349764);
    // With the tax in force, a ₹4,999 room-night is in the 5% slab: GST 499.90; the meals
    // (₹1,700) carry their own 5%: ₹85.00.
    const statutory = quote(workedExampleReading, selection, { tax: taxRule(), mealGstRate: 5 });
    expect([statutory.gstRate, statutory.gst, statutory.mealGst, statutory.total]).toEqual([
      5, 49990, 8500, 1228290,
    ]);
  });
});

describe('"from" prices', () => {
  const thirtyNights = { adults: 2, from: '2026-11-27', nights: 30 };
  /** The engine's price of one night for this party, with the tax in force. */
  const oneNight = (room: Room, date: string, adults = 2) =>
    quote(activeRule(room), { rooms: 1, adults, nights: 1, checkIn: date }, { tax: taxRule() })
      .total;
  const room = (id: string) => {
    const found = getRoom(id);
    if (!found) throw new Error(`missing room ${id}`);
    return found;
  };

  it('give each room its cheapest of the 30 nights for 2 adults, as the engine prices one', () => {
    for (const hotel of hotels) {
      for (const each of hotel.rooms) {
        const from = fromPrice(each, thirtyNights);
        const dates = Array.from({ length: 30 }, (_, index) => addDays('2026-11-27', index));
        expect(from.adults).toBe(2);
        expect(from.amount).toBe(Math.min(...dates.map((date) => oneNight(each, date))));
        expect(from.amount).toBe(oneNight(each, from.date));
        expect(dates).toContain(from.date);
      }
    }
  });

  it('never take a Grand Imperial weekend night when a weekday is cheaper', () => {
    const luxury = room('grand-luxury-room');
    const nights = nightlyRates(
      activeRule(luxury),
      { from: thirtyNights.from, nights: 2, adults: 2 },
      { tax: taxRule() },
    );
    // The scan starts on a Friday: both first nights are weekend nights, dearer than a weekday.
    expect(nights.map((night) => night.adjustment)).toEqual(['Weekend', 'Weekend']);
    const from = fromPrice(luxury, thirtyNights);
    expect(from.date).toBe('2026-11-29');
    expect(from.amount).toBeLessThan(oneNight(luxury, '2026-11-27'));
  });

  it('price a room that sleeps one for one adult', () => {
    const single = { ...room('aagam-single-bed'), maxAdultsPerRoom: 1 };
    const from = fromPrice(single, thirtyNights);
    expect(from.adults).toBe(1);
    expect(from.amount).toBe(oneNight(single, from.date, 1));
    expect(from.amount).toBeLessThan(fromPrice(room('aagam-single-bed'), thirtyNights).amount);
  });

  it('give a hotel the cheapest of its rooms that sleep the party', () => {
    for (const hotel of hotels) {
      const prices = hotel.rooms.map((each) => fromPrice(each, thirtyNights).amount);
      const from = hotelFromPrice(hotel, thirtyNights);
      expect(from.amount).toBe(Math.min(...prices));
      expect(hotel.rooms.map((each) => each.id)).toContain(from.roomId);
    }
    const aagam = hotels.find((hotel) => hotel.id === 'hotel-aagam-executive');
    if (!aagam) throw new Error('missing hotel');
    // A cheaper room for one adult does not make the hotel's price for two.
    const forOne = { ...room('aagam-single-bed'), id: 'for-one', maxAdultsPerRoom: 1 };
    const withIt = { ...aagam, rooms: [forOne, ...aagam.rooms] };
    expect(fromPrice(forOne, thirtyNights).amount).toBeLessThan(
      hotelFromPrice(aagam, thirtyNights).amount,
    );
    expect(hotelFromPrice(withIt, thirtyNights)).toEqual(hotelFromPrice(aagam, thirtyNights));
  });
});

describe('routes()', () => {
  const all = routes();
  const byPath = new Map(all.map((route) => [pathKey(route.path), route]));

  it('covers every route of the source', () => {
    const missing = sourceRoutes.filter((path) => !byPath.has(pathKey(path)));
    expect(missing).toEqual([]);
  });

  it('says what each path renders', () => {
    expect(byPath.get('/grandsinglebed')).toMatchObject({
      kind: 'room',
      roomId: 'grand-single-bed',
    });
    expect(byPath.get('/hotel-aagam-executive')).toMatchObject({
      kind: 'hotel',
      propertyId: 'hotel-aagam-executive',
    });
    expect(byPath.get('/banquetbody')).toMatchObject({
      kind: 'banquet',
      variant: 'body',
      sitemap: false,
    });
    expect(byPath.get('/banquetheader')).toMatchObject({
      kind: 'piece',
      piece: 'header',
      propertyId: 'akash-banquet-hall',
    });
    expect(byPath.get('/akashcontactus')).toMatchObject({
      kind: 'contact',
      propertyId: 'hotel-akash-executive',
    });
    expect(byPath.get('/signlogin')).toMatchObject({ kind: 'signIn' });
  });

  // An old path leads to its page in the path's language; the admin screens are English only,
  // so an old path leads to them from every language.
  it.each([
    ['/admindashboard', '/admin'],
    ['/rooms/aagam-double-bed', '/Doublebed'],
    ['/mr/rooms/aagam-double-bed', '/mr/Doublebed'],
    ['/mr/admindashboard', '/admin'],
    ['/hi/viewbookings', '/admin/bookings'],
  ])('leads the old path %s to %s', (from, to) => {
    expect(byPath.get(from)).toMatchObject({ kind: 'redirect', to });
  });

  it('has no two paths that match case-insensitively', () => {
    expect(byPath.size).toBe(all.length);
  });
});

describe('adjustmentNameIn', () => {
  it('names an adjustment as the same reading names it in the language, else as it is', () => {
    expect(adjustmentNameIn('Weekend', 'mr')).toBe('शनिवार-रविवार');
    expect(adjustmentNameIn('Weekend', 'hi')).toBe('वीकेंड');
    expect(adjustmentNameIn('Weekend', 'en')).toBe('Weekend');
    // A name no reading has (a hotel an admin added, a season renamed since) stays as it is.
    expect(adjustmentNameIn('Navratri', 'hi')).toBe('Navratri');
  });
});
