import { execFileSync } from 'node:child_process';
import { addDays, todayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { adminGet } from './support/admin';
import * as site from './support/browser';
import { GOOD_CARD, paidReference, payWithCard, submitDetails } from './support/checkout';
import { rupees, serverQuote } from './support/quotes';

interface Outbox {
  mail: { to: string; subject: string; text: string }[];
}

/** The text of a PDF as pdftotext (poppler) extracts it; the test setup installs it. */
function pdfText(pdf: Buffer): string {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    execFileSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq poppler-utils'], {
      stdio: 'ignore',
    });
  }
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

const amountOf = (text: string) => /₹[\d,]+\.\d{2}/.exec(text)?.[0] ?? `no amount in "${text}"`;

describe('a guest’s whole journey on a phone', () => {
  const browser = site.useBrowser();

  it('searches, compares, books the cheapest at one price, pays, keeps the confirmation, finds it again signed out and cancels it', async () => {
    const guarded = await site.openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const email = `journey${Date.now()}@example.com`;
    const checkIn = addDays(todayInIndia(), 35);
    const checkOut = addDays(checkIn, 2);

    // Search the three hotels: 2 adults and 1 child, two nights five weeks ahead.
    await site.gotoReady(page, '/');
    const search = page.getByRole('region', { name: 'Find a room in our three hotels' });
    await search.getByLabel('Check-in').fill(checkIn);
    await search.getByLabel('Check-out').fill(checkOut);
    await search.getByLabel('Children').selectOption('1');
    await search.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('heading', { name: /free for 2 nights, 2 adults, 1 child, 1 room$/ })
      .waitFor();
    const cards = page.locator('.search-results__list > li');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a visitor sees
    const listed = await page.locator('.search-results__list').innerText();
    for (const hotel of ['Aagam Executive', 'Grand Imperial', 'Akash Executive']) {
      expect(listed).toContain(hotel);
    }
    const cheapest = cards.first();
    await cheapest.getByText('Lowest price').waitFor();
    const total = amountOf(await cheapest.locator('.result-card__total').innerText());
    // The server's quote for the same room and stay is that total.
    const roomPath = new URL(
      (await cheapest.getByRole('link', { name: /^Choose/ }).getAttribute('href')) ?? '',
      'http://site',
    ).pathname;
    const server = await serverQuote(page, { path: roomPath, checkIn, checkOut });
    expect(total).toBe(rupees(server.total));

    // The room page shows the same total at once, and its calendar the same nights as the quote.
    await cheapest.getByRole('link', { name: /^Choose/ }).click();
    await page.waitForURL(/checkIn=/);
    await page.getByText(total).first().waitFor();
    // The calendar is drawn once the guest scrolls near it.
    await page.locator('#prices').scrollIntoViewIfNeeded();
    for (const night of server.nightly) {
      const cell = page.locator(`.price-calendar__cell[data-date="${night.date}"]`);
      await cell.scrollIntoViewIfNeeded();
      // The calendar writes one room's rate in whole rupees where it is whole: ₹1,500, not ₹1,500.00.
      await expect
        .poll(() => cell.textContent())
        .toContain(`: ${rupees(night.rate).replace(/\.00$/, '')}`);
    }
    await page.getByRole('button', { name: /Proceed/ }).click();
    await page.waitForURL(/\/Payment\?quote=/);
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await summary.getByText(total).first().waitFor();

    // Pay: the booking's own page is the confirmation.
    await submitDetails(page, { fullName: 'Asha Patil', mobileNumber: '9876543210', email });
    await payWithCard(page, GOOD_CARD);
    const reference = await paidReference(page);
    await page.getByText(total).first().waitFor();
    const calendar = await page.request.get(
      (await page.getByRole('link', { name: /Add to calendar/ }).getAttribute('href')) ?? '',
    );
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toContain('BEGIN:VEVENT');
    const invoiceLink = page.getByRole('link', { name: /^Download invoice .* \(PDF\)$/ });
    const invoice = await page.request.get((await invoiceLink.getAttribute('href')) ?? '');
    const invoiceText = pdfText(await invoice.body());
    // A room-night of ₹7,500 or less: 5% GST, half CGST and half SGST.
    expect(invoiceText).toMatch(/CGST @ 2\.5%/);
    expect(invoiceText).toMatch(/SGST @ 2\.5%/);
    expect(invoiceText).toContain(total);
    // And the confirmation e-mail says the same amount.
    const sent = await adminGet<Outbox>('/api/admin/outbox?limit=200');
    const confirmation = sent.mail.find(
      (message) => message.to === email && message.text.includes(`Amount paid: ${total}`),
    );
    expect(confirmation?.text, 'the confirmation e-mail').toContain(reference);
    expect(await site.seriousA11yViolations(page)).toEqual([]);
    site.expectNoProblems(guarded);
    await guarded.close();

    // Another phone, signed out: the booking by its reference and a code sent to the e-mail.
    const later = await site.openPage(browser(), { viewport: { width: 390, height: 844 } });
    await site.gotoReady(later.page, `/find-booking?reference=${reference}`);
    await later.page.getByLabel('E-mail address or mobile number you booked with').fill(email);
    await later.page.getByRole('button', { name: 'Send me a code' }).click();
    const { mail } = await adminGet<Outbox>('/api/admin/outbox?limit=200');
    const code = /^(\d{6}) is your code/.exec(
      mail.find((message) => message.subject === `Your code for booking ${reference}`)?.text ?? '',
    )?.[1];
    await later.page.getByLabel('6-digit code').fill(code ?? 'no code');
    await later.page.getByRole('button', { name: 'Open my booking' }).click();
    await later.page.waitForURL(`**/my-bookings/${reference}`);
    // Five weeks ahead: cancelling gives back everything that was paid.
    await later.page
      .getByText(
        new RegExp(`^You get back ${total.replace(/[.]/g, '\\.')} \\(everything you paid\\)`),
      )
      .waitFor();
    await later.page.getByRole('button', { name: 'Cancel booking' }).click();
    await later.page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await later.page.getByText(`${total}, refunded to your card`).waitFor();
    site.expectNoProblems(later);
    await later.close();
  });
});
