import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookedRoom } from '../../test/bookingDetail';
import { inApp } from '../../test/dataRoutes';
import { factsOf } from '../../test/facts';
import { fakeApi, json } from '../../test/fakeApi';
import { buildTimeData, renderRoute } from '../../test/routeStub';
import MyBookingsPage, { clientLoader, HydrateFallback, loader } from './myBookings';

const loaderData = buildTimeData(loader, '/my-bookings');

function renderPage() {
  renderRoute({ default: MyBookingsPage, clientLoader, HydrateFallback }, '/my-bookings', {
    serverData: loaderData,
    frame: inApp,
  });
}

const guest = { id: 3, username: null, email: null, mobile: '9876543210', role: 'guest' };
const room = bookedRoom;

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
    const facts = factsOf(booking);
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
    const itemFacts = async (reference: string) => {
      const heading = await screen.findByText(reference);
      const item = heading.closest('li');
      if (!item) throw new Error(reference);
      return factsOf(item);
    };
    expect(await itemFacts('DSH-STAYED')).toMatchObject({
      Room: '301',
      'Amount paid': '₹3,000.00',
    });
    const notPaid = await itemFacts('DSH-FAILED');
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

describe('/my-bookings: the guest’s data', () => {
  const emailGuest = { ...guest, mobile: null, email: 'asha@example.com' };

  it('downloads the guest’s data as a file through a plain link', async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: emailGuest }),
      'GET /api/bookings/mine': () => json(200, []),
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Your data' });
    const download = within(panel).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
    expect(within(panel).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('deletes the account after a code sent to the guest’s address, then shows them signed out', async () => {
    let deleted = false;
    const api = fakeApi({
      'GET /api/auth/me': () => json(200, { user: deleted ? null : emailGuest }),
      'GET /api/bookings/mine': () => json(200, []),
      'POST /api/auth/code': () =>
        json(200, {
          message:
            'We have sent a 6-digit code. It works for 5 minutes. Please enter it to sign in.',
          expiresInSeconds: 300,
          resendInSeconds: 60,
        }),
      'DELETE /api/account': () => {
        deleted = true;
        return json(200, { message: 'Your account is deleted and you are signed out.' });
      },
    });
    renderPage();
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(panel).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('deleting cancels nothing');
    expect(
      within(dialog).getByRole('radio', { name: 'With a code sent to asha@example.com' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(api.sent('POST /api/auth/code')).toEqual([
      { route: 'POST /api/auth/code', body: { contact: 'asha@example.com' } },
    ]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We have sent a 6-digit code',
    );
    await user.type(within(dialog).getByLabelText('6-digit code'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(api.sent('DELETE /api/account')).toEqual([
      { route: 'DELETE /api/account', body: { code: '482913' } },
    ]);
    expect(
      await screen.findByText('Your account is deleted and you are signed out.'),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your bookings' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the API’s reason when a stay is still ahead, and a wrong password on its field', async () => {
    const ahead =
      'Your account still has a booking ahead: DSH-7K3Q9P (2026-11-29 to 2026-12-01). Please cancel it first.';
    let answer = json(409, {
      statusCode: 409,
      code: 'BOOKINGS_AHEAD',
      error: 'Conflict',
      message: ahead,
    });
    fakeApi({
      'GET /api/auth/me': () => json(200, { user: emailGuest }),
      'GET /api/bookings/mine': () => json(200, []),
      'DELETE /api/account': () => answer,
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('radio', { name: 'With my password' }));
    await user.type(within(dialog).getByLabelText('Password'), 'a long enough password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ahead);
    answer = json(400, {
      statusCode: 400,
      code: 'VALIDATION',
      error: 'Bad Request',
      message: 'Please correct the highlighted fields.',
      fields: { password: 'That password is not right.' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeVisible();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'That password is not right.',
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
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
    const facts = factsOf(booking);
    expect(facts['Pay at the hotel']).toBe('₹6,141.45');
    expect(facts).not.toHaveProperty('Amount paid');
    expect(within(booking).queryByRole('link', { name: /Tax invoice/ })).toBeNull();
  });
});
