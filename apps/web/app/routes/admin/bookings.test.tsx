import type { AdminBooking } from '@hotel/validators/responses';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAdmin, testStaff } from '../../test/accounts';
import { apiError, json, stubApi } from '../../test/adminApiStub';
import { factsOf } from '../../test/facts';
import { hrefOf } from '../../test/links';
import { stubClientAction, stubClientLoader } from '../../test/routeStub';
import BookingsPage, { clientAction, clientLoader, shouldRevalidate } from './bookings';

const confirmed: AdminBooking = {
  _id: 7,
  roomId: 40,
  roomNumber: '401',
  hotelId: 'hotel-akash-executive',
  hotelName: 'Hotel Akash Executive',
  checkIn: '2026-11-29',
  checkOut: '2026-12-01',
  status: 'confirmed',
  guest: { name: 'Asha Patil', email: 'asha@example.com', mobile: '9876543210' },
  amount: 609895,
  reference: 'DSH-7K3Q9P',
  createdAt: '2026-11-22T10:00:00.000Z',
  invoice: 'AK/26-27/000007',
  creditNote: null,
  refund: null,
  payment: { online: true, method: 'upi', reference: '313436009914' },
};

const pending: AdminBooking = {
  ...confirmed,
  _id: 8,
  roomId: 41,
  roomNumber: '',
  status: 'pending',
  guest: { name: 'Ravi Kulkarni', email: 'ravi@example.com', mobile: '9876500000' },
  amount: 187000,
  reference: 'DSH-AB12CD',
  invoice: null,
  payment: { online: true, method: null, reference: null },
};

const hotels = [
  {
    _id: 'hotel-akash-executive',
    name: 'Hotel Akash Executive',
    location: 'Jalna Road',
    description: 'A business hotel on Jalna Road.',
  },
];

const admin = testAdmin;

function LocationProbe() {
  return <p data-testid="location">{useLocation().search}</p>;
}

