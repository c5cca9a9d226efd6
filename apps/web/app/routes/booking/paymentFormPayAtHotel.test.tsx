import type { PayAtHotelOffer } from '@hotel/validators/responses';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberCustomer } from '../../lib/checkout';
import { inApp } from '../../test/dataRoutes';
import {
  fakeApi,
  json,
  payAtHotelBooked,
  payAtHotelOffer,
  pendingStatus,
  storedQuote,
  testOrder,
  verifiedGuest,
} from '../../test/fakeApi';
import { renderBrowserPage, useCheckoutTestState } from '../../test/routeStub';
import * as page from './paymentForm';

/**
 * The test gateway (/paymentform) offers "Pay at hotel" beside card, UPI and net banking when
 * the hotel offers it for the guest and the stay, and says why not otherwise (issue 28).
 */
const renderGateway = () =>
  renderBrowserPage(
    page,
    '/paymentform',
    `?order=${testOrder.orderId}&quote=${storedQuote.id}`,
    inApp,
  );

const guest = { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' };

function gatewayApi(offer: PayAtHotelOffer) {
  return fakeApi({
    'GET /api/auth/me': () => json(200, { user: verifiedGuest }),
    [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
    [`GET /api/payments/orders/${testOrder.orderId}/status`]: () => json(200, pendingStatus),
    'GET /api/payments/pay-at-hotel': () => json(200, offer),
    'POST /api/payments/orders': payAtHotelBooked,
  });
}

useCheckoutTestState();

describe('/paymentform: pay at hotel', () => {
  it('books the held order to pay at the hotel and goes on to the booking', async () => {
    rememberCustomer(storedQuote.id, guest);
    const api = gatewayApi(payAtHotelOffer);
    const user = renderGateway();

    await user.click(await screen.findByRole('radio', { name: 'Pay at hotel' }));
    expect(
      screen.getByText(
        '₹0 now. Pay ₹12,282.90 at the hotel by cash, UPI or card. Please check in by 1 Dec 2026, 6:00 pm on your arrival day, or the room is released.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    await user.click(screen.getByLabelText(/^I accept the terms and conditions/));
    await user.click(screen.getByRole('button', { name: 'Book now, pay ₹12,282.90 at the hotel' }));

    expect(await screen.findByText('Went to /my-bookings/DSH-7K3Q9P')).toBeVisible();
    expect(api.sent('POST /api/payments/orders')[0]?.body).toEqual({
      quoteId: storedQuote.id,
      customer: guest,
      paymentMethod: 'pay_at_hotel',
    });
    expect(api.sent('POST /api/payments/test/complete')).toEqual([]);
  });

  it('says why pay at hotel is not offered, and keeps the card', async () => {
    gatewayApi({
      ...payAtHotelOffer,
      offered: false,
      code: 'PEAK_DATES',
      message:
        'Pay at hotel is not open on Hotel Grand Imperial’s peak dates (Diwali: 2027-10-31). Please pay online to book these nights.',
    });
    renderGateway();

    expect(
      await screen.findByText(
        'Pay at hotel is not available: Pay at hotel is not open on Hotel Grand Imperial’s peak dates (Diwali: 2027-10-31). Please pay online to book these nights.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Pay at hotel' })).toBeNull();
    expect(screen.getByLabelText('Card Number')).toBeVisible();
  });
});
