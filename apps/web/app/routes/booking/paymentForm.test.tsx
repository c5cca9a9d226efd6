import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberCustomer } from '../../lib/checkout';
import { fakeApi, json, pendingStatus, storedQuote, testOrder } from '../../test/fakeApi';
import { hrefOf } from '../../test/links';
import { renderBrowserPage, useCheckoutTestState } from '../../test/routeStub';
import * as page from './paymentForm';

const renderGateway = (search: string) => renderBrowserPage(page, '/paymentform', search);

const guest = { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' };
const opened = `?order=${testOrder.orderId}&quote=${storedQuote.id}`;
const back = `Went to /Payment?quote=${storedQuote.id}&order=${testOrder.orderId}`;

function gatewayApi(status = pendingStatus) {
  return fakeApi({
    [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
    [`GET /api/payments/orders/${testOrder.orderId}/status`]: () => json(200, status),
    'POST /api/payments/test/complete': (body) =>
      (body as { outcome: string }).outcome === 'success'
        ? json(200, {
            status: 'confirmed',
            paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae',
            bookingReference: 'DSH-7K3Q9P',
          })
        : json(200, {
            status: 'failed',
            description: (body as { declineReason: string }).declineReason,
            bookingReference: 'DSH-7K3Q9P',
          }),
  });
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number: string; expiry: string; cvv: string },
) {
  await user.type(screen.getByLabelText('Card Number'), card.number);
  await user.type(screen.getByLabelText('Expiry Date'), card.expiry);
  await user.type(screen.getByLabelText('CVV'), card.cvv);
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

useCheckoutTestState();

/** Each labelled field's accessible description (its hint, then its message). */
function expectDescriptions(descriptions: Record<string, string>) {
  for (const [label, description] of Object.entries(descriptions)) {
    expect(screen.getByLabelText(label), label).toHaveAccessibleDescription(description);
  }
}

describe('/paymentform, the test gateway', () => {
  it('opened without an order says there is nothing to pay', async () => {
    fakeApi({});
    renderGateway('');
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
    expect(hrefOf('Go to the payment page')).toBe('/Payment');
  });

  it('shows the order summary and the guest’s details from /Payment', async () => {
    rememberCustomer(storedQuote.id, guest);
    gatewayApi();
    renderGateway(opened);
    expect(await screen.findByRole('heading', { name: 'Booking Summary' })).toBeVisible();
    expect(screen.getByText(/Booking reference DSH-7K3Q9P\./)).toHaveTextContent(
      'Your room is held until 11:45 am.',
    );
    expect(screen.getByRole('button', { name: 'Pay ₹12,282.90' })).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Patil');
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@example.com');
  });

  it('shows every message of the source for empty fields', async () => {
    const api = gatewayApi();
    const user = renderGateway(opened);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹12,282.90' }));
    expectDescriptions({
      'Full Name': 'Full name is required',
      'Mobile Number': '10-digit mobile number Mobile number is required',
      'Email Address': 'Email is required',
      'Card Number': '16 digits Card number is required',
      'Expiry Date': 'MM/YY Expiry date is required',
      CVV: '3 or 4 digits CVV is required',
      'I accept the terms and conditions': 'You must accept the terms and conditions',
    });
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(api.sent('POST /api/payments/test/complete')).toEqual([]);
  });

  it('shows the format messages for malformed details and cards', async () => {
    gatewayApi();
    const user = renderGateway(opened);
    await screen.findByRole('button', { name: 'Pay ₹12,282.90' });
    await user.type(screen.getByLabelText('Full Name'), 'Asha');
    await user.type(screen.getByLabelText('Mobile Number'), '98765');
    await user.type(screen.getByLabelText('Email Address'), 'asha@');
    await fillCard(user, { number: '4111 1111 1111', expiry: '1230', cvv: '12' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expectDescriptions({
      'Mobile Number': '10-digit mobile number Mobile number must be 10 digits',
      'Email Address': 'Email is invalid',
      'Card Number': '16 digits Card number must be 16 digits',
      'Expiry Date': 'MM/YY Expiry date must be in MM/YY format',
      CVV: '3 or 4 digits CVV must be 3 or 4 digits',
    });
    expect(
      screen.getByLabelText('I accept the terms and conditions'),
    ).not.toHaveAccessibleDescription('You must accept the terms and conditions');
  });

  it('pays with a good card: only the outcome is sent, never the card, and /Payment follows', async () => {
    rememberCustomer(storedQuote.id, guest);
    const api = gatewayApi();
    const user = renderGateway(opened);
    await screen.findByRole('button', { name: 'Pay ₹12,282.90' });
    await fillCard(user, { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(await screen.findByText(back)).toBeVisible();
    const sent = api.sent('POST /api/payments/test/complete');
    expect(sent.map((call) => call.body)).toEqual([
      { orderId: testOrder.orderId, outcome: 'success' },
    ]);
    expect(JSON.stringify(api.calls)).not.toMatch(/4111|12\/30|"123"/);
  });

  it('a declining test card reports the bank’s reason', async () => {
    rememberCustomer(storedQuote.id, guest);
    const api = gatewayApi();
    const user = renderGateway(opened);
    await screen.findByRole('button', { name: 'Pay ₹12,282.90' });
    await fillCard(user, { number: '4000 0000 0000 9995', expiry: '01/27', cvv: '1234' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(await screen.findByText(back)).toBeVisible();
    expect(api.sent('POST /api/payments/test/complete')[0]?.body).toEqual({
      orderId: testOrder.orderId,
      outcome: 'decline',
      declineReason: 'Insufficient funds (test card)',
    });
  });

  it('refuses an expired card', async () => {
    rememberCustomer(storedQuote.id, guest);
    gatewayApi();
    const user = renderGateway(opened);
    await screen.findByRole('button', { name: 'Pay ₹12,282.90' });
    await fillCard(user, { number: '4111111111111111', expiry: '10/26', cvv: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(screen.getByLabelText('Expiry Date')).toHaveAccessibleDescription(
      'MM/YY This card has expired',
    );
  });

  it('a paid order cannot be paid again', async () => {
    gatewayApi({ status: 'confirmed', bookingReference: 'DSH-7K3Q9P', amount: 1228290 });
    renderGateway(opened);
    expect(await screen.findByText('This booking is already paid.')).toBeVisible();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(hrefOf('Back to the payment page')).toBe(
      `/Payment?quote=${storedQuote.id}&order=${testOrder.orderId}`,
    );
  });
});
