import type { Page } from 'playwright-core';

/**
 * What the server charges for a search result's room and stay (2 adults, 1 room): the room found
 * by its page's path in GET /api/search, then POST /api/quotes, both from the page (same origin),
 * as ₹-text the way the site writes amounts.
 */
export async function serverTotal(
  page: Page,
  stay: { readonly path: string; readonly checkIn: string; readonly checkOut: string },
): Promise<string> {
  const paise = await page.evaluate(async ({ path, checkIn, checkOut }) => {
    const query = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&child=1&rooms=1`;
    const found = await (await fetch(`/api/search?${query}`)).json();
    const room = found.results.find((result: { path: string }) => result.path === path);
    const response = await fetch('/api/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roomId: room.roomId, rooms: 1, adults: 2, checkIn, checkOut }),
    });
    return (await response.json()).total as number;
  }, stay);
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
}
