import type { BookingDetail } from '@hotel/validators/responses';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paidBooking } from '../../test/bookingDetail';
import { inApp } from '../../test/dataRoutes';
import { fakeApi, json } from '../../test/fakeApi';
import { hrefOf } from '../../test/links';
import { renderRoute } from '../../test/routeStub';
import MyBookingPage, { clientAction, clientLoader, HydrateFallback } from './myBooking';

function renderPage(reference = 'DSH-7K3Q9P') {
  return renderRoute(
    { default: MyBookingPage, clientLoader, clientAction, HydrateFallback },
    '/my-bookings/:reference',
    { at: `/my-bookings/${reference}`, frame: inApp },
  );
}

const booking = paidBooking;

const cancelledBooking: BookingDetail = {
  ...booking,
  status: 'cancelled',
  cancellation: null,
  refund: { amount: 1228290, status: 'processed', lastError: null, reason: null },
  creditNote: { number: 'AK/CN/26-27/0001' },
};

const me = () => json(200, { user: null });

/** A definition list's terms and their values, in a region. */
const factsOf = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/my-bookings/:reference', () => {
  it('shows the booking, its invoice to download, and the refund before the guest cancels', async () => {
    let current = booking;
    const api = fakeApi({
      'GET /api/auth/me': me,
      'GET /api/bookings/DSH-7K3Q9P': () => json(200, current),
      'POST /api/bookings/DSH-7K3Q9P/cancel': () => {
        current = cancelledBooking;
        return json(200, {
          reference: 'DSH-7K3Q9P',
          status: 'cancelled',
          refund: { amount: 1228290, status: 'processed' },
          creditNote: { number: 'AK/CN/26-27/0001' },
        });
      },
    });
    const scrolled: Element[] = [];
    // jsdom lays nothing out: record what the page brings into view.
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const user = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Luxury Room, Hotel Akash Executive' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your booking');
    expect(
      screen.getByRole('link', { name: 'Download invoice AK/26-27/000001 (PDF)' }),
    ).toHaveAttribute('href', '/api/bookings/DSH-7K3Q9P/invoice.pdf');
    expect(screen.getByText(booking.cancellation?.policyText ?? '')).toBeVisible();
    expect(
      screen.getByText(
        'You get back ₹12,282.90 (everything you paid) if you cancel before 29 Nov 2026, 12:00 pm.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('button', { name: 'Yes, cancel my booking' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));

    expect(
      await screen.findByRole('link', { name: 'Download credit note AK/CN/26-27/0001 (PDF)' }),
    ).toHaveAttribute('href', '/api/bookings/DSH-7K3Q9P/credit-note.pdf');
    const facts = within(
      screen.getByRole('region', { name: 'Luxury Room, Hotel Akash Executive' }),
    );
    expect(facts.getByText('Cancelled')).toBeVisible();
    expect(facts.getByText('₹12,282.90, refunded to your card')).toBeVisible();
    // Said once the action's answer is handled (an effect after the page's update).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your booking is cancelled. ₹12,282.90 is on its way back to your card; the credit note is below and in your e-mail.',
      ),
    );
    // The answer, at the top of the page, is brought into view (on a phone it is far above), by an
    // effect after the render that shows it: wait for the scroll itself (under load it came later).
    await waitFor(() => expect(scrolled).toContain(screen.getByRole('status')));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(api.sent('POST /api/bookings/DSH-7K3Q9P/cancel')).toHaveLength(1);
  });

  it('is the confirmation: the stay with the hotel’s times, each night and the taxes as invoiced, what is included, the calendar file, and the way to the hotel', async () => {
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/bookings/DSH-7K3Q9P': () => json(200, booking),
    });
    renderPage();
    expect(
      await screen.findByText(
        'Your stay at Hotel Akash Executive is confirmed. Please quote DSH-7K3Q9P at the front desk.',
      ),
    ).toBeVisible();
    expect(
      factsOf(screen.getByRole('region', { name: 'Luxury Room, Hotel Akash Executive' })),
    ).toMatchObject({
      Status: 'Confirmed',
      Room: 'Luxury Room × 2',
      'Check-in': '1 Dec 2026, from 12:00 pm',
      'Check-out': '2 Dec 2026, by 11:00 am',
      Guests: '4 adults, 1 child',
    });
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/bookings/DSH-7K3Q9P/calendar.ics',
    );

    const price = screen.getByRole('region', { name: 'Price details' });
    const nights = within(price).getByRole('list', { name: 'Each night, for one room' });
    expect(
      within(nights)
        .getAllByRole('listitem')
        .map((night) => night.textContent),
    ).toEqual(['Tue, 1 Dec₹4,999.00']);
    expect(factsOf(price)).toEqual({
      'Room charges (2 rooms)': '₹9,998.00',
      'CGST @ 2.5%': '₹249.95',
      'SGST @ 2.5%': '₹249.95',
      'Breakfast × 2 at ₹250.00': '₹500.00',
      'Lunch/dinner × 1 at ₹1,200.00': '₹1,200.00',
      // The meals' own GST (5% on ₹1,700 = ₹85), halved as the invoice prints it.
      'CGST @ 2.5% on meals': '₹42.50',
      'SGST @ 2.5% on meals': '₹42.50',
      'Amount paid': '₹12,282.90',
    });
    const included = within(price).getByRole('list', { name: 'What’s included' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free Wifi', 'Room Service']);

    const way = screen.getByRole('region', { name: 'Getting there' });
    expect(way).toHaveTextContent(
      'Hotel Akash ExecutivePlot 0, Jalna Road, Chikalthana, Chhatrapati Sambhajinagar, Maharashtra 431006',
    );
    expect(hrefOf('Open in Google Maps', way)).toBe(booking.hotel?.mapUrl);
    expect(hrefOf('Call the hotel: 0240 000 0003', way)).toBe('tel:02400000003');
    expect(hrefOf('Message the hotel on WhatsApp', way)).toBe('https://wa.me/910000000003');
    expect(factsOf(way)).toEqual({
      'From the railway station': 'About 10 km, 30 minutes by taxi.',
      'From the airport': 'About 2 km, 5 minutes by taxi.',
    });
  });

  it('never says "Amount paid" or offers the calendar file for a booking whose payment failed', async () => {
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/bookings/DSH-7K3Q9P': () =>
        json(200, { ...booking, status: 'failed', invoice: null, cancellation: null }),
    });
    renderPage();
    const price = await screen.findByRole('region', { name: 'Price details' });
    expect(factsOf(price)).toMatchObject({ Total: '₹12,282.90' });
    expect(screen.queryByText('Amount paid')).toBeNull();
    expect(screen.queryByText(/is confirmed/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('says so when the API refuses the cancellation, and keeps the booking', async () => {
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/bookings/DSH-7K3Q9P': () => json(200, booking),
      'POST /api/bookings/DSH-7K3Q9P/cancel': () =>
        json(409, {
          statusCode: 409,
          code: 'CHECKED_IN',
          error: 'Conflict',
          message:
            'This booking can no longer be cancelled online: its check-in time has passed. Please contact the hotel.',
        }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your booking was not cancelled. This booking can no longer be cancelled online: its check-in time has passed. Please contact the hotel.',
    );
  });

  it('asks a signed-out visitor to sign in', async () => {
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/bookings/DSH-7K3Q9P': () =>
        json(401, {
          statusCode: 401,
          code: 'UNAUTHORIZED',
          error: 'Unauthorized',
          message: 'Please sign in.',
        }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see this booking' }),
    ).toBeVisible();
  });

  it('tells a guest a booking that is not theirs is not among theirs', async () => {
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/bookings/DSH-OTHERS': () =>
        json(404, {
          statusCode: 404,
          code: 'NOT_FOUND',
          error: 'Not Found',
          message: 'We could not find that booking.',
        }),
    });
    renderPage('DSH-OTHERS');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find that booking among yours.',
    );
    expect(hrefOf('All your bookings')).toBe('/my-bookings');
  });
});

