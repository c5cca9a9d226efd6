import { type Site, startSite } from '@hotel/bench';
import { getRoom } from '@hotel/content';
import { dayInIndia } from '@hotel/validators/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, fillSignIn } from './support/admin';
import {
  expectNoProblems,
  type GuardedPage,
  gotoReady,
  openPage,
  useBrowser,
} from './support/browser';
import { proceedFromRoom, submitDetails } from './support/checkout';
import { E2E_ADMIN } from './support/globalSetup';
import { startSmsGateway } from './support/smsGateway';

/**
 * Pay at hotel on a 390 px phone (issue 28): a guest verifies a mobile number by a code texted
 * through a real SMS gateway, books a stay with nothing to pay now, sees "Pay at the hotel: ₹X";
 * the desk finds it on the occupancy grid and the bookings list, records the UPI payment in one
 * action and gets the tax invoice. One site for the file: this one has an SMS gateway, so
 * mobile codes work (the shared site has none).
 */
const PHONE = { width: 390, height: 844 };
const AKASH = 'hotel-akash-executive';
const MOBILE = '9812345678';

describe('pay at hotel, on a phone', () => {
  const browser = useBrowser();
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let site: Site;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    site = await startSite({
      LOG_LEVEL: 'warn',
      SMS_GATEWAY_URL: gateway.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });
  });
  afterAll(async () => {
    await site?.stop();
    await gateway?.stop();
  });

  const phonePage = () => openPage(browser(), { viewport: PHONE, baseURL: site.url });
  const checkIn = dayInIndia(5);
  let reference = '';
  let amount = '';
  /** The guest's phone, kept open to see the booking once the desk has taken the payment. */
  let guestPhone: GuardedPage | undefined;
  afterAll(async () => {
    await guestPhone?.close();
  });

  it('verifies the mobile by code, books to pay at the hotel and shows what is due', async () => {
    const guarded = await phonePage();
    const { page } = guarded;
    await proceedFromRoom(page, getRoom('akash-luxury-room')?.path ?? '', 5, 2);
    amount =
      (await page
        .getByRole('region', { name: 'Booking Summary' })
        .locator('dt', { hasText: 'Total Amount' })
        .locator('xpath=following-sibling::dd')
        .textContent()) ?? '';
    expect(amount).toMatch(/^₹[\d,]+\.\d\d$/);

    // Signed out: pay at the hotel asks for a contact proved by a code first.
    await page
      .getByText(/^Pay at the hotel \(₹0 now\): Please verify your mobile number/)
      .waitFor();
    expect(await page.getByRole('radio', { name: 'Pay at the hotel' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Verify by code to pay at the hotel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
    await dialog.getByLabel('Email or mobile number').fill(MOBILE);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Code').waitFor();
    const sms = gateway.texts.at(-1);
    expect(sms?.to).toBe(`+91${MOBILE}`);
    await dialog.getByLabel('Code').fill(sms?.text.slice(0, 6) ?? '');
    await dialog.getByRole('button', { name: 'Verify code' }).click();
    await dialog.getByText('Logged in successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Verified: the choice is offered, with what it means.
    const choice = page.getByRole('radio', { name: 'Pay at the hotel' });
    await choice.check();
    await page
      .getByText(`₹0 now. Pay ${amount} at the hotel by cash, UPI or card.`, { exact: false })
      .waitFor();
    await submitDetails(page, {
      fullName: 'Asha Patil',
      mobileNumber: MOBILE,
      email: 'asha.pah@example.com',
    });
    await page.getByRole('button', { name: `Book now, pay ${amount} at the hotel` }).click();

    await page.waitForURL(/\/my-bookings\/DSH-[\w]+$/);
    reference = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByText(`Pay at the hotel: ${amount}`, { exact: true }).waitFor();
    await page.getByText(/Please check in by .* on your arrival day/).waitFor();
    expect(await page.getByRole('link', { name: /Download invoice/ }).count()).toBe(0);
    // The guest's text says it too.
    expect(gateway.texts.at(-1)).toMatchObject({
      to: `+91${MOBILE}`,
      text: expect.stringContaining(
        `Booking ${reference} at Hotel Akash Executive is confirmed. Pay at the hotel: ${amount}.`,
      ),
    });
    await expectAccessible(page);
    expectNoProblems(guarded);
    guestPhone = guarded;
  });

  /** Signs the desk (the site's admin) in on a phone and opens a desk screen. */
  async function deskPage(path: string): Promise<GuardedPage> {
    const guarded = await phonePage();
    const { page } = guarded;
    await gotoReady(page, path);
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await fillSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname + url.search === path);
    return guarded;
  }

  it('the desk sees it on the grid and the list, records the UPI payment and gets the invoice', async () => {
    expect(reference).toMatch(/^DSH-/);
    const guarded = await deskPage(`/admin/calendar?hotel=${AKASH}&from=${checkIn}`);
    const { page } = guarded;
    const grid = page.getByRole('grid', { name: /^Rooms of Hotel Akash Executive by night/ });
    await grid.waitFor();
    expect(await grid.getByText(`${reference}, pay at hotel`).count()).toBeGreaterThan(0);

    await gotoReady(page, `/admin/bookings?hotel=${AKASH}`);
    const item = page.locator('li.admin__item', { hasText: reference }).first();
    await item.getByText(`Pay at the hotel: ${amount}`).waitFor();
    await item.getByLabel('Paid by').selectOption('upi');
    await item.getByLabel('Payment reference (optional)').fill('UPI-4471');
    await item.getByRole('button', { name: `Record payment for booking ${reference}` }).click();
    await item.getByText(`Paid at the hotel: ${amount} by UPI (UPI-4471).`).waitFor();
    const invoiceLink = item.getByRole('link', { name: /^Tax invoice AK\/\d\d-\d\d\/\d{6}$/ });
    const href = (await invoiceLink.getAttribute('href')) ?? '';
    expect(href).toBe(`/api/bookings/${reference}/invoice.pdf`);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page);
    expectNoProblems(guarded);
    await guarded.close();

    // The guest's booking page now has the invoice, and nothing left to pay.
    if (!guestPhone) throw new Error('the guest’s phone is not open');
    await guestPhone.page.reload();
    await guestPhone.page
      .getByRole('link', { name: /^Download invoice AK\/\d\d-\d\d\/\d{6} \(PDF\)$/ })
      .waitFor();
    expect(await guestPhone.page.getByText(`Pay at the hotel: ${amount}`).count()).toBe(0);
    expectNoProblems(guestPhone);
  });
});
