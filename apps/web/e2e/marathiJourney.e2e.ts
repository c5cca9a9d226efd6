import { m } from '@hotel/i18n/messages';
import { dayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import * as site from './support/browser';
import { GOOD_CARD } from './support/checkout';

interface Outbox {
  mail: { to: string; subject: string; text: string }[];
}

/** A message of the catalogs as a Marathi page writes it. */
const mr = <I extends object>(
  message: (inputs: I, options: { locale: 'mr' }) => string,
  inputs: I,
) => message(inputs, { locale: 'mr' });

/**
 * Issue 30: a guest who reads Marathi books and pays a room on a phone without meeting English,
 * from the room page to the booking's own page, and is mailed the confirmation in Marathi.
 */
describe('a guest who reads Marathi, on a phone', () => {
  const browser = site.useBrowser();

  it('books and pays a room in Marathi and gets the confirmation e-mail in Marathi', async () => {
    const guarded = await site.openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `sunita.marathi.${Date.now()}@example.com`;
    const stay = new URLSearchParams({ checkIn: dayInIndia(75), checkOut: dayInIndia(77) });

    await site.gotoReady(page, `/mr/GrandSinglebed?${stay}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('mr-IN');
    await page.locator('.price-calculator__proceed').click();
    await page.waitForURL(/\/mr\/Payment\?quote=/);
    await page.getByRole('heading', { name: mr(m.booking_bookingSummary, {}) }).waitFor();
    await page.getByText(mr(m.booking_checkingPayAtHotel, {})).waitFor({ state: 'hidden' });

    await page.getByLabel(mr(m.booking_fullName, {})).fill('Sunita Deshmukh');
    await page.getByLabel(mr(m.booking_mobileNumber, {})).fill('9822012345');
    await page.getByLabel(mr(m.booking_emailAddress, {})).fill(email);
    await page.getByRole('button', { name: mr(m.booking_submitDetails, {}) }).click();
    await page.getByRole('heading', { name: mr(m.booking_customerInformation, {}) }).waitFor();

    const pay = / भरा$/;
    await page.getByRole('button', { name: pay }).click();
    await page.waitForURL(/\/mr\/paymentform\?order=/);
    expect(await page.locator('html').getAttribute('lang')).toBe('mr-IN');
    await page.getByLabel(mr(m.booking_cardNumber, {})).fill(GOOD_CARD.number);
    await page.getByLabel(mr(m.booking_expiryDate, {})).fill(GOOD_CARD.expiry);
    await page.getByLabel('CVV').fill(GOOD_CARD.cvv);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: pay }).click();

    await page.waitForURL(/\/mr\/my-bookings\/[\w-]+$/);
    const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByText(mr(m.account_statusConfirmed, {}), { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('mr-IN');
    expect(await site.seriousA11yViolations(page)).toEqual([]);
    site.expectNoProblems(guarded);
    await guarded.close();

    const { mail } = await adminGet<Outbox>('/api/admin/outbox?limit=200');
    const confirmation = mail.find((message) => message.to === email);
    expect(confirmation?.subject).toBe(mr(m.api_mailConfirmedSubject, { reference }));
    expect(confirmation?.text).toContain(mr(m.api_mailConfirmed, { reference }));
    // Dates with Marathi month names, in Latin digits (never १२३).
    expect(confirmation?.text).toMatch(
      /\d{1,2} (जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर)/,
    );
    expect(confirmation?.text).not.toMatch(/[०-९]/);
    expect(confirmation?.text).toContain(`/mr/my-bookings/${reference}`);
  });
});
