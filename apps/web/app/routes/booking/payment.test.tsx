import { renderIn } from '@hotel/i18n';
import { workedExampleSelection } from '@hotel/test-fixtures';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processingText } from '../../components/booking/PayMessage/PayMessage';
import { payFirst } from '../../components/booking/PayPanel/PayPanel';
import { rememberCustomer } from '../../lib/checkout';
import type { RazorpayOptions } from '../../lib/razorpayCheckout';
import { factsOf } from '../../test/facts';
import { fakeApi, json, storedQuote, testOrder } from '../../test/fakeApi';
import { hrefOf } from '../../test/links';
import { renderBrowserPage, useCheckoutTestState } from '../../test/routeStub';
import * as page from './payment';

const renderPayment = (search: string) => renderBrowserPage(page, '/Payment', search);

const guest = { fullName: 'Asha Patil', mobileNumber: '9876543210', email: 'asha@example.com' };
const quoteRoute = `GET /api/quotes/${storedQuote.id}`;
const statusRoute = `GET /api/payments/orders/${testOrder.orderId}/status`;

async function submitDetails(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Customer Details' });
  await user.type(screen.getByLabelText('Full Name'), guest.fullName);
  await user.type(screen.getByLabelText('Mobile Number'), '98765 43210');
  await user.type(screen.getByLabelText('Email Address'), guest.email);
  await user.click(screen.getByRole('button', { name: 'Submit Details' }));
}

useCheckoutTestState();
afterEach(() => {
  delete window.Razorpay;
});

