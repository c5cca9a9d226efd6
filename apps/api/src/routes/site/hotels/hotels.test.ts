import { describe, expect, it } from 'vitest';
import { hotels } from '../../../db/schema.js';
import { adminCookie, appForEachTest, guestCookie } from '../../../test/testApp.js';

const app = appForEachTest();

describe('GET /api/hotels', () => {
  it('lists the content’s three hotels in the source’s shape', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        _id: 'hotel-aagam-executive',
        name: 'Hotel Aagam Executive',
        location: 'Near the Railway Station, Chhatrapati Sambhajinagar',
        description: expect.any(String),
      },
      expect.objectContaining({ _id: 'hotel-grand-imperial', name: 'Hotel Grand Imperial' }),
      expect.objectContaining({ _id: 'hotel-akash-executive', name: 'Hotel Akash Executive' }),
    ]);
  });

  it('keeps hotels made in the same millisecond in the order they were written', async () => {
    const at = '2026-11-27T10:00:00.000Z';
    const made = ['hotel-zeta', 'hotel-alpha'].map((id) => ({
      id,
      name: id,
      location: 'Cidco, Chhatrapati Sambhajinagar',
      source: 'admin' as const,
      createdAt: at,
    }));
    app.t.app.db.insert(hotels).values(made).run();
    const response = await app.t.app.inject({ method: 'GET', url: '/api/hotels' });
    const ids: string[] = response.json().map((hotel: { _id: string }) => hotel._id);
    expect(ids.filter((id) => id === 'hotel-zeta' || id === 'hotel-alpha')).toEqual([
      'hotel-zeta',
      'hotel-alpha',
    ]);
  });
});

describe('POST /api/hotels', () => {
  const addHotel = (payload: object, cookie?: string) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: cookie ? { cookie } : {},
      payload,
    });
  const hotel = {
    name: 'Hotel Sunrise Inn',
    location: 'Cidco, Chhatrapati Sambhajinagar',
    description: 'A new inn.',
  };

  it('adds a hotel for an admin, listed afterwards', async () => {
    const cookie = await adminCookie(app.t.app);
    const response = await addHotel(hotel, cookie);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject(hotel);
    expect(created._id).toMatch(/^hotel-sunrise-inn-[0-9a-f]{6}$/);
    const list = await app.t.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(list.json()).toContainEqual({ _id: created._id, ...hotel });
  });

  it('refuses a visitor without a session (401) and a guest (403), storing nothing', async () => {
    const anonymous = await addHotel(hotel);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      error: 'Unauthorized',
    });
    const cookie = await guestCookie(app.t.app);
    const guest = await addHotel(hotel, cookie);
    expect(guest.statusCode).toBe(403);
    expect(guest.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(app.t.count('hotels')).toBe(3);
  });

  it('names each bad field, and stores nothing', async () => {
    const cookie = await adminCookie(app.t.app);
    const response = await addHotel({ name: '', location: 42 }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      error: 'Bad Request',
      fields: { name: 'Please enter the hotel’s name.', location: 'Please enter the location.' },
    });
    expect(app.t.count('hotels')).toBe(3);
  });
});
