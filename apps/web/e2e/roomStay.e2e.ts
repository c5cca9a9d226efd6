import { addDays, todayInIndia } from '@hotel/validators/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/admin';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

const ROOM = { id: 'grand-single-bed', path: '/GrandSinglebed' };

const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const inr = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** What the server charges for this stay of 2 adults in one room (a POST from the page). */
function serverTotal(page: Page, stay: { checkIn: string; checkOut: string }) {
  return page.evaluate(
    async (body) => {
      const response = await fetch('/api/quotes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()).total as number;
    },
    { roomId: ROOM.id, rooms: 1, adults: 2, ...stay },
  );
}

describe('a searched stay on the room page, on a phone', () => {
  const browser = useBrowser();

  it('totals the search’s stay at once as the server does, takes another stay from the calendar, and /Payment charges it', async () => {
    const guarded = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    // Two nights five weeks ahead, 2 adults and 1 child, as a search's result links it.
    const checkIn = addDays(todayInIndia(), 35);
    const checkOut = addDays(checkIn, 2);
    await gotoReady(
      page,
      `${ROOM.path}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&child=1&rooms=1`,
    );
    await expect.poll(() => page.getByLabel('Check-in').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Check-out').inputValue()).toBe(checkOut);
    expect(await page.getByLabel('Number of Adults (Total)').inputValue()).toBe('2');
    expect(await page.getByLabel('Children').inputValue()).toBe('1');
    expect(await page.getByLabel('Number of Rooms').inputValue()).toBe('1');

    // The total, with nothing pressed, is the server's for the same stay.
    const amount = page.locator('.price-calculator__amount strong');
    await amount.waitFor();
    expect(await amount.textContent()).toBe(inr(await serverTotal(page, { checkIn, checkOut })));
    expect(await page.getByRole('button', { name: /Grand Total|Total Price/ }).count()).toBe(0);

    // The calendar loads as the guest scrolls to it, on the searched month, the stay marked.
    await page.evaluate(() => document.getElementById('prices')?.scrollIntoView());
    const calendar = page.getByRole('region', { name: 'Prices by date' });
    const grid = calendar.getByRole('grid', { name: `Nightly prices, ${monthName(checkIn)}` });
    await grid.waitFor();
    await calendar.locator(`[data-date="${checkIn}"]:not([aria-disabled])`).waitFor();
    const marked = () =>
      grid
        .locator('[role="gridcell"][aria-selected="true"] [data-date]')
        .evaluateAll((days) => days.map((day) => (day as HTMLElement).dataset.date));
    if (checkOut.slice(0, 7) === checkIn.slice(0, 7)) {
      expect(await marked()).toEqual([checkIn, addDays(checkIn, 1), checkOut]);
    } else {
      expect((await marked())[0]).toBe(checkIn);
    }

    // Every day's labels fit its seventh of a 390 px screen, and nothing is wider than the phone.
    const overflowing = await grid
      .locator('[data-date]')
      .evaluateAll((days) =>
        days
          .filter((day) => day.scrollWidth > day.clientWidth)
          .map((day) => (day as HTMLElement).dataset.date),
      );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);

    // Another stay: three free nights of this month, not the searched ones: tap, tap.
    const free = await grid
      .locator('[data-date]:not([aria-disabled])')
      .evaluateAll((days) => days.map((day) => (day as HTMLElement).dataset.date ?? ''));
    const start = free.find(
      (day) =>
        day !== checkIn &&
        [1, 2].every((step) => free.includes(addDays(day, step))) &&
        addDays(day, 3).slice(0, 7) === day.slice(0, 7),
    );
    if (!start) throw new Error(`no three free nights in ${monthName(checkIn)}`);
    const end = addDays(start, 3);
    await grid.locator(`[data-date="${start}"]`).click();
    await expect.poll(() => page.getByLabel('Check-in').inputValue()).toBe(start);
    expect(await page.getByLabel('Check-out').inputValue()).toBe('');
    await grid.locator(`[data-date="${end}"]`).click();
    await expect.poll(() => page.getByLabel('Check-out').inputValue()).toBe(end);
    expect(await marked()).toEqual([start, addDays(start, 1), addDays(start, 2), end]);
    const total = inr(await serverTotal(page, { checkIn: start, checkOut: end }));
    await expect.poll(() => amount.textContent()).toBe(total);

    await page.getByRole('button', { name: 'Proceed Booking' }).click();
    // The quote keeps the child (see Children below), so the address names the quote alone.
    await page.waitForURL(/\/Payment\?quote=[^&]+$/);
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await summary.getByText('Single Bed').waitFor();
    expect(await summary.locator('.payment-page__total dd').textContent()).toBe(total);
    const facts = await summary
      .getByRole('term')
      .evaluateAll((terms) =>
        terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
      );
    expect(facts).toEqual(expect.arrayContaining(['Nights: 3', 'Adults: 2', 'Children: 1']));
    expectNoProblems(guarded);
    await guarded.close();
  });
});
