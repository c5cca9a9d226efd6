import type { Page } from 'playwright-core';

/** ₹-text the way the site writes amounts: 184790 → '₹1,847.90'. */
export const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** What POST /api/quotes answers for a stay: its total and each night's rate for one room. */
export interface ServerQuote {
  readonly total: number;
  readonly nightly: readonly { readonly date: string; readonly rate: number }[];
}

/**
 * The server's quote for a search result's room and stay (2 adults, 1 room): the room found by
 * its page's path in GET /api/search, then POST /api/quotes, both from the page (same origin).
 */
export function serverQuote(
  page: Page,
  stay: { readonly path: string; readonly checkIn: string; readonly checkOut: string },
): Promise<ServerQuote> {
  return page.evaluate(async ({ path, checkIn, checkOut }) => {
    const query = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&child=1&rooms=1`;
    const found = await (await fetch(`/api/search?${query}`)).json();
    const room = found.results.find((result: { path: string }) => result.path === path);
    const response = await fetch('/api/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roomId: room.roomId, rooms: 1, adults: 2, checkIn, checkOut }),
    });
    return (await response.json()) as ServerQuote;
  }, stay);
}

/** The server's total for a search result's room and stay, as ₹-text (see serverQuote). */
export async function serverTotal(
  page: Page,
  stay: { readonly path: string; readonly checkIn: string; readonly checkOut: string },
): Promise<string> {
  return rupees((await serverQuote(page, stay)).total);
}
