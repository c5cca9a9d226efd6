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

/**
 * SPEC §4, in rupees: each room's card price, and under each of its readings the nightly rate
 * for 1 to 6 total adults, the breakfast price and the lunch/dinner price.
 */
type Reading = { rates: number[]; breakfast: number; lunchDinner: number };
const r = (rates: number[], breakfast: number, lunchDinner: number): Reading => ({
  rates,
  breakfast,
  lunchDinner,
});
const spec: Record<string, { card: number; readings: Record<string, Reading> }> = {
  'aagam-single-bed': {
    card: 1200,
    readings: { page: r([1200, 1500, 1800, 1800, 1800, 1800], 100, 800) },
  },
  'aagam-double-bed': {
    card: 1500,
    readings: { page: r([1500, 1500, 1800, 1800, 1800, 1800], 100, 800) },
  },
  'aagam-family-suite': {
    card: 2200,
    readings: {
      page: r([1500, 1500, 1800, 1800, 1800, 1800], 100, 800),
      'older-page': r([2000, 2200, 1800, 1800, 1800, 1800], 100, 800),
      card: r([2200, 2200, 2200, 2200, 2200, 2200], 100, 800),
    },
  },
  'aagam-luxury-room': {
    card: 1800,
    readings: { page: r([1800, 2200, 2600, 2600, 2600, 2600], 150, 1000) },
  },
  'grand-single-bed': {
    card: 1999,
    readings: { page: r([1999, 2299, 2599, 2899, 3199, 3499], 150, 750) },
  },
  'akash-single-bed': {
    card: 1999,
    readings: { page: r([1999, 2299, 2599, 2899, 3199, 3499], 150, 750) },
  },
  'grand-double-bed': {
    card: 2499,
    readings: {
      page: r([1500, 1800, 2100, 2400, 2700, 3000], 120, 850),
      card: r([2499, 2799, 3199, 3599, 3999, 4399], 150, 850),
    },
  },
  'akash-double-bed': {
    card: 2499,
    readings: {
      page: r([1500, 1800, 2100, 2400, 2700, 3000], 120, 850),
      card: r([2499, 2799, 3199, 3599, 3999, 4399], 150, 850),
    },
  },
  'grand-family-suite': {
    card: 2999,
    readings: { page: r([2999, 2999, 2999, 2999, 2999, 2999], 100, 800) },
  },
  'akash-family-suite': {
    card: 2999,
    readings: { page: r([2999, 2999, 2999, 2999, 2999, 2999], 100, 800) },
  },
  'grand-luxury-room': {
    card: 3499,
    readings: { page: r([3499, 3999, 4499, 4999, 5499, 5999], 250, 1200) },
  },
  'akash-luxury-room': {
    card: 3499,
    readings: { page: r([3499, 3999, 4499, 4999, 5499, 5999], 250, 1200) },
  },
};

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
    expect(rooms.map((room) => room.id).sort()).toEqual(Object.keys(spec).sort());
    for (const room of rooms) expect(room.activeReading).toBe('page');
  });

  it.each(Object.entries(spec))(
    'prices %s exactly as SPEC §4 under every reading',
    (id, expected) => {
      const room = getRoom(id);
      expect(room?.cardPrice).toBe(expected.card * 100);
      expect(Object.keys(room?.readings ?? {}).sort()).toEqual(
        Object.keys(expected.readings).sort(),
      );
      for (const [name, { rates, breakfast, lunchDinner }] of Object.entries(expected.readings)) {
        const rule = room?.readings[name];
        if (!rule) throw new Error(`${id} has no reading ${name}`);
        expect(rule.breakfastPrice).toBe(breakfast * 100);
        expect(rule.lunchDinnerPrice).toBe(lunchDinner * 100);
        rates.forEach((rupees, index) => {
          expect(quote(rule, { rooms: 1, adults: index + 1 }).rate).toBe(rupees * 100);
        });
      }
    },
  );

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
    expect(shownPrice(familySuite)).toBe(150000);
    expect(hotels.map((hotel) => priceRange(hotel))).toEqual([
      { min: 120000, max: 180000 },
      { min: 150000, max: 349900 },
      { min: 150000, max: 349900 },
    ]);
  });

  it('give the tax in force: the source’s flat 18% by default', () => {
    expect(taxRule()).toEqual({ kind: 'flat', percent: 18 });
  });

  it('price the worked example of SPEC §4 from the content', () => {
    const room = getRoom('akash-luxury-room');
    if (!room) throw new Error('missing room');
    const result = quote(
      activeRule(room),
      { rooms: 2, adults: 4, breakfasts: 2, lunchDinners: 1 },
      { tax: taxRule() },
    );
    expect(result.total).toBe(1349764);
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
