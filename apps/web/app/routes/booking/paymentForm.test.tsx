import { fireEvent, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type OrderStatus, rememberCustomer } from '../../lib/checkout';
import { UPI_POLL_MS } from '../../lib/testGateway';
import { loadValidators } from '../../lib/validators';
import { fakeApi, json, pendingStatus, storedQuote, testOrder } from '../../test/fakeApi';
import { hrefOf } from '../../test/links';
import { renderBrowserPage, useCheckoutTestState } from '../../test/routeStub';
import * as page from './paymentForm';

const renderGateway = (search: string) => renderBrowserPage(page, '/paymentform', search);

/** The consent checkbox's label: the source's words, with the privacy notice. */
const CONSENT = 'I accept the terms and conditions and have read the privacy notice';

const guest = { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' };
const opened = `?order=${testOrder.orderId}&quote=${storedQuote.id}`;
const back = `Went to /Payment?quote=${storedQuote.id}&order=${testOrder.orderId}`;

const confirmed = {
  status: 'confirmed',
  paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae',
  bookingReference: 'DSH-7K3Q9P',
} as const;

/** The API as the test gateway answers: a UPI ID's outcome as the server's README tables say. */
function gatewayApi(status: OrderStatus | (() => OrderStatus) = pendingStatus) {
  return fakeApi({
    [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
    [`GET /api/payments/orders/${testOrder.orderId}/status`]: () =>
      json(200, typeof status === 'function' ? status() : status),
    'POST /api/payments/test/webhook': () => json(200, confirmed),
    'POST /api/payments/test/complete': (body) => {
      const sent = body as { method?: string; vpa?: string; outcome?: string };
      if (sent.vpa === 'pending@razorpay') {
        return json(200, {
          status: 'pending',
          bookingReference: 'DSH-7K3Q9P',
          holdExpiresAt: pendingStatus.holdExpiresAt,
        });
      }
      if (sent.vpa === 'failure@razorpay') {
        return json(200, {
          status: 'failed',
          description: 'You may have cancelled the payment (test UPI ID).',
          bookingReference: 'DSH-7K3Q9P',
        });
      }
      return sent.vpa || sent.outcome === 'success'
        ? json(200, {
            status: 'confirmed',
            paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae',
            bookingReference: 'DSH-7K3Q9P',
          })
        : json(200, {
            status: 'failed',
            description:
              (body as { declineReason?: string }).declineReason ??
              'The payment was not completed at State Bank of India (test net banking).',
            bookingReference: 'DSH-7K3Q9P',
          });
    },
  });
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number: string; expiry: string; cvv: string },
) {
  await user.type(screen.getByLabelText('Card Number'), card.number);
  await user.type(screen.getByLabelText('Expiry Date'), card.expiry);
  await user.type(screen.getByLabelText('CVV'), card.cvv);
  await user.click(screen.getByLabelText(CONSENT));
}

useCheckoutTestState();

/** Each labelled field's accessible description (its hint, then its message). */
function expectDescriptions(descriptions: Record<string, string>) {
  for (const [label, description] of Object.entries(descriptions)) {
    expect(screen.getByLabelText(label), label).toHaveAccessibleDescription(description);
  }
}

/** The gateway opened with the guest's details remembered, UPI chosen with `vpa`, terms ticked. */
async function fillUpi(vpa: string, status?: OrderStatus | (() => OrderStatus)) {
  rememberCustomer(storedQuote.id, guest);
  const api = gatewayApi(status);
  const user = renderGateway(opened);
  await user.click(await screen.findByRole('radio', { name: 'UPI' }));
  await user.type(screen.getByLabelText('UPI ID'), vpa);
  await user.click(screen.getByLabelText(CONSENT));
  return { api, user };
}

/** Pays on a fake clock (the page's polling turns by hand) and waits for the UPI waiting panel. */
async function payOnFakeClock() {
  vi.useFakeTimers({
    now: new Date('2026-11-20T06:00:00Z'),
    toFake: ['Date', 'setTimeout', 'clearTimeout'],
  });
  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
  await vi.waitFor(
    () =>
      expect(
        screen.getByRole('heading', { name: 'Waiting for your UPI app to confirm…' }),
      ).toBeVisible(),
    { timeout: 30_000 },
  );
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
      [CONSENT]: 'You must accept the terms and conditions',
    });
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(api.sent('POST /api/payments/test/complete')).toEqual([]);
  });

  it('links the terms and the privacy notice from the consent checkbox, in a new tab that keeps the form', async () => {
    gatewayApi();
    renderGateway(opened);
    await screen.findByRole('button', { name: 'Pay ₹12,282.90' });
    const consent = screen.getByLabelText(CONSENT);
    const label = consent.closest('div')?.querySelector('label');
    if (!label) throw new Error('The consent checkbox has no label');
    const terms = within(label).getByRole('link', { name: 'terms and conditions' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(label).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByText(/The links open in a new tab/)).toBeVisible();
    // That following a link keeps the box and the form as they were, e2e/trust.e2e.ts checks in
    // Chromium (happy-dom lets a click on a link in a label tick the box, as no browser does).
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
    expect(screen.getByLabelText(CONSENT)).not.toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
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

  it('offers Card, UPI, Net banking and Wallet as one radio group, moved through with the arrow keys', async () => {
    gatewayApi();
    const user = renderGateway(opened);
    const group = await screen.findByRole('radiogroup', { name: 'Pay with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'card',
      'upi',
      'netbanking',
      'wallet',
    ]);
    expect(within(group).getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByLabelText('Card Number')).toBeVisible();
    await user.click(within(group).getByRole('radio', { name: 'Card' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(screen.getByLabelText('UPI ID')).toHaveAccessibleDescription(
      'name@bank, e.g. success@razorpay',
    );
    for (const hint of ['success@razorpay', 'failure@razorpay', 'pending@razorpay']) {
      expect(screen.getByText(hint)).toBeVisible();
    }
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Net banking' })).toBeChecked();
    expect(screen.getByLabelText('Bank')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Test mode: what the bank does' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Wallet' })).toBeChecked();
    expect(screen.queryByLabelText('Bank')).toBeNull();
    expect(screen.getByLabelText('Wallet provider')).toBeVisible();
    expect(
      screen.getByRole('radiogroup', { name: 'Test mode: what the wallet does' }),
    ).toBeVisible();
  });

  it('checks the UPI ID’s shape in the browser, with a message naming the field', async () => {
    rememberCustomer(storedQuote.id, guest);
    const api = gatewayApi();
    const user = renderGateway(opened);
    await user.click(await screen.findByRole('radio', { name: 'UPI' }));
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(screen.getByLabelText('UPI ID')).toHaveAccessibleDescription(
      'name@bank, e.g. success@razorpay UPI ID is required',
    );
    await user.type(screen.getByLabelText('UPI ID'), 'asha.patil');
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(screen.getByLabelText('UPI ID')).toHaveAccessibleDescription(
      'name@bank, e.g. success@razorpay UPI ID must look like name@bank, e.g. success@razorpay',
    );
    expect(screen.getByLabelText('UPI ID')).toHaveFocus();
    expect(api.sent('POST /api/payments/test/complete')).toEqual([]);
  });

  it('pays by UPI: the UPI ID goes to the gateway, and /Payment follows', async () => {
    const { api, user } = await fillUpi('success@razorpay');
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(await screen.findByText(back)).toBeVisible();
    expect(api.sent('POST /api/payments/test/complete').map((call) => call.body)).toEqual([
      { orderId: testOrder.orderId, method: 'upi', vpa: 'success@razorpay' },
    ]);
  });

  it.each([
    {
      method: 'Net banking',
      field: 'Bank',
      required: 'Please choose your bank',
      choice: 'State Bank of India',
      fails: 'Payment fails at the bank',
      sent: { method: 'netbanking', bank: 'SBIN', outcome: 'decline' },
    },
    {
      method: 'Wallet',
      field: 'Wallet provider',
      required: 'Please choose your wallet',
      choice: 'PhonePe',
      fails: 'Payment fails in the wallet',
      sent: { method: 'wallet', wallet: 'phonepe', outcome: 'decline' },
    },
  ])('pays by $method through the chosen one, with its test outcome', async (pay) => {
    rememberCustomer(storedQuote.id, guest);
    const api = gatewayApi();
    const user = renderGateway(opened);
    await user.click(await screen.findByRole('radio', { name: pay.method }));
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(screen.getByLabelText(pay.field)).toHaveAccessibleDescription(pay.required);
    await user.selectOptions(screen.getByLabelText(pay.field), pay.choice);
    await user.click(screen.getByRole('radio', { name: pay.fails }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(await screen.findByText(back)).toBeVisible();
    expect(api.sent('POST /api/payments/test/complete').map((call) => call.body)).toEqual([
      { orderId: testOrder.orderId, ...pay.sent },
    ]);
  });

  it('a UPI payment the app has not confirmed waits, reading the order’s status, until the webhook confirms it', async () => {
    let status: OrderStatus = pendingStatus;
    const { api } = await fillUpi('pending@razorpay', () => status);
    await loadValidators();
    await payOnFakeClock();
    expect(screen.getByText(/We sent a payment request to pending@razorpay/)).toHaveTextContent(
      'Your room is held until 11:45 am.',
    );
    const statusRoute = `GET /api/payments/orders/${testOrder.orderId}/status`;
    const polls = api.sent(statusRoute).length;
    await vi.advanceTimersByTimeAsync(UPI_POLL_MS);
    expect(api.sent(statusRoute)).toHaveLength(polls + 1);
    expect(
      screen.getByRole('heading', { name: 'Waiting for your UPI app to confirm…' }),
    ).toBeVisible();
    // Razorpay's (here the test gateway's) webhook confirms the payment on the server.
    status = { ...pendingStatus, status: 'confirmed', paymentId: confirmed.paymentId };
    await vi.advanceTimersByTimeAsync(UPI_POLL_MS);
    expect(api.sent(statusRoute)).toHaveLength(polls + 2);
    await vi.waitFor(() => expect(screen.getByText(back)).toBeVisible(), { timeout: 30_000 });
    expect(api.sent('POST /api/payments/test/webhook')).toEqual([]);
  });

  it('the test UPI app’s Approve calls the test gateway’s webhook, then /Payment follows', async () => {
    const { api, user } = await fillUpi('pending@razorpay');
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    await user.click(await screen.findByRole('button', { name: 'Approve in the test UPI app' }));
    expect(await screen.findByText(back)).toBeVisible();
    expect(api.sent('POST /api/payments/test/webhook').map((call) => call.body)).toEqual([
      { orderId: testOrder.orderId, outcome: 'success' },
    ]);
  });

  it('while waiting, a status it cannot read is said, and asked again at the next turn', async () => {
    let answer: () => Response = () => json(200, pendingStatus);
    const statusRoute = `GET /api/payments/orders/${testOrder.orderId}/status`;
    await fillUpi('pending@razorpay');
    await loadValidators();
    fakeApi({
      [`GET /api/quotes/${storedQuote.id}`]: () => json(200, storedQuote),
      [statusRoute]: () => answer(),
      'POST /api/payments/test/complete': () =>
        json(200, {
          status: 'pending',
          bookingReference: 'DSH-7K3Q9P',
          holdExpiresAt: pendingStatus.holdExpiresAt,
        }),
    });
    await payOnFakeClock();
    answer = () =>
      json(503, {
        statusCode: 503,
        code: 'UNAVAILABLE',
        error: 'Service Unavailable',
        message: 'The server is busy.',
      });
    await vi.advanceTimersByTimeAsync(UPI_POLL_MS);
    await vi.waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent('Payment error: The server is busy.'),
      { timeout: 30_000 },
    );
    expect(
      screen.getByRole('heading', { name: 'Waiting for your UPI app to confirm…' }),
    ).toBeVisible();
    answer = () => json(200, { ...pendingStatus, description: 'Declined in the UPI app.' });
    await vi.advanceTimersByTimeAsync(UPI_POLL_MS);
    await vi.waitFor(() => expect(screen.getByText(back)).toBeVisible(), { timeout: 30_000 });
  });
});
