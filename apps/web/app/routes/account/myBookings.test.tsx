import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inApp } from '../../test/dataRoutes';
import { fakeApi, json } from '../../test/fakeApi';
import { buildTimeData, stubClientLoader } from '../../test/routeStub';
import MyBookingsPage, { clientLoader, HydrateFallback, loader } from './myBookings';

const loaderData = buildTimeData(loader, '/my-bookings');

function renderPage() {
  const Stub = createRoutesStub(
    inApp([
      {
        path: '/my-bookings',
        Component: MyBookingsPage as never,
        HydrateFallback,
        loader: stubClientLoader(clientLoader, loaderData),
      },
    ]),
  );
  render(<Stub initialEntries={['/my-bookings']} />);
}

const guest = { id: 3, username: null, email: null, mobile: '9876543210', role: 'guest' };
const room = (id: number, roomNumber: string, amount: number) => ({
  _id: id,
  reference: 'DSH-7K3Q9P',
  hotelId: 'hotel-akash-executive',
  hotelName: 'Hotel Akash Executive',
  roomType: 'luxury-room',
  roomTitle: 'Luxury Room',
  roomNumber,
  checkIn: '2026-11-29',
  checkOut: '2026-12-01',
  status: 'confirmed',
  amount,
  paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae',
  createdAt: '2026-11-20T06:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/my-bookings', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const api = fakeApi({ 'GET /api/auth/me': () => json(200, { user: null }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your bookings' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in / Sign Up' })).toBeVisible();
    expect(api.sent('GET /api/bookings/mine')).toEqual([]);
  });

  it('lists a guest’s booking once, its rooms together and their amounts added up', async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: guest }),
      'GET /api/bookings/mine': () => json(200, [room(8, '402', 609895), room(7, '401', 609895)]),
    });
    renderPage();
    const booking = await screen.findByRole('listitem', {
      name: 'Luxury Room, Hotel Akash Executive',
    });
    const facts = Object.fromEntries(
      within(booking)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Booking reference': 'DSH-7K3Q9P',
      Status: 'Confirmed',
      Dates: '29 Nov 2026 to 1 Dec 2026',
      Rooms: '402, 401',
      Amount: '₹12,197.90',
    });
    expect(
      within(booking).getByRole('link', { name: 'Tax invoice (PDF) for DSH-7K3Q9P' }),
    ).toHaveAttribute('href', '/api/bookings/DSH-7K3Q9P/invoice.pdf');
    expect(
      within(booking).getByRole('link', { name: 'Cancel booking DSH-7K3Q9P' }),
    ).toHaveAttribute('href', '/my-bookings/DSH-7K3Q9P');
  });

  it('says when there is nothing yet', async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: guest }),
      'GET /api/bookings/mine': () => json(200, []),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  });
});
