import { dayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminPost, expectAccessible, fillSignIn } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

const AAGAM = 'hotel-aagam-executive';
const run = Date.now().toString(36);

/** A walk-in at Aagam Executive tonight, checked in: the guest the desk checks out today. */
async function stayingGuest(name: string): Promise<{ reference: string; roomNumber: string }> {
  const booked = await adminPost<{ reference: string; roomNumber: string }>('/api/admin/bookings', {
    roomId: 'aagam-family-suite',
    checkIn: dayInIndia(0),
    checkOut: dayInIndia(1),
    adults: 2,
    guest: { name, mobile: '9876543210' },
    payment: { method: 'cash' },
  });
  await adminPost(`/api/admin/bookings/${booked.reference}/check-in`, { acceptDirtyRoom: true });
  return booked;
}

describe('the desk’s day', () => {
  const browser = useBrowser();

  it('a hotel’s staff check a guest out from today’s lists on a phone; the room turns dirty on housekeeping and the grid, and is marked clean', async () => {
    const email = `desk.aagam.${run}@example.com`;
    const password = 'front desk password for aagam';
    await adminPost('/api/admin/staff', { email, password, hotelId: AAGAM });
    const guest = `Anita Deshpande ${run}`;
    const { reference, roomNumber } = await stayingGuest(guest);

    const guarded = await openPage(browser());
    const { page } = guarded;
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/admin/today');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await fillSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/admin/today');
    await page.getByRole('heading', { level: 1, name: 'Today at the desk' }).waitFor();
    await page.getByText('Hotel: Hotel Aagam Executive').waitFor();
    const inHouse = page.getByRole('region', { name: /^In house \(\d+\)$/ });
    const row = inHouse.getByRole('row').filter({ hasText: reference });
    await row.getByText(guest).waitFor();
    await expectAccessible(page);

    await row
      .getByRole('button', { name: `Check out booking ${reference}, room ${roomNumber}` })
      .click();
    await page.getByText(`Booking ${reference} is now checked out.`).waitFor();
    await row.getByText('Checked out').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);

    await gotoReady(page, '/admin/housekeeping');
    const room = page.getByRole('listitem').filter({ hasText: `Room ${roomNumber} ` });
    await room.getByText('Dirty', { exact: true }).waitFor();
    await expectAccessible(page);

    await gotoReady(page, '/admin/calendar');
    const grid = page.getByRole('grid', { name: /^Rooms of Hotel Aagam Executive by night/ });
    const header = grid.getByRole('rowheader', { name: new RegExp(`^${roomNumber}`) });
    expect(await header.textContent()).toBe(`${roomNumber}Housekeeping: Dirty`);

    await gotoReady(page, '/admin/housekeeping');
    await room.getByRole('button', { name: `Clean for room ${roomNumber}` }).click();
    await page.getByText(`Room ${roomNumber} is now clean.`).waitFor();
    await room.getByText('Clean', { exact: true }).waitFor();
    expect(
      await room
        .getByRole('button', { name: `Clean for room ${roomNumber}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expectAccessible(page);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
