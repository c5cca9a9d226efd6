import { formatINR } from '@hotel/pricing';
import { addDays, todayInIndia } from '@hotel/validators/dates';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, gotoReady, openPage, useBrowser } from './support/browser';

describe('on a 390 px phone', () => {
  const browser = useBrowser();

  it('never breaks an amount across lines on /Payment, even a large one', async () => {
    const guarded = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = guarded;
    const checkIn = addDays(todayInIndia(), 20);
    // Five luxury rooms for ten nights: amounts of seven digits and more.
    const quote = await page.request.post('/api/quotes', {
      data: {
        roomId: 'grand-luxury-room',
        rooms: 5,
        adults: 10,
        breakfasts: 50,
        lunchDinners: 50,
        checkIn,
        checkOut: addDays(checkIn, 10),
      },
    });
    expect(quote.status()).toBe(201);
    const stored: { id: string; mealGstRate: number; mealGst: number; total: number } =
      await quote.json();
    await gotoReady(page, `/Payment?quote=${stored.id}`);
    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    // The summary is the server's: its total, and the meals' own GST among its lines.
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    const figure = (term: string) =>
      summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd').textContent();
    expect(stored.mealGst).toBeGreaterThan(0);
    expect(await figure(`GST on meals ${stored.mealGstRate}%`)).toBe(formatINR(stored.mealGst));
    expect(await figure('Total Amount')).toBe(formatINR(stored.total));
    // Each text node that holds an amount, and how many lines it takes on screen.
    const amounts = await page.evaluate(() => {
      const found: { text: string; lines: number }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/₹[\d,]+\.\d{2}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          found.push({ text: match[0], lines: tops.size });
        }
      }
      return found;
    });
    expect(amounts.length).toBeGreaterThan(3);
    expect(amounts.filter((amount) => amount.lines !== 1)).toEqual([]);
    expectNoProblems(guarded);
    await guarded.close();
  });
});
