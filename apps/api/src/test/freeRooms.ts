import { expect } from 'vitest';
import type { TestApp } from './testApp.js';

/** The free rooms of a type a guest's search finds for a stay (GET /api/availability); 0 when none. */
export async function searchFree(
  t: TestApp,
  checkIn: string,
  checkOut: string,
  hotel = 'hotel-grand-imperial',
  type = 'single-bed',
): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/availability',
    query: { hotel, checkIn, checkOut, adults: '1' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().find((option: { type: string }) => option.type === type)?.freeRooms ?? 0;
}

/** The free rooms of a room type on each night of the price calendar, `from` to `to`. */
export async function calendarFree(
  t: TestApp,
  roomTypeId: string,
  from: string,
  to: string,
): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rooms/${roomTypeId}/calendar`,
    query: { from, to },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((night: { freeRooms: number }) => night.freeRooms);
}