describe('/Payment', () => {
  it('without a selection says no room is selected, links the hotels and offers no pay button', async () => {
    fakeApi({});
    renderPayment('');
    expect(await screen.findByRole('heading', { name: 'No room selected' })).toBeVisible();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/Hotel-Aagam-Executive',
      '/Hotel-Grand-Imperial',
      '/Hotel-Akash-Executive',
    ]);
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.queryByText('₹0.00')).toBeNull();
  });

  it('summarises the stored quote with the server’s figures', async () => {
    // A figure the browser could not have worked out: what shows is what the server stored.
    fakeApi({ [quoteRoute]: () => json(200, { ...storedQuote, total: 1219999 }) });
    renderPayment(`?quote=${storedQuote.id}`);
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    const facts = factsOf(summary);
    expect(facts).toMatchObject({
      Room: 'Luxury Room',
      Hotel: 'Hotel Akash Executive',
      Nights: '1',
      Rooms: '2',
      Adults: '4',
      Breakfasts: '2',
      'Lunch/dinners': '1',
      '₹4,999.00 a night × 2 rooms × 1 night': '₹9,998.00',
      'GST 5%': '₹499.90',
      'Breakfasts: 2 × ₹250.00': '₹500.00',
      'Lunch/dinners: 1 × ₹1,200.00': '₹1,200.00',
      // (₹500 + ₹1,200) × 5%: the meals' own GST, apart from the room's.
      'GST on meals 5%': '₹85.00',
      'Total Amount': '₹12,199.99',
    });
    expect(facts.Dates).toMatch(/1 Dec 2026 to 2 Dec 2026/);
    expect(hrefOf('Change this booking', summary)).toBe(
      '/AkashLuxuryroom?roomId=akash-luxury-room&rooms=2&adults=4&breakfasts=2&lunchDinners=1&checkIn=2026-12-01&checkOut=2026-12-02',
    );
  });

  it('shows the children the room page passed, and carries them back to change the booking', async () => {
    fakeApi({ [quoteRoute]: () => json(200, storedQuote) });
    renderPayment(`?quote=${storedQuote.id}&child=1`);
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.slice(terms.indexOf('Adults'), terms.indexOf('Adults') + 2)).toEqual([
      'Adults',
      'Children',
    ]);
    expect(within(summary).getByText('Children').nextElementSibling).toHaveTextContent('1');
    expect(hrefOf('Change this booking', summary)).toMatch(/&child=1$/);
  });

  it('states the hotel’s cancellation policy before the guest pays, and takes a GSTIN', async () => {
    fakeApi({ [quoteRoute]: () => json(200, storedQuote) });
    renderPayment(`?quote=${storedQuote.id}`);
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    expect(summary).toHaveTextContent(
      'Cancellation: Cancel at least 48 hours before check-in for a full refund; later, until check-in, for a 50% refund (check-in is 12:00 on the check-in day, India time). After check-in a booking cannot be cancelled.',
    );
    expect(screen.getByLabelText('GSTIN (for a business invoice)')).not.toBeRequired();
  });

  it('stores a selection that came in the URL as a quote and shows it by its id', async () => {
    const api = fakeApi({
      'POST /api/quotes': () => json(201, storedQuote),
      [quoteRoute]: () => json(200, storedQuote),
    });
    renderPayment(
      '?roomId=akash-luxury-room&rooms=2&adults=4&breakfasts=2&lunchDinners=1&checkIn=2026-12-01&checkOut=2026-12-02',
    );
    expect(await screen.findByRole('region', { name: 'Booking Summary' })).toBeVisible();
    expect(api.sent('POST /api/quotes')[0]?.body).toEqual(workedExampleSelection);
    expect(api.sent(quoteRoute)).toHaveLength(1);
  });

  it('says plainly when the quote is unknown', async () => {
    fakeApi({});
    renderPayment('?quote=nope');
    expect(
      await screen.findByText(
        'We could not find this booking. Please choose the room and price it again.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('refuses a selection it cannot price, saying why, without asking the server', async () => {
    const api = fakeApi({});
    renderPayment('?roomId=aagam-single-bed&rooms=0&adults=1');
    expect(
      await screen.findByRole('heading', { name: 'This booking cannot be used' }),
    ).toBeVisible();
    expect(screen.getByText('Number of rooms must be at least 1.')).toBeVisible();
    expect(hrefOf(/Choose the room/)).toBe('/Singlebed');
    expect(api.calls).toEqual([]);
  });

  it('keeps the pay button unusable until the customer details are submitted', async () => {
    const api = fakeApi({ [quoteRoute]: () => json(200, storedQuote) });
    const user = renderPayment(`?quote=${storedQuote.id}`);
    const pay = await screen.findByRole('button', { name: 'Pay ₹12,282.90' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    await user.click(pay);
    expect(screen.getByRole('alert')).toHaveTextContent(payFirst());
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(api.sent('POST /api/payments/orders')).toEqual([]);
  });

  it('checks the details with the source’s messages', async () => {
    fakeApi({ [quoteRoute]: () => json(200, storedQuote) });
    const user = renderPayment(`?quote=${storedQuote.id}`);
    await screen.findByRole('heading', { name: 'Customer Details' });
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      '10-digit mobile number',
    );
    await user.type(screen.getByLabelText('Mobile Number'), '98765');
    await user.type(screen.getByLabelText('Email Address'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Submit Details' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      '10-digit mobile number Mobile number must be 10 digits',
    );
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is invalid');
  });

  it('pays: the order asks for the quote (no amount) and the test gateway opens', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      [quoteRoute]: () => json(200, storedQuote),
      'POST /api/payments/orders': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = renderPayment(`?quote=${storedQuote.id}`);
    await submitDetails(user);
    expect(screen.getByRole('heading', { name: 'Customer Information' })).toHaveFocus();
    expect(screen.getByText('9876543210')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(screen.getByRole('button', { name: processingText() })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(api.sent('POST /api/payments/orders')[0]?.body).toEqual({
      quoteId: storedQuote.id,
      customer: guest,
    });
    answer(json(201, testOrder));
    expect(
      await screen.findByText(
        `Went to /paymentform?order=${testOrder.orderId}&quote=${storedQuote.id}`,
      ),
    ).toBeVisible();
  });

  it('back from the gateway after paying: on to the booking’s own page, its confirmation', async () => {
    rememberCustomer(storedQuote.id, guest);
    fakeApi({
      [quoteRoute]: () => json(200, storedQuote),
      [statusRoute]: () =>
        json(200, {
          status: 'confirmed',
          bookingReference: 'DSH-7K3Q9P',
          amount: 1228290,
          paymentId: 'pay_test_Q2l0x9dYb1vWm3Ae',
        }),
    });
    renderPayment(`?quote=${storedQuote.id}&order=${testOrder.orderId}`);
    expect(await screen.findByText('Went to /my-bookings/DSH-7K3Q9P')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('back from a declined card: the failure message, and the guest may pay again', async () => {
    rememberCustomer(storedQuote.id, guest);
    fakeApi({
      [quoteRoute]: () => json(200, storedQuote),
      [statusRoute]: () =>
        json(200, {
          status: 'failed',
          bookingReference: 'DSH-7K3Q9P',
          amount: 1228290,
          description: 'Insufficient funds (test card)',
        }),
    });
    renderPayment(`?quote=${storedQuote.id}&order=${testOrder.orderId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed! Error: Insufficient funds (test card)',
    );
    expect(screen.getByText('Asha Patil')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₹12,282.90' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('says when the room was taken meanwhile, with a way to choose other dates', async () => {
    rememberCustomer(storedQuote.id, guest);
    fakeApi({
      [quoteRoute]: () => json(200, storedQuote),
      'POST /api/payments/orders': () =>
        json(409, {
          statusCode: 409,
          code: 'SOLD_OUT',
          error: 'Conflict',
          message: 'Sorry, this room is no longer free for these dates.',
        }),
    });
    const user = renderPayment(`?quote=${storedQuote.id}`);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹12,282.90' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, this room is no longer free for these dates.');
    expect(hrefOf('Choose other dates', alert)).toEqual(
      expect.stringMatching(/^\/AkashLuxuryroom\?roomId=akash-luxury-room/),
    );
  });

  it('puts the server’s field messages back on the details form', async () => {
    rememberCustomer(storedQuote.id, { ...guest, email: 'asha@example' });
    fakeApi({
      [quoteRoute]: () => json(200, storedQuote),
      'POST /api/payments/orders': () =>
        json(400, {
          statusCode: 400,
          code: 'VALIDATION',
          error: 'Bad Request',
          message: 'Please correct the highlighted fields (body).',
          fields: { 'customer.email': 'Email is invalid' },
        }),
    });
    const user = renderPayment(`?quote=${storedQuote.id}`);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹12,282.90' }));
    expect(await screen.findByLabelText('Email Address')).toHaveAccessibleDescription(
      'Email is invalid',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Patil');
  });

  describe('with Razorpay', () => {
    const razorpayOrder = {
      ...testOrder,
      orderId: 'order_IluGWxBm9U8zJ8',
      provider: 'razorpay',
      keyId: 'rzp_test_1DP5mmOlF5G5ag',
    };

    function stubCheckout() {
      const opened: RazorpayOptions[] = [];
      const failedListeners: ((failure: { error: { description: string } }) => void)[] = [];
      window.Razorpay = class {
        constructor(options: RazorpayOptions) {
          opened.push(options);
        }
        open() {}
        on(_event: string, listener: (failure: { error: { description: string } }) => void) {
          failedListeners.push(listener);
        }
      } as never;
      return { opened, failedListeners };
    }

    it('opens the checkout with the server’s order and confirms through /api/payments/verify', async () => {
      rememberCustomer(storedQuote.id, guest);
      const checkout = stubCheckout();
      const api = fakeApi({
        [quoteRoute]: () => json(200, storedQuote),
        'POST /api/payments/orders': () => json(201, razorpayOrder),
        'POST /api/payments/verify': () =>
          json(200, {
            status: 'confirmed',
            paymentId: 'pay_29QQoUBi66xm2f',
            bookingReference: 'DSH-7K3Q9P',
          }),
        'GET /api/payments/orders/order_IluGWxBm9U8zJ8/status': () =>
          json(200, {
            status: 'confirmed',
            bookingReference: 'DSH-7K3Q9P',
            amount: 1228290,
            paymentId: 'pay_29QQoUBi66xm2f',
          }),
      });
      const user = renderPayment(`?quote=${storedQuote.id}`);
      await user.click(await screen.findByRole('button', { name: 'Pay ₹12,282.90' }));
      await vi.waitFor(() => expect(checkout.opened).toHaveLength(1), { timeout: 30_000 });
      const options = checkout.opened[0] as RazorpayOptions;
      expect(options).toMatchObject({
        key: 'rzp_test_1DP5mmOlF5G5ag',
        order_id: 'order_IluGWxBm9U8zJ8',
        amount: 1228290,
        currency: 'INR',
        prefill: { name: 'Asha Patil', email: 'asha@example.com', contact: '9876543210' },
        notes: {
          booking: 'DSH-7K3Q9P',
          guests: '4 adults in 2 rooms',
          meals: '2 breakfasts, 1 lunch/dinners',
        },
      });
      // Every method the Razorpay account allows (UPI, net banking, wallets, cards): no option
      // limits or hides one.
      expect(Object.keys(options)).not.toContain('method');
      expect(Object.keys(options)).not.toContain('config');

      checkout.failedListeners[0]?.({ error: { description: 'Your payment has been cancelled.' } });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment failed! Error: Your payment has been cancelled.',
      );

      const payment = {
        razorpay_order_id: 'order_IluGWxBm9U8zJ8',
        razorpay_payment_id: 'pay_29QQoUBi66xm2f',
        razorpay_signature: 'a'.repeat(64),
      };
      options.handler(payment);
      // Confirmed: on to the booking's own page.
      expect(await screen.findByText('Went to /my-bookings/DSH-7K3Q9P')).toBeVisible();
      expect(api.sent('POST /api/payments/verify')[0]?.body).toEqual(payment);
    });

    it('says so when the checkout script cannot load', async () => {
      rememberCustomer(storedQuote.id, guest);
      fakeApi({
        [quoteRoute]: () => json(200, storedQuote),
        'POST /api/payments/orders': () => json(201, razorpayOrder),
      });
      const user = renderPayment(`?quote=${storedQuote.id}`);
      await user.click(await screen.findByRole('button', { name: 'Pay ₹12,282.90' }));
      // happy-dom refuses to load scripts: the same error event a failed download fires.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment error: The payment window could not be loaded. Please check your connection and try again.',
      );
    });
  });
});

describe('/mr/Payment: paying in Marathi', () => {
  afterEach(() => renderIn('en'));

  it('summarises the quote, states the cancellation terms and keeps the guest on /mr pages', async () => {
    renderIn('mr');
    fakeApi({ [quoteRoute]: () => json(200, { ...storedQuote, total: 12_345_600 }) });
    renderBrowserPage(page, '/mr/Payment', `?quote=${storedQuote.id}`);
    const summary = await screen.findByRole('region', { name: 'बुकिंगचा सारांश' });
    const facts = factsOf(summary);
    expect(facts).toMatchObject({
      तारखा: '1 डिसें, 2026 ते 2 डिसें, 2026',
      '₹4,999.00 प्रति रात्र × 2 खोल्या × 1 रात्र': '₹9,998.00',
      'एकूण रक्कम': '₹1,23,456.00',
    });
    expect(summary.textContent).toContain(
      'रद्द करण्याच्या अटी: चेक-इनच्या किमान 48 तास आधी रद्द केल्यास पूर्ण रक्कम परत मिळेल',
    );
    expect(hrefOf('हे बुकिंग बदला', summary)).toMatch(/^\/mr\/AkashLuxuryroom\?/);
    expect(screen.getByRole('heading', { name: 'ग्राहकाचे तपशील' })).toBeVisible();
    expect(screen.getByRole('button', { name: '₹1,23,456.00 भरा' })).toBeVisible();
    expect(screen.getByText('पैसे भरण्यासाठी आधी तुमचे तपशील सादर करा.')).toBeVisible();
  });
});
