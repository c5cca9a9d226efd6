import { dayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminGet, adminPost, expectAccessible, fillSignIn, openAsAdmin } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

const GRAND = 'hotel-grand-imperial';

describe('the front desk', () => {
  const browser = useBrowser();

  it('books a walk-in from a free night of the occupancy grid, and the night fills with a link to it', async () => {
    // Seven weeks ahead, where no other journey books Hotel Grand Imperial.
    const from = dayInIndia(49);
    const guest = `Ravi Kulkarni ${Date.now().toString(36)}`;
    const guarded = await openPage(browser());
    const { page } = guarded;
    // A tablet held upright: the grid scrolls sideways with the room column held in place.
    await page.setViewportSize({ width: 768, height: 1024 });
    await openAsAdmin(guarded, `/admin/calendar?hotel=${GRAND}&from=${from}`);
    await page.getByRole('heading', { level: 1, name: 'Occupancy' }).waitFor();
    const grid = page.getByRole('grid', { name: /^Rooms of Hotel Grand Imperial by night/ });
    await grid.waitFor();
    expect(await grid.getByRole('columnheader').count()).toBe(15);
    await expectAccessible(page);

    // The keyboard: the grid's one tab stop is the first night of the first room; Enter opens it.
    const first = grid.locator('[tabindex="0"]');
    expect(await first.count()).toBe(1);
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    const chosen = page.locator(':focus');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
    expect(await chosen.innerText()).toContain('Free');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Room 101, / });
    await dialog.waitFor();
    await expectAccessible(page);

    await dialog.getByLabel('Adults', { exact: true }).fill('2');
    await dialog.getByLabel('Breakfasts', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Show the price' }).click();
    const book = dialog.getByRole('button', { name: /^Book for ₹[\d,]+\.\d{2}$/ });
    await book.waitFor();
    const amount = ((await book.textContent()) ?? '').replace('Book for ', '');
    // The server's price names each part, the meals' own GST too, and they add up to the total.
    const price = await dialog.getByText(/^₹[\d,]+\.\d{2} for 1 night: /).textContent();
    const rupees = '(₹[\\d,]+\\.\\d{2})';
    const parts = new RegExp(
      `: room ${rupees}, GST ${rupees}, meals ${rupees}, GST on meals ${rupees}\\.$`,
    ).exec(price ?? '');
    if (!parts) throw new Error(`The price said: ${price}`);
    const paise = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
    const sum = parts.slice(1).reduce((total, part) => total + paise(part), 0);
    expect(sum).toBe(paise(amount));
    await dialog.getByLabel('Guest name', { exact: true }).fill(guest);
    await dialog.getByLabel('Mobile number', { exact: true }).fill('9876543210');
    await dialog.getByLabel('Payment', { exact: true }).selectOption('cash');
    await book.click();

    const notice = page.getByRole('status').filter({ hasText: `for ${guest}: room ` });
    await notice.waitFor();
    const said = (await notice.textContent()) ?? '';
    const booked = /^Booked (DSH-\w+) for .+: room (\w+), (₹[\d,]+\.\d{2})\.$/.exec(said);
    if (!booked) throw new Error(`The notice said: ${said}`);
    const [, reference = '', roomNumber, charged] = booked;
    expect(charged).toBe(amount);
    expect(await dialog.isVisible()).toBe(false);

    // The grid was read again: the night is the booking's, a link to it, and has the focus.
    const filled = grid.getByRole('link', {
      name: new RegExp(`^Booked: room ${roomNumber}, night of .+, ${reference}$`),
    });
    await filled.waitFor();
    expect(await filled.evaluate((link) => link === document.activeElement)).toBe(true);
    const rows = await adminGet<{ reference: string; checkIn: string; amount: number }[]>(
      `/api/bookings?hotelId=${GRAND}&from=${from}&to=${from}`,
    );
    expect(rows.find((row) => row.reference === reference)).toMatchObject({
      checkIn: from,
      amount: paise(amount),
    });
    await expectAccessible(page);

    await filled.click();
    await page.waitForURL((url) => url.pathname === `/my-bookings/${reference}`);
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });

  it('lets an admin make a hotel’s staff account, which signs in to its own hotel’s grid only', async () => {
    const email = `desk.akash.${Date.now().toString(36)}@example.com`;
    const password = 'front desk password for akash';
    const account = await adminPost<{ role: string; hotelId: string }>('/api/admin/staff', {
      email,
      password,
      hotelId: 'hotel-akash-executive',
    });
    expect(account).toMatchObject({ role: 'staff', hotelId: 'hotel-akash-executive' });

    const guarded = await openPage(browser());
    const { page } = guarded;
    // The dashboard is an admin's: signed in, the staff account lands on its hotel's grid.
    await gotoReady(page, '/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await fillSignIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/admin/calendar');
    const grid = page.getByRole('grid', { name: /^Rooms of Hotel Akash Executive by night/ });
    await grid.waitFor();
    expect(await page.getByRole('combobox', { name: 'Hotel' }).count()).toBe(0);
    // The site's header and footer name every hotel; the desk screen names only theirs.
    const screen = page.getByRole('region', { name: 'Occupancy' });
    expect(await screen.getByText('Hotel Grand Imperial').count()).toBe(0);
    await screen.getByText('Hotel: Hotel Akash Executive').waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Today',
      'Bookings',
      'Occupancy',
      'Housekeeping',
      'Reports',
      'Reviews',
    ]);
    await nav.getByText(`Staff: ${email} (Hotel Akash Executive)`).waitFor();
    await expectAccessible(page);

    // Another hotel in the address, or an admin's screen: still their own hotel's grid.
    await gotoReady(page, `/admin/calendar?hotel=${GRAND}`);
    await grid.waitFor();
    await gotoReady(page, '/admin/outbox');
    await page.waitForURL((url) => url.pathname === '/admin/calendar');
    await grid.waitFor();
    expectNoProblems(guarded);
    await guarded.close();
  });
});
