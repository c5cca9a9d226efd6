import { dayInIndia } from '@hotel/validators/dates';
import type { Page } from 'playwright-core';
import { gotoReady } from './browser';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
/** Test cards of the built-in gateway: one that pays, one the bank declines. */
export const GOOD_CARD = { number: '4111 1111 1111 1111', expiry: `12/${nextYear}`, cvv: '123' };
export const DECLINING_CARD = {
  number: '4000 0000 0000 0002',
  expiry: `12/${nextYear}`,
  cvv: '123',
};
export const guest = {
  fullName: 'Asha Patil',
  mobileNumber: '9876543210',
  email: 'asha@example.com',
};

/** /Payment's Customer Details, submitted. */
export async function submitDetails(page: Page, details = guest) {
  await page.getByLabel('Full Name').fill(details.fullName);
  await page.getByLabel('Mobile Number').fill(details.mobileNumber);
  await page.getByLabel('Email Address').fill(details.email);
  await page.getByRole('button', { name: 'Submit Details' }).click();
  await page.getByRole('heading', { name: 'Customer Information' }).waitFor();
}

/**
 * Pay on /Payment, then the card on /paymentform: back on /Payment with the order when the bank
 * declines, on the booking's own page (its confirmation) once paid.
 */
export async function payWithCard(page: Page, card: typeof GOOD_CARD) {
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/paymentform\?order=/);
  await page.getByLabel('Card Number').fill(card.number);
  await page.getByLabel('Expiry Date').fill(card.expiry);
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/Payment\?quote=.*&order=|\/my-bookings\/[\w-]+$/);
}

/** Paid: the browser is on the booking's page; its reference, read from the address. */
export async function paidReference(page: Page): Promise<string> {
  await page.waitForURL(/\/my-bookings\/[\w-]+$/);
  // The browser that paid sees its booking, signed in or not (the API gave it the booking's key).
  await page.getByText(/ is confirmed\. Please quote /).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** A room page with dates, then its proceed button: /Payment shows the server's quote. */
export async function proceedFromRoom(page: Page, path: string, nightsFrom = 60, nights = 2) {
  const stay = new URLSearchParams({
    checkIn: dayInIndia(nightsFrom),
    checkOut: dayInIndia(nightsFrom + nights),
  });
  await gotoReady(page, `${path}?${stay}`);
  await page.locator('.price-calculator__proceed').click();
  await page.waitForURL(/\/Payment\?quote=/);
  await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
  // Whether the stay may be paid at the hotel arrives after the page, and its answer moves the
  // Pay button: a click at the old place (a forced one, on a loaded machine) would miss it.
  await page.getByText('Checking whether you can pay at the hotel…').waitFor({ state: 'hidden' });
}
