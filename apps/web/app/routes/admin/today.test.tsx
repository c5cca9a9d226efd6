import type { TodayBooking, TodayLists } from '@hotel/validators/responses';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAdmin, testStaff } from '../../test/accounts';
import { apiError, json, stubApi } from '../../test/adminApiStub';
import { renderAdminScreen, useCheckoutTestState } from '../../test/routeStub';
import * as page from './today';

const TODAY = '2026-11-20';
const GRAND = 'hotel-grand-imperial';
const hotels = [
  { _id: 'hotel-akash', name: 'Hotel Akash Executive', location: 'Jalna Road', description: '' },
  { _id: GRAND, name: 'Hotel Grand Imperial', location: 'CIDCO', description: '' },
];

const booking = (extra: Partial<TodayBooking>): TodayBooking => ({
  reference: 'DSH-7K3Q9P',
  guestName: 'Meera Joshi',
  rooms: [{ roomId: 1, roomNumber: '101' }],
  checkIn: TODAY,
  checkOut: '2026-11-22',
  nights: 2,
  status: 'confirmed',
  amount: 354000,
  due: false,
  actions: ['check-in', 'no-show'],
  ...extra,
});

const lists = (extra: Partial<TodayLists> = {}): TodayLists => ({
  hotelId: GRAND,
  date: TODAY,
  arrivals: [booking({ due: true, amount: 250000 })],
  departures: [
    booking({
      reference: 'DSH-LEAVES',
      guestName: 'Ravi Kulkarni',
      rooms: [{ roomId: 4, roomNumber: '201' }],
      checkIn: '2026-11-18',
      checkOut: TODAY,
      status: 'checked_in',
      actions: ['check-out'],
    }),
  ],
  inHouse: [],
  expectedNoShows: [],
  ...extra,
});

const renderPage = (search = '') => renderAdminScreen(page, '/admin/today', search);

describe('/admin/today', () => {
  useCheckoutTestState();

  it('shows the hotel’s four lists for today, each row with what it needs, and checks a guest out in place', async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(200, { user: testAdmin }),
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/admin/today': () => json(200, lists()),
      'POST /api/admin/bookings/DSH-LEAVES/check-out': () =>
        json(200, { reference: 'DSH-LEAVES', status: 'checked_out' }),
    });
    const user = renderPage(`?hotel=${GRAND}`);
    const arrivals = await screen.findByRole('region', { name: 'Arrivals (1)' });
    const read = api.calls.find((call) => call.url.pathname === '/api/admin/today');
    expect(Object.fromEntries(read?.url.searchParams ?? [])).toEqual({
      hotelId: GRAND,
      date: TODAY,
    });
    const [header, row] = within(arrivals).getAllByRole('row');
    expect(header?.textContent).toBe('BookingGuestRoomNightsAmountNeedsAction');
    expect(row).toHaveTextContent(
      'DSH-7K3Q9PMeera Joshi1012 nights₹2,500.00 dueCheck in or Mark no-show',
    );
    expect(
      within(arrivals).getByRole('button', { name: 'Check in booking DSH-7K3Q9P, room 101' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'In house (0)' })).toHaveTextContent(
      'No guests staying on.',
    );
    expect(screen.getByRole('region', { name: 'Expected no-shows (0)' })).toHaveTextContent(
      'No guest is overdue to arrive.',
    );

    const departures = screen.getByRole('region', { name: 'Departures (1)' });
    expect(departures).toHaveTextContent('₹3,540.00 paid');
    await user.click(
      within(departures).getByRole('button', { name: 'Check out booking DSH-LEAVES, room 201' }),
    );
    expect(await screen.findByText('Booking DSH-LEAVES is now checked out.')).toBeVisible();
    const [, left] = within(departures).getAllByRole('row');
    expect(left).toHaveTextContent('Checked out');
    expect(within(departures).queryByRole('button')).toBeNull();
  });

  it('asks before checking a guest into a room not cleaned yet, and checks in once confirmed', async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(200, { user: testStaff(GRAND) }),
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/admin/today': () => json(200, lists()),
      'POST /api/admin/bookings/DSH-7K3Q9P/check-in': ({ body }) =>
        (body as { acceptDirtyRoom?: boolean } | undefined)?.acceptDirtyRoom
          ? json(200, { reference: 'DSH-7K3Q9P', status: 'checked_in' })
          : apiError(409, 'DIRTY_ROOM', 'Room 101 is not cleaned yet. Check the guest in anyway?'),
    });
    const user = renderPage();
    expect(await screen.findByText('Hotel: Hotel Grand Imperial')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Hotel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check in booking DSH-7K3Q9P, room 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Room not cleaned yet' });
    expect(dialog).toHaveTextContent('Room 101 is not cleaned yet. Check the guest in anyway?');
    await user.click(within(dialog).getByRole('button', { name: 'Check in anyway' }));
    expect(await screen.findByText('Booking DSH-7K3Q9P is now checked in.')).toBeVisible();
    const sent = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent).toEqual([undefined, { acceptDirtyRoom: true }]);
  });

  it('reads another day from the date field', async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(200, { user: testAdmin }),
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/admin/today': ({ url }) =>
        json(200, lists({ date: url.searchParams.get('date') ?? TODAY })),
    });
    renderPage(`?hotel=${GRAND}&date=2026-11-25`);
    expect(await screen.findByLabelText('Date')).toHaveValue('2026-11-25');
    const read = api.calls.find((call) => call.url.pathname === '/api/admin/today');
    expect(read?.url.searchParams.get('date')).toBe('2026-11-25');
  });
});
