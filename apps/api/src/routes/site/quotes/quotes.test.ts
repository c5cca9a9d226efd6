import { activeRule, getRoom, hotels, pricingOptions } from '@hotel/content';
import { quote, type Selection } from '@hotel/pricing';
import { workedExampleFigures, workedExampleQuote } from '@hotel/test-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectFailure, expectFieldRefusal } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeEach(async () => {
  // 20:00 UTC on 22 Nov is already 23 Nov in India: "today" is the hotels' date.
  vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z'), toFake: ['Date'] });
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

const postQuote = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/quotes', payload: payload as object });

/** What @hotel/pricing charges for the selection, the same engine the room page runs. */
function enginePrice(roomId: string, selection: Selection) {
  const room = getRoom(roomId);
  if (!room) throw new Error(`no room ${roomId}`);
  return quote(activeRule(room), selection, pricingOptions(room));
}

describe('POST /api/quotes', () => {
  const selections = [
    { rooms: 1, adults: 1, breakfasts: 0, lunchDinners: 0 },
    { rooms: 1, adults: 2, breakfasts: 1, lunchDinners: 0 },
    // Two single-bed rooms sleep at most 4 adults (content: maxAdultsPerRoom).
    { rooms: 2, adults: 4, breakfasts: 4, lunchDinners: 3 },
  ];
  const allRooms = hotels.flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room })));

  it('covers all 12 rooms of the content', () => {
    expect(allRooms).toHaveLength(12);
  });

  it.each(allRooms)(
    'prices every selection of $room.id exactly as @hotel/pricing does',
    async ({ hotel, room }) => {
      for (const selection of selections) {
        const response = await postQuote({ roomId: room.id, ...selection });
        expect(response.statusCode).toBe(201);
        const expected = enginePrice(room.id, { ...selection, nights: 1 });
        expect(response.json()).toMatchObject({
          roomId: room.id,
          roomTitle: room.title,
          hotelId: hotel.id,
          hotelName: hotel.name,
          checkIn: null,
          checkOut: null,
          currency: 'INR',
          ...expected,
        });
      }
      const stay = { checkIn: dayInIndia(3), checkOut: dayInIndia(6) };
      const withDates = await postQuote({ roomId: room.id, rooms: 3, adults: 4, ...stay });
      expect(withDates.json().total).toBe(
        enginePrice(room.id, { rooms: 3, adults: 4, nights: 3, checkIn: stay.checkIn }).total,
      );
      expect(t.count('quotes')).toBe(selections.length + 1);
    },
  );

  it('prices the worked example with the GST in force: akash-luxury-room, 2 rooms, 4 adults → ₹12,282.90 (meals’ GST 5% apart)', async () => {
    const response = await postQuote({
      roomId: 'akash-luxury-room',
      rooms: 2,
      adults: 4,
      breakfasts: 2,
      lunchDinners: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ...workedExampleQuote,
      ...workedExampleFigures,
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      checkIn: null,
      checkOut: null,
      createdAt: '2026-11-22T20:00:00.000Z',
    });
  });

  it('prices the worked example with the GST in force: aagam-single-bed, 1 room, 2 adults, 1 breakfast → ₹1,680.00', async () => {
    const response = await postQuote({
      roomId: 'aagam-single-bed',
      rooms: 1,
      adults: 2,
      breakfasts: 1,
      lunchDinners: 0,
    });
    // ₹1,500 a night is in the 5% slab: GST ₹75 (₹270 under the source's flat 18%); breakfast
    // ₹100 with its own 5%, ₹5 (restaurant service; the source left meals untaxed).
    expect(response.json()).toMatchObject({
      rate: 150000,
      gstRate: 5,
      gst: 7500,
      mealGstRate: 5,
      mealGst: 500,
      total: 168000,
    });
  });

  it('takes the room page’s inputs as text and defaults meals to none', async () => {
    const response = await postQuote({ roomId: 'aagam-single-bed', rooms: '1', adults: '2' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ breakfasts: 0, lunchDinners: 0, total: 157500 });
  });

  it('charges each night of a stay: two nights double the room cost and its GST', async () => {
    const selection = { roomId: 'grand-double-bed', rooms: 1, adults: 2, breakfasts: 2 };
    const oneNight = (await postQuote(selection)).json();
    const twoNights = (
      await postQuote({ ...selection, checkIn: dayInIndia(0), checkOut: dayInIndia(2) })
    ).json();
    expect(twoNights).toMatchObject({
      checkIn: '2026-11-23',
      checkOut: '2026-11-25',
      nights: 2,
      rate: oneNight.rate,
      roomCost: 2 * oneNight.roomCost,
      gst: 2 * oneNight.gst,
      breakfastCost: oneNight.breakfastCost,
    });
    expect(twoNights.total).toBe(oneNight.total + oneNight.roomCost + oneNight.gst);
  });

  it('prices each night of a dated stay by its own rate: a Grand Imperial weekend', async () => {
    const response = await postQuote({
      roomId: 'grand-single-bed',
      rooms: 1,
      adults: 1,
      checkIn: '2026-12-03',
      checkOut: '2026-12-06',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    // Thursday at ₹1,999; Friday and Saturday 15% up, ₹2,298.85: ₹6,596.70; every night ≤ ₹7,500,
    // so GST 5%: ₹329.835 → ₹329.84.
    expect(created).toMatchObject({
      nights: 3,
      rate: 199900,
      roomCost: 659670,
      gst: 32984,
      total: 692654,
      nightly: [
        { date: '2026-12-03', rate: 199900, adjustment: null, gstRate: 5 },
        { date: '2026-12-04', rate: 229885, adjustment: 'Weekend', gstRate: 5 },
        { date: '2026-12-05', rate: 229885, adjustment: 'Weekend', gstRate: 5 },
      ],
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/quotes/${created.id}` });
    expect(read.json()).toEqual(created);
  });

  it('keeps the party’s children with the stay, unpriced, and refuses more than 6', async () => {
    const selection = { roomId: 'akash-luxury-room', rooms: 1, adults: 2 };
    const withChild = await postQuote({ ...selection, children: 1 });
    expect(withChild.statusCode, withChild.body).toBe(201);
    const without = (await postQuote(selection)).json();
    expect([withChild.json().children, without.children]).toEqual([1, 0]);
    expect(withChild.json().total).toBe(without.total);
    const read = await t.app.inject({ url: `/api/quotes/${withChild.json().id}` });
    expect(read.json().children).toBe(1);
    expectFieldRefusal(
      await postQuote({ ...selection, children: 7 }),
      'children',
      'Number of children can be at most 6.',
    );
  });

  it('stores every figure in paise, with GST in basis points', async () => {
    const { id } = (
      await postQuote({
        roomId: 'akash-luxury-room',
        rooms: 2,
        adults: 4,
        breakfasts: 2,
        lunchDinners: 1,
      })
    ).json();
    const sqlite = (t.app.db as unknown as { $client: import('better-sqlite3').Database }).$client;
    expect(sqlite.prepare('select * from quotes where id = ?').get(id)).toMatchObject({
      room_type_id: 'akash-luxury-room',
      rooms: 2,
      adults: 4,
      nights: 1,
      rate_paise: 499900,
      room_cost_paise: 999800,
      gst_rate_basis_points: 500,
      gst_paise: 49990,
      breakfast_cost_paise: 50000,
      lunch_dinner_cost_paise: 120000,
      meal_gst_rate_basis_points: 500,
      meal_gst_paise: 8500,
      total_paise: 1228290,
    });
  });

  it('gives every quote its own unguessable id', async () => {
    const selection = { roomId: 'aagam-double-bed', rooms: 1, adults: 1 };
    const ids = new Set<string>();
    for (let n = 0; n < 5; n += 1) ids.add((await postQuote(selection)).json().id);
    expect(ids.size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses an unknown room with a message on roomId', async () => {
    const response = await postQuote({ roomId: 'grand-penthouse', rooms: 1, adults: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      error: 'Bad Request',
      fields: { roomId: 'We could not find that room. Please choose one from a hotel page.' },
    });
    expect(t.count('quotes')).toBe(0);
  });

  it('refuses a stay longer than the engine prices with the booking limit, before the engine', async () => {
    const response = await postQuote({
      roomId: 'aagam-single-bed',
      rooms: 1,
      adults: 1,
      checkIn: dayInIndia(1),
      checkOut: dayInIndia(401),
    });
    expectFieldRefusal(
      response,
      'checkOut',
      'A stay can be at most 30 nights. Please contact the hotel for longer stays.',
    );
    expect(t.count('quotes')).toBe(0);
  });

  it('takes a stay at the edge of every booking limit (site.json › booking)', async () => {
    const edge = await postQuote({
      roomId: 'akash-luxury-room',
      rooms: 5,
      adults: 15,
      checkIn: dayInIndia(365),
      checkOut: dayInIndia(395),
    });
    expect(edge.statusCode, edge.body).toBe(201);
    const fewest = await postQuote({ roomId: 'aagam-single-bed', rooms: 2, adults: 2 });
    expect(fewest.statusCode, fewest.body).toBe(201);
  });

  it.each([
    [
      'more rooms than one booking may take',
      { roomId: 'akash-luxury-room', rooms: 6, adults: 6 },
      'rooms',
      'You can book at most 5 rooms at once. Please contact the hotel for more.',
    ],
    [
      'a check-in more than a year ahead',
      {
        roomId: 'akash-luxury-room',
        rooms: 1,
        adults: 1,
        checkIn: '2027-11-24',
        checkOut: '2027-11-25',
      },
      'checkIn',
      'Bookings open 365 days ahead: please choose a check-in on or before 2027-11-23.',
    ],
    [
      'a stay of 31 nights',
      {
        roomId: 'akash-luxury-room',
        rooms: 1,
        adults: 1,
        checkIn: '2026-12-01',
        checkOut: '2027-01-01',
      },
      'checkOut',
      'A stay can be at most 30 nights. Please contact the hotel for longer stays.',
    ],
    [
      'fewer adults than rooms',
      { roomId: 'akash-luxury-room', rooms: 3, adults: 2 },
      'adults',
      'Each room needs an adult: please choose at least 3 adults for 3 rooms.',
    ],
    [
      'more adults than a single room sleeps',
      { roomId: 'aagam-single-bed', rooms: 1, adults: 3 },
      'adults',
      'At most 2 adults can stay in one room, so 1 room takes at most 2 adults. Please add a room.',
    ],
    [
      'more adults than two family suites sleep',
      { roomId: 'grand-family-suite', rooms: 2, adults: 11 },
      'adults',
      'At most 5 adults can stay in one room, so 2 rooms take at most 10 adults. Please add a room.',
    ],
  ])(
    'refuses %s with a message naming the limit, storing nothing',
    async (_name, payload, field, message) => {
      const response = await postQuote(payload);
      expectFieldRefusal(response, field, message);
      expect(t.count('quotes')).toBe(0);
    },
  );

  const valid = { roomId: 'aagam-single-bed', rooms: 1, adults: 2 };
  it.each([
    [
      'rooms missing',
      { roomId: valid.roomId, adults: 2 },
      'rooms',
      'Number of rooms must be a number.',
    ],
    ['roomId missing', { rooms: 1, adults: 2 }, 'roomId', 'Please choose a room.'],
    [
      'rooms of the wrong type',
      { ...valid, rooms: true },
      'rooms',
      'Number of rooms must be a number.',
    ],
    [
      'adults as an object',
      { ...valid, adults: { n: 2 } },
      'adults',
      'Number of adults must be a number.',
    ],
    [
      'a NaN-ish string',
      { ...valid, adults: 'abc' },
      'adults',
      'Number of adults must be a number.',
    ],
    ['an empty string', { ...valid, rooms: '' }, 'rooms', 'Number of rooms must be a number.'],
    ['a fraction', { ...valid, adults: 1.5 }, 'adults', 'Number of adults must be a whole number.'],
    [
      'a negative meal count',
      { ...valid, breakfasts: -1 },
      'breakfasts',
      'Breakfast count must be at least 0.',
    ],
    ['zero rooms', { ...valid, rooms: 0 }, 'rooms', 'Number of rooms must be at least 1.'],
    ['too many rooms', { ...valid, rooms: 101 }, 'rooms', 'Number of rooms can be at most 100.'],
    [
      'a check-in in the past',
      { ...valid, checkIn: '2026-11-22', checkOut: '2026-11-24' },
      'checkIn',
      'Check-in cannot be in the past.',
    ],
    [
      'a check-out before check-in',
      { ...valid, checkIn: '2026-11-25', checkOut: '2026-11-24' },
      'checkOut',
      'Check-out must be after check-in.',
    ],
    [
      'a check-out on the check-in day',
      { ...valid, checkIn: '2026-11-25', checkOut: '2026-11-25' },
      'checkOut',
      'Check-out must be after check-in.',
    ],
    [
      'one date without the other',
      { ...valid, checkIn: '2026-11-25' },
      'checkOut',
      'Please give both check-in and check-out, or neither.',
    ],
    [
      'an impossible date',
      { ...valid, checkIn: '2026-11-31', checkOut: '2026-12-02' },
      'checkIn',
      'Check-in must be a date like 2026-12-31.',
    ],
    [
      'a total from the browser',
      { ...valid, total: 100 },
      '_',
      'Unexpected field: total. Prices are worked out by the server.',
    ],
    [
      'an amount from the browser',
      { ...valid, amount: 100 },
      '_',
      'Unexpected field: amount. Prices are worked out by the server.',
    ],
    [
      'a body that is not an object',
      [valid],
      '_',
      'Please send the room selection as a JSON object.',
    ],
  ])('refuses %s with a field message, storing nothing', async (_name, payload, field, message) => {
    const response = await postQuote(payload);
    expectFieldRefusal(response, field, message);
    expect(t.count('quotes')).toBe(0);
  });
});

describe('GET /api/quotes/:id', () => {
  it('answers the stored quote exactly as it was created', async () => {
    const created = await postQuote({
      roomId: 'grand-single-bed',
      rooms: 2,
      adults: 3,
      breakfasts: 3,
      lunchDinners: 2,
      checkIn: dayInIndia(10),
      checkOut: dayInIndia(12),
    });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const read = await t.app.inject({ method: 'GET', url: `/api/quotes/${created.json().id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created.json());
    expect(read.json()).toMatchObject({ nights: 2, createdAt: '2026-11-22T20:00:00.000Z' });
  });

  it('answers 404 in the error shape for an unknown id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/quotes/AAAAAAAAAAAAAAAAAAAAAA',
    });
    expectFailure(
      response,
      404,
      'NOT_FOUND',
      'We could not find that quote. Please price the stay again.',
    );
  });
});
