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
      'GET /api/bookings/mine': () => json(200, [room(8, '402', 614145), room(7, '401', 614145)]),
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
      Rooms: '2 × Luxury Room, numbered at check-in',
      'Amount paid': '₹12,282.90',
    });
    expect(
      within(booking).getByRole('link', { name: 'Tax invoice (PDF) for DSH-7K3Q9P' }),
    ).toHaveAttribute('href', '/api/bookings/DSH-7K3Q9P/invoice.pdf');
    expect(
      within(booking).getByRole('link', { name: 'Cancel booking DSH-7K3Q9P' }),
    ).toHaveAttribute('href', '/my-bookings/DSH-7K3Q9P');
  });

  it('shows room numbers only once checked in, and never "Amount paid" for a payment that failed', async () => {
    const stayed = { ...room(9, '301', 300000), reference: 'DSH-STAYED', status: 'checked_in' };
    const failed = { ...room(10, '201', 315000), reference: 'DSH-FAILED', status: 'failed' };
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: guest }),
      'GET /api/bookings/mine': () => json(200, [stayed, failed]),
    });
    renderPage();
    const factsOf = async (reference: string) => {
      const heading = await screen.findByText(reference);
      const item = heading.closest('li');
      if (!item) throw new Error(reference);
      return Object.fromEntries(
        within(item)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    };
    expect(await factsOf('DSH-STAYED')).toMatchObject({ Room: '301', 'Amount paid': '₹3,000.00' });
    const notPaid = await factsOf('DSH-FAILED');
    expect(notPaid).toMatchObject({
      Room: '1 × Luxury Room, numbered at check-in',
      'Total, not paid': '₹3,150.00',
    });
    expect(notPaid).not.toHaveProperty('Amount paid');
  });

  it('says when there is nothing yet', async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: guest }),
      'GET /api/bookings/mine': () => json(200, []),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    // A guest who signed in by a texted code has no e-mail to send a password code to.
    expect(screen.queryByRole('button', { name: 'Set a password' })).toBeNull();
  });

  it('offers a guest with an e-mail address to set a password', async () => {
    const emailGuest = { ...guest, mobile: null, email: 'asha@example.com' };
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: emailGuest }),
      'GET /api/bookings/mine': () => json(200, []),
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Sign in with a password too' });
    expect(panel).toHaveTextContent('We e-mail a code to asha@example.com');
    expect(within(panel).getByRole('button', { name: 'Set a password' })).toBeVisible();
  });
});

describe('/my-bookings: a booking to pay at the hotel', () => {
  it('says what is due at the hotel instead of an amount paid, and offers no invoice yet', async () => {
    const due = { amount: 614145, releaseAt: '2026-11-29T12:30:00.000Z' };
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: guest }),
      'GET /api/bookings/mine': () =>
        json(200, [{ ...room(7, '401', 614145), paymentId: null, payAtHotel: due }]),
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
    expect(facts['Pay at the hotel']).toBe('₹6,141.45');
    expect(facts).not.toHaveProperty('Amount paid');
    expect(within(booking).queryByRole('link', { name: /Tax invoice/ })).toBeNull();
  });
});
