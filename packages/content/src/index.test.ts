import { quote } from '@hotel/pricing';
import { describe, expect, it } from 'vitest';
import {
  activeRule,
  banquet,
  getProperty,
  getRoom,
  hotelOf,
  hotels,
  pathKey,
  priceRange,
  properties,
  roomsOf,
  routes,
  shownPrice,
  site,
  taxRule,
} from './index.js';
import { rateReading } from './schema/rateRule.js';

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
const workedExampleReading = rateReading.parse({
  tiers: [
    { upToAdults: 1, rate: 3499 },
    { upToAdults: 2, rate: 3999 },
  ],
  beyond: { kind: 'perExtraAdult', surcharge: 500 },
  breakfastPrice: 250,
  lunchDinnerPrice: 1200,
});

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

  it('give the active rule, the one shown price and each hotel’s price range', () => {
    const familySuite = getRoom('aagam-family-suite');
    if (!familySuite) throw new Error('missing room');
    expect(activeRule(familySuite)).toBe(familySuite.readings.page);
    // The shown price is the active reading's rate for one adult; the range spans a hotel's.
    expect(shownPrice(familySuite)).toBe(
      quote(activeRule(familySuite), { rooms: 1, adults: 1 }).rate,
    );
    for (const hotel of hotels) {
      const shown = hotel.rooms.map(shownPrice);
      expect(priceRange(hotel)).toEqual({ min: Math.min(...shown), max: Math.max(...shown) });
    }
  });

  it('give the tax in force: the law’s GST since 22 Sep 2025 (5% up to ₹7,500 a night, 18% above)', () => {
    expect(site.tax.active).toBe('gst-2025');
    expect(taxRule()).toEqual({
      kind: 'slabs',
      slabs: [{ upToNightlyRate: 750000, percent: 5 }, { percent: 18 }],
    });
  });

  it('price the worked example of SPEC §4 from a reading as the content writes it', () => {
    const selection = { rooms: 2, adults: 4, breakfasts: 2, lunchDinners: 1 };
    // With the source's flat 18%, still a preset: rate 4999, room cost 9998, GST 1799.64.
    const flat = site.tax.presets['source-flat-18']?.rule;
    if (!flat) throw new Error('the source-flat-18 preset is gone');
    expect(flat).toEqual({ kind: 'flat', percent: 18 });
    expect(quote(workedExampleReading, selection, { tax: flat }).total).toBe(1349764);
    // With the tax in force, a ₹4,999 room-night is in the 5% slab: GST 499.90.
    const statutory = quote(workedExampleReading, selection, { tax: taxRule() });
    expect([statutory.gstRate, statutory.gst, statutory.total]).toEqual([5, 49990, 1219790]);
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
    expect(byPath.get('/admindashboard')).toMatchObject({ kind: 'redirect', to: '/admin' });
    expect(byPath.get('/rooms/aagam-double-bed')).toMatchObject({
      kind: 'redirect',
      to: '/Doublebed',
    });
    expect(byPath.get('/signlogin')).toMatchObject({ kind: 'signIn' });
  });

  it('has no two paths that match case-insensitively', () => {
    expect(byPath.size).toBe(all.length);
  });
});
