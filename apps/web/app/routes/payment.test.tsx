import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PaymentPage, { loader, PAY_FIRST, PAY_LATER } from './payment';

const loaderData = loader({
  request: new Request('http://site/Payment'),
  params: {},
  context: {},
} as Parameters<typeof loader>[0]);

function renderPayment(search: string) {
  const Stub = createRoutesStub([
    {
      path: '/Payment',
      Component: PaymentPage as never,
      HydrateFallback: () => null,
      loader: () => loaderData,
    },
    { path: '*', Component: () => <p>Another page</p> },
  ]);
  render(<Stub initialEntries={[`/Payment${search}`]} />);
  return userEvent.setup();
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

const selection =
  '?roomId=akash-luxury-room&rooms=2&adults=4&breakfasts=2&lunchDinners=1&checkIn=2026-12-01&checkOut=2026-12-02';

describe('/Payment', () => {
  it('without a selection says no room is selected, links the hotels and offers no pay button', async () => {
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

  it('summarises the selection with the total worked out from the room’s rule', async () => {
    renderPayment(selection);
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    const facts = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Room: 'Luxury Room',
      Hotel: 'Hotel Akash Executive',
      Nights: '1',
      Rooms: '2',
      Adults: '4',
      Breakfasts: '2',
      'Lunch/dinners': '1',
      'Total Amount': '₹13,497.64',
    });
    expect(facts.Dates).toMatch(/1 Dec 2026 to 2 Dec 2026/);
    expect(summary).toHaveTextContent('The amount is confirmed by the server on the next step.');
  });

  it('keeps the pay button unusable until the customer details are submitted', async () => {
    const user = renderPayment(selection);
    const pay = await screen.findByRole('button', { name: 'Pay ₹13,497.64' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    await user.click(pay);
    expect(screen.getByRole('alert')).toHaveTextContent(PAY_FIRST);
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveTextContent(PAY_LATER);
  });

  it('checks the details: all required, a 10-digit mobile and a real e-mail', async () => {
    const user = renderPayment(selection);
    await screen.findByRole('heading', { name: 'Customer Details' });
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      '10-digit mobile number',
    );
    await user.type(screen.getByLabelText('Mobile Number'), '98765');
    await user.type(screen.getByLabelText('Email Address'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Submit Details' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      '10-digit mobile number Mobile number must be 10 digits',
    );
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByRole('button', { name: 'Pay ₹13,497.64' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the customer information once submitted and enables the pay button', async () => {
    const user = renderPayment(selection);
    await screen.findByRole('heading', { name: 'Customer Details' });
    await user.type(screen.getByLabelText('Full Name'), 'Asha Patil');
    await user.type(screen.getByLabelText('Mobile Number'), '98765 43210');
    await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Details' }));

    const info = screen.getByRole('heading', { name: 'Customer Information' });
    expect(info).toHaveFocus();
    expect(screen.getByText('Asha Patil')).toBeVisible();
    expect(screen.getByText('9876543210')).toBeVisible();
    expect(screen.getByText('asha@example.com')).toBeVisible();

    const pay = screen.getByRole('button', { name: 'Pay ₹13,497.64' });
    expect(pay).not.toHaveAttribute('aria-disabled');
    await user.click(pay);
    expect(screen.getByRole('status')).toHaveTextContent(PAY_LATER);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a selection it cannot price, saying why', async () => {
    renderPayment('?roomId=aagam-single-bed&rooms=0&adults=1');
    expect(
      await screen.findByRole('heading', { name: 'This booking cannot be used' }),
    ).toBeVisible();
    expect(screen.getByText('Number of rooms must be at least 1.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Choose the room/ })).toHaveAttribute(
      'href',
      '/Singlebed',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('refuses a room it does not know', async () => {
    renderPayment('?roomId=penthouse&rooms=1&adults=1');
    expect(await screen.findByText('This link names a room we do not have.')).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