function renderPage(search = '') {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [
        {
          path: '/admin/bookings',
          Component: BookingsPage as never,
          loader: stubClientLoader(clientLoader),
          action: stubClientAction(clientAction),
          shouldRevalidate,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/admin/bookings${search}`]} />);
  return userEvent.setup();
}

const bookingItem = (line: string) => {
  const item = screen.getByRole('heading', { name: line }).closest('li');
  if (!item) throw new Error(`No booking ${line}`);
  return item;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/bookings', () => {
  it('lists each booked room with its line, guest, amount, status and reference', async () => {
    stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () => json(200, [confirmed, pending]),
    });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('2 bookings.');
    const first = bookingItem('Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01');
    expect(factsOf(first)).toMatchObject({
      Hotel: 'Hotel Akash Executive',
      Guest: 'Asha Patil',
      Email: 'asha@example.com',
      Mobile: '9876543210',
      Amount: '₹6,098.95',
      Status: 'Confirmed',
      Reference: 'DSH-7K3Q9P',
      Payment: 'Paid online by UPI, reference 313436009914',
    });
    // A row without a room number names the room by its id, as the source did.
    const second = bookingItem('Room: 41 | Check-in: 2026-11-29 | Check-out: 2026-12-01');
    expect(second).toHaveTextContent('₹1,870.00');
    // Not paid yet: no payment to show.
    expect(within(second).queryByText('Payment')).toBeNull();
    expect(within(second).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(
      within(first).getByRole('button', { name: 'Cancel booking DSH-7K3Q9P, room 401' }),
    ).toBeVisible();
  });

  it('shows how each paid booking was paid: online by its method, at the desk, due, or not yet said', async () => {
    const row = (id: number, payment: AdminBooking['payment'], status = confirmed.status) => ({
      ...confirmed,
      _id: id,
      roomNumber: String(id),
      status,
      payment,
    });
    stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () =>
        json(200, [
          row(501, { online: true, method: 'netbanking', reference: 'HDFC 0125836177' }),
          row(502, { online: true, method: 'wallet', reference: 'freecharge' }, 'cancelled'),
          row(503, { online: true, method: 'card', reference: 'Visa ending 1111' }, 'checked_in'),
          row(504, { online: false, method: 'cash', reference: 'slip 42' }),
          row(505, { online: false, method: 'unpaid', reference: null }),
          row(506, { online: true, method: null, reference: null }),
        ]),
    });
    renderPage();
    await screen.findByRole('status');
    const paymentFact = (room: number) => {
      const item = bookingItem(`Room: ${room} | Check-in: 2026-11-29 | Check-out: 2026-12-01`);
      const term = within(item)
        .getAllByRole('term')
        .find((candidate) => candidate.textContent === 'Payment');
      return term?.nextElementSibling?.textContent;
    };
    expect(paymentFact(501)).toBe('Paid online by net banking, reference HDFC 0125836177');
    expect(paymentFact(502)).toBe('Paid online by wallet, reference freecharge');
    expect(paymentFact(503)).toBe('Paid online by card, reference Visa ending 1111');
    expect(paymentFact(504)).toBe('Paid at the desk by cash, reference slip 42');
    expect(paymentFact(505)).toBe('Not paid yet: due at the hotel');
    expect(paymentFact(506)).toBe('Paid online; the payment provider has not said how yet');
  });

  it('sends the filters of the address to the API, and applying the form puts them in the address', async () => {
    const { calls } = stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () => json(200, []),
    });
    const user = renderPage('?status=confirmed&from=2026-11-01');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
    const first = calls.find((call) => call.url.pathname === '/api/bookings');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      status: 'confirmed',
      from: '2026-11-01',
      limit: '200',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');

    await screen.findByRole('option', { name: 'Hotel Akash Executive' });
    await user.selectOptions(screen.getByLabelText('Hotel'), 'hotel-akash-executive');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    // The address changes with the navigation the form starts: wait for it.
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent(
          '?hotel=hotel-akash-executive&from=2026-11-01&to=2026-11-30',
        ),
      { timeout: 30_000 },
    );
    await vi.waitFor(
      () =>
        expect(calls.at(-1)?.url.search).toBe(
          '?hotelId=hotel-akash-executive&from=2026-11-01&to=2026-11-30&limit=200',
        ),
      { timeout: 30_000 },
    );
  });

  it('shows the API’s message beside a bad filter', async () => {
    stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () =>
        apiError(400, 'VALIDATION', 'Please correct the highlighted fields (querystring).', {
          to: 'To must not be before From.',
        }),
    });
    renderPage('?from=2026-12-01&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the bookings.');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('To must not be before From.');
  });

  it('cancels a booking after a confirm step, with the policy’s refund or all of it', async () => {
    const { calls } = stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () => json(200, [confirmed]),
      'POST /api/bookings/DSH-7K3Q9P/cancel': () =>
        json(200, {
          reference: 'DSH-7K3Q9P',
          status: 'cancelled',
          refund: { amount: 609895, status: 'processed' },
          creditNote: { number: 'AK/CN/26-27/0003' },
        }),
    });
    const user = renderPage();
    const line = 'Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01';
    await screen.findByRole('heading', { name: line });
    expect(hrefOf('Tax invoice AK/26-27/000007')).toBe('/api/bookings/DSH-7K3Q9P/invoice.pdf');

    // Backing out of the confirm step cancels nothing.
    await user.click(screen.getByRole('button', { name: /^Cancel booking DSH-7K3Q9P/ }));
    expect(screen.getByRole('button', { name: 'Cancel, refund by the policy' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.getByRole('button', { name: /^Cancel booking DSH-7K3Q9P/ })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Cancel booking DSH-7K3Q9P/ }));
    expect(
      screen.getByRole('group', { name: /Cancel booking DSH-7K3Q9P \(every room of it/ }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel, refund everything' }));

    expect(await within(bookingItem(line)).findByText('Cancelled')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/bookings/DSH-7K3Q9P/cancel', { refund: 'full' }],
    ]);
    const item = bookingItem(line);
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(item).getByText('₹6,098.95 refunded')).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Credit note AK/CN/26-27/0003' })).toBeVisible();
    // Said once the action's answer is handled (an effect after the row's own update).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Booking DSH-7K3Q9P is cancelled, every room of it.',
      ),
    );
    expect(screen.getByRole('heading', { name: line })).toHaveFocus();
  });

  it('shows a refused refund with its reason, and sends it again', async () => {
    const failed = {
      ...confirmed,
      status: 'cancelled' as const,
      creditNote: 'AK/CN/26-27/0003',
      refund: {
        amount: 609895,
        status: 'failed' as const,
        lastError: 'Razorpay could not be reached: fetch failed',
        reason: null,
      },
    };
    const { calls } = stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () => json(200, [failed]),
      'POST /api/refunds/DSH-7K3Q9P/retry': () =>
        json(200, {
          reference: 'DSH-7K3Q9P',
          amount: 609895,
          status: 'pending',
          lastError: null,
          reason: null,
        }),
    });
    const user = renderPage();
    const line = 'Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01';
    await screen.findByRole('heading', { name: line });
    const item = bookingItem(line);
    expect(
      within(item).getByText('₹6,098.95 failed: Razorpay could not be reached: fetch failed'),
    ).toBeVisible();
    expect(
      within(item).getByRole('link', { name: 'Credit note AK/CN/26-27/0003' }),
    ).toHaveAttribute('href', '/api/bookings/DSH-7K3Q9P/credit-note.pdf');
    await user.click(within(item).getByRole('button', { name: 'Send the refund again' }));
    expect(await within(item).findByText('₹6,098.95 on its way')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(
      ['/api/refunds/DSH-7K3Q9P/retry'],
    );
  });

  it('shows a payment its booking could not take as a refund due, with why, and sends it', async () => {
    const reason =
      'Your hold on this room ended before the payment arrived and the room is no longer free; the payment will be refunded.';
    const late = {
      ...confirmed,
      status: 'expired' as const,
      invoice: null,
      refund: { amount: 609895, status: 'due' as const, lastError: null, reason },
    };
    stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () => json(200, [late]),
      'POST /api/refunds/DSH-7K3Q9P/retry': () =>
        json(200, {
          reference: 'DSH-7K3Q9P',
          amount: 609895,
          status: 'processed',
          lastError: null,
          reason,
        }),
    });
    const user = renderPage();
    const line = 'Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01';
    await screen.findByRole('heading', { name: line });
    const item = bookingItem(line);
    expect(within(item).getByText(`₹6,098.95 due, not sent yet: ${reason}`)).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Send the refund' }));
    expect(await within(item).findByText('₹6,098.95 refunded')).toBeVisible();
    expect(within(item).queryByRole('button', { name: /Send the refund/ })).toBeNull();
  });

  it('keeps the row and says why when the API refuses the cancellation', async () => {
    stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () => json(200, [confirmed]),
      'POST /api/bookings/DSH-7K3Q9P/cancel': () =>
        apiError(409, 'ALREADY_CANCELLED', 'This booking is already cancelled.'),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Cancel booking DSH-7K3Q9P/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel, refund by the policy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The booking was not cancelled. This booking is already cancelled.',
    );
    expect(
      within(bookingItem('Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01')).getByText(
        'Confirmed',
      ),
    ).toBeInTheDocument();
  });

  describe('stays at the desk', () => {
    beforeEach(() => {
      // 29 November 2026, 11:30 in India: the booking's check-in day.
      vi.useFakeTimers({ now: new Date('2026-11-29T06:00:00Z'), toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('checks a checked-in booking out and says the guest is invited to review the stay', async () => {
      stubApi({
        'GET /api/hotels': () => json(200, hotels),
        'GET /api/auth/me': () => json(200, { user: admin }),
        'GET /api/bookings': () => json(200, [{ ...confirmed, status: 'checked_in' }]),
        'POST /api/admin/bookings/DSH-7K3Q9P/check-out': () =>
          json(200, { reference: 'DSH-7K3Q9P', status: 'checked_out' }),
      });
      const user = renderPage();
      expect(await screen.findByRole('status')).toHaveTextContent('1 booking.');
      const item = bookingItem('Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01');
      await user.click(
        within(item).getByRole('button', { name: 'Check out booking DSH-7K3Q9P, room 401' }),
      );
      expect(await screen.findByText(/is checked out, every room of it\./)).toHaveTextContent(
        'Booking DSH-7K3Q9P is checked out, every room of it. The guest is invited to review the stay (by e-mail and text).',
      );
    });

    it('checks a confirmed booking in from its check-in date, then out; a refusal is said plainly', async () => {
      const early = {
        ...confirmed,
        _id: 9,
        reference: 'DSH-LATER1',
        checkIn: '2026-12-05',
        checkOut: '2026-12-06',
      };
      const { calls } = stubApi({
        'GET /api/hotels': () => json(200, hotels),
        'GET /api/auth/me': () => json(200, { user: admin }),
        'GET /api/bookings': () => json(200, [confirmed, early]),
        'POST /api/admin/bookings/DSH-7K3Q9P/check-in': () =>
          json(200, { reference: 'DSH-7K3Q9P', status: 'checked_in' }),
        'POST /api/admin/bookings/DSH-7K3Q9P/check-out': () =>
          apiError(
            409,
            'STAY_STATUS',
            'Booking DSH-7K3Q9P is checked out; only a checked in booking can be checked out.',
          ),
      });
      const user = renderPage();
      expect(await screen.findByRole('status')).toHaveTextContent('2 bookings.');
      const item = bookingItem('Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01');
      const later = bookingItem('Room: 401 | Check-in: 2026-12-05 | Check-out: 2026-12-06');
      // Before its check-in date a booking can be neither checked in nor a no-show.
      expect(within(later).queryByRole('button', { name: /^(Check in|No-show)/ })).toBeNull();
      expect(
        within(item).getByRole('button', { name: 'No-show booking DSH-7K3Q9P, room 401' }),
      ).toBeVisible();

      await user.click(
        within(item).getByRole('button', { name: 'Check in booking DSH-7K3Q9P, room 401' }),
      );
      expect(await within(item).findByText('Checked in')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Booking DSH-7K3Q9P is checked in, every room of it.',
      );
      expect(within(item).queryByRole('button', { name: /^Cancel booking/ })).toBeNull();
      expect(within(item).queryByRole('button', { name: /^No-show/ })).toBeNull();

      await user.click(
        within(item).getByRole('button', { name: 'Check out booking DSH-7K3Q9P, room 401' }),
      );
      expect(await within(item).findByRole('alert')).toHaveTextContent(
        'Booking DSH-7K3Q9P was not changed. Booking DSH-7K3Q9P is checked out; only a checked in booking can be checked out.',
      );
      expect(
        calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname),
      ).toEqual([
        '/api/admin/bookings/DSH-7K3Q9P/check-in',
        '/api/admin/bookings/DSH-7K3Q9P/check-out',
      ]);
    });
  });
});

describe('/admin/bookings for a hotel’s staff', () => {
  it('offers their own hotel only in the filter', async () => {
    const staff = testStaff('hotel-akash-executive');
    stubApi({
      'GET /api/auth/me': () => json(200, { user: staff }),
      'GET /api/hotels': () =>
        json(200, [
          ...hotels,
          {
            _id: 'hotel-grand-imperial',
            name: 'Hotel Grand Imperial',
            location: '',
            description: '',
          },
        ]),
      'GET /api/bookings': () => json(200, [confirmed]),
    });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('1 booking.');
    const hotel = screen.getByLabelText('Hotel');
    expect(
      within(hotel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Hotel Grand Imperial');
    expect(within(hotel).getByRole('option', { name: 'Hotel Akash Executive' })).toBeDefined();
  });

  it('shows a refund that is due without offering to send it: an administrator does', async () => {
    const reason = 'The room was taken before the payment arrived.';
    stubApi({
      'GET /api/auth/me': () => json(200, { user: testStaff('hotel-akash-executive') }),
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/bookings': () =>
        json(200, [
          {
            ...confirmed,
            status: 'expired' as const,
            invoice: null,
            refund: { amount: 609895, status: 'due' as const, lastError: null, reason },
          },
        ]),
    });
    renderPage();
    const line = 'Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01';
    await screen.findByRole('heading', { name: line });
    const item = bookingItem(line);
    expect(within(item).getByText(`₹6,098.95 due, not sent yet: ${reason}`)).toBeVisible();
    expect(within(item).queryByRole('button', { name: /Send the refund/ })).toBeNull();
  });
});

describe('/admin/bookings: a booking to pay at the hotel', () => {
  const unpaid: AdminBooking = {
    ...confirmed,
    invoice: null,
    payAtHotel: { amount: 609895, releaseAt: '2026-11-29T12:30:00.000Z' },
  };

  it('shows what is due and records the payment in one action, with its invoice', async () => {
    const { calls } = stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: testStaff('hotel-akash-executive') }),
      'GET /api/bookings': () => json(200, [unpaid]),
      'POST /api/admin/bookings/DSH-7K3Q9P/payment': () =>
        json(200, {
          reference: 'DSH-7K3Q9P',
          status: 'confirmed',
          paymentMethod: 'upi',
          paymentReference: 'UPI-4471',
          amount: 609895,
          invoice: { number: 'AK/26-27/000008' },
        }),
    });
    const user = renderPage();
    const item = await waitFor(() =>
      bookingItem('Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01'),
    );
    expect(item).toHaveTextContent(
      'Pay at the hotel: ₹6,098.95 (released at 29 Nov 2026, 6:00 pm unless checked in or paid)',
    );

    await user.selectOptions(within(item).getByLabelText('Paid by'), 'UPI');
    await user.type(within(item).getByLabelText('Payment reference (optional)'), 'UPI-4471');
    await user.click(
      within(item).getByRole('button', { name: 'Record payment for booking DSH-7K3Q9P' }),
    );

    expect(
      await within(item).findByText('Paid at the hotel: ₹6,098.95 by UPI (UPI-4471).'),
    ).toBeVisible();
    expect(hrefOf('Tax invoice AK/26-27/000008', item)).toBe(
      '/api/bookings/DSH-7K3Q9P/invoice.pdf',
    );
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/admin/bookings/DSH-7K3Q9P/payment', { method: 'upi', reference: 'UPI-4471' }],
    ]);
  });

  it('says why the desk could not record it', async () => {
    stubApi({
      'GET /api/hotels': () => json(200, hotels),
      'GET /api/auth/me': () => json(200, { user: admin }),
      'GET /api/bookings': () => json(200, [unpaid]),
      'POST /api/admin/bookings/DSH-7K3Q9P/payment': () =>
        apiError(
          409,
          'ALREADY_PAID',
          'Booking DSH-7K3Q9P is already paid by cash; nothing is due at the hotel.',
        ),
    });
    const user = renderPage();
    const item = await waitFor(() =>
      bookingItem('Room: 401 | Check-in: 2026-11-29 | Check-out: 2026-12-01'),
    );
    await user.click(
      within(item).getByRole('button', { name: 'Record payment for booking DSH-7K3Q9P' }),
    );
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'The payment was not recorded. Booking DSH-7K3Q9P is already paid by cash; nothing is due at the hotel.',
    );
  });
});