describe('/my-bookings/:reference booked to pay at the hotel', () => {
  /** The same stay booked with nothing paid online (issue 28). */
  const payAtHotel: BookingDetail = {
    ...booking,
    paymentId: null,
    invoice: null,
    cancellation: booking.cancellation && { ...booking.cancellation, refundIfCancelledNow: 0 },
    payAtHotel: { amount: 1228290, releaseAt: '2026-12-01T12:30:00.000Z' },
  };

  it('says what is due at the hotel and by when to arrive, with no invoice until it is paid', async () => {
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/bookings/DSH-7K3Q9P': () => json(200, payAtHotel),
    });
    renderPage();

    const due = await screen.findByText('Pay at the hotel: ₹12,282.90');
    expect(due.parentElement).toHaveTextContent(
      'Pay at the hotel: ₹12,282.90 by cash, UPI or card at the front desk; the tax invoice is yours once paid. Please check in by 1 Dec 2026, 6:00 pm on your arrival day: a booking neither checked in nor paid by then is released.',
    );
    const facts = factsOf(
      screen.getByRole('region', { name: 'Luxury Room, Hotel Akash Executive' }),
    );
    expect(facts['Pay at the hotel']).toBe('₹12,282.90');
    expect(screen.queryByText('Amount paid')).toBeNull();
    expect(screen.queryByRole('link', { name: /Download invoice/ })).toBeNull();
    expect(screen.getByText('Nothing was paid, so cancelling costs nothing.')).toBeVisible();
  });
});
