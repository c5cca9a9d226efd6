import type { HousekeepingRoom } from '@hotel/validators/responses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAdmin, testStaff } from '../../test/accounts';
import { apiError, json, stubApi } from '../../test/adminApiStub';
import { renderAdminScreen } from '../../test/routeStub';
import * as page from './housekeeping';

const GRAND = 'hotel-grand-imperial';
const hotels = [
  { _id: 'hotel-akash', name: 'Hotel Akash Executive', location: 'Jalna Road', description: '' },
  { _id: GRAND, name: 'Hotel Grand Imperial', location: 'CIDCO', description: '' },
];
const room = (roomId: number, roomNumber: string, extra: Partial<HousekeepingRoom> = {}) => ({
  roomId,
  roomNumber,
  state: 'clean' as const,
  changedAt: null,
  changedBy: null,
  ...extra,
});

const renderPage = (search = '') => renderAdminScreen(page, '/admin/housekeeping', search);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/housekeeping', () => {
  it('lists the staff’s hotel’s rooms with their state, and sets one clean in one tap', async () => {
    const rooms = [
      room(1, '101', {
        state: 'dirty',
        changedAt: '2026-11-20T05:00:00.000Z',
        changedBy: null,
      }),
      room(2, '102'),
    ];
    const api = stubApi({
      'GET /api/auth/me': () => json(200, { user: testStaff(GRAND) }),
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/admin/housekeeping': () => json(200, rooms),
      'PUT /api/admin/rooms/1/housekeeping': ({ body }) => {
        const changed = room(1, '101', {
          state: (body as { state: 'clean' }).state,
          changedAt: '2026-11-20T06:00:00.000Z',
          changedBy: 'desk@example.com',
        });
        rooms[0] = changed;
        return json(200, changed);
      },
    });
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Housekeeping' });
    expect(screen.getByText('Hotel: Hotel Grand Imperial')).toBeVisible();
    const read = api.calls.find((call) => call.url.pathname === '/api/admin/housekeeping');
    expect(read?.url.searchParams.get('hotelId')).toBe(GRAND);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Room 101 Dirty');
    expect(first).toHaveTextContent('20 Nov 2026, 10:30 am, automatically');
    expect(second).toHaveTextContent('Room 102 Clean');
    const dirty = within(first as HTMLElement).getByRole('button', { name: 'Dirty for room 101' });
    expect(dirty).toHaveAttribute('aria-pressed', 'true');

    await user.click(
      within(first as HTMLElement).getByRole('button', { name: 'Clean for room 101' }),
    );
    expect(await screen.findByText('Room 101 is now clean.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { state: 'clean' },
    ]);
    const [after] = within(list).getAllByRole('listitem');
    expect(after).toHaveTextContent('Room 101 Clean');
    expect(after).toHaveTextContent('by desk@example.com');
    expect(
      within(after as HTMLElement).getByRole('button', { name: 'Clean for room 101' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('says plainly when a change is refused, and lets an admin choose the hotel', async () => {
    stubApi({
      'GET /api/auth/me': () => json(200, { user: testAdmin }),
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/admin/housekeeping': () => json(200, [room(1, '101')]),
      'PUT /api/admin/rooms/1/housekeeping': () =>
        apiError(404, 'NOT_FOUND', 'We could not find that room.'),
    });
    const user = renderPage(`?hotel=${GRAND}`);
    expect(await screen.findByRole('combobox', { name: 'Hotel' })).toHaveValue(GRAND);
    await user.click(await screen.findByRole('button', { name: 'Out of order for room 101' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Room 101 was not changed. We could not find that room.',
    );
  });
});
