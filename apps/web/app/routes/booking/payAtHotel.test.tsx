import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inApp } from '../../test/dataRoutes';
import {
  fakeApi,
  json,
  payAtHotelBooked,
  payAtHotelOffer,
  storedQuote,
  verifiedGuest,
} from '../../test/fakeApi';
import { renderBrowserPage, useCheckoutTestState } from '../../test/routeStub';
import * as page from './payment';

/**
 * /Payment's choice of how to pay: online now, or at the hotel where its content offers it for
 * the stay and the guest has verified a contact by code (issue 28).
 */
const renderPayment = () => renderBrowserPage(page, '/Payment', `?quote=${storedQuote.id}`, inApp);

const offerRoute = 'GET /api/payments/pay-at-hotel';

async function submitDetails(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Customer Details' });
  await user.type(screen.getByLabelText('Full Name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit Details' }));
}

useCheckoutTestState();

describe('/Payment: pay at the hotel', () => {
  it('offers it to a verified guest, books with nothing to pay now, and goes on to the booking', async () => {
    const api = fakeApi({
      'GET /api/auth/me': () => json(200, { user: verifiedGuest }),
      [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
      [offerRoute]: () => json(200, payAtHotelOffer),
      'POST /api/payments/orders': payAtHotelBooked,
    });
    const user = renderPayment();

    const choice = await screen.findByRole('radio', { name: 'Pay at the hotel' });
    expect(
      screen.getByRole('radio', { name: 'Pay now online (UPI, cards, net banking)' }),
    ).toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      '₹0 now. Pay ₹12,282.90 at the hotel by cash, UPI or card. Please check in by 1 Dec 2026, 6:00 pm on your arrival day, or the room is released.',
    );
    await user.click(choice);
    // The verified mobile fills the form.
    await submitDetails(user);
    expect(screen.getByText('9876543210')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book now, pay ₹12,282.90 at the hotel' }));

    expect(await screen.findByText('Went to /my-bookings/DSH-7K3Q9P')).toBeVisible();
    expect(api.sent('POST /api/payments/orders')[0]?.body).toEqual({
      quoteId: storedQuote.id,
      customer: { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' },
      paymentMethod: 'pay_at_hotel',
    });
  });

  it('asks a guest who has not verified a contact to verify one by code, and pays online meanwhile', async () => {
    const api = fakeApi({
      'GET /api/auth/me': () => json(200, { user: null }),
      [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
      [offerRoute]: () =>
        json(200, {
          ...payAtHotelOffer,
          offered: false,
          code: 'VERIFY_CONTACT',
          message:
            'Please verify your mobile number or e-mail address with a one-time code first: a booking paid at the hotel is held only for a guest we can reach.',
          verified: { mobile: null, email: null },
        }),
    });
    renderPayment();

    expect(
      await screen.findByText(
        'Pay at the hotel (₹0 now): Please verify your mobile number or e-mail address with a one-time code first: a booking paid at the hotel is held only for a guest we can reach.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Verify by code to pay at the hotel' }),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Pay at the hotel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay ₹12,282.90' })).toBeVisible();
    expect(api.sent(offerRoute)).toHaveLength(1);
  });

  it('says why a stay cannot be paid at the hotel', async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: verifiedGuest }),
      [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
      [offerRoute]: () =>
        json(200, {
          ...payAtHotelOffer,
          offered: false,
          code: 'TOO_LONG',
          message:
            'Pay at hotel is open for stays of up to 3 nights; this stay is 4 nights. Please pay online to book it.',
        }),
    });
    renderPayment();

    expect(
      await screen.findByText(
        'Pay at the hotel is not available: Pay at hotel is open for stays of up to 3 nights; this stay is 4 nights. Please pay online to book it.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Pay at the hotel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Verify by code/ })).toBeNull();
  });
});
