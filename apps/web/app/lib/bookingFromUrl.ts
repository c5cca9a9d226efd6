import { m } from '@hotel/i18n/messages';
import { redirect } from 'react-router';
import { ApiError } from './api';
import {
  fetchOrderStatus,
  fetchQuote,
  type OrderStatus,
  type StoredQuote,
  saveQuote,
} from './checkout';
import { readChildren, readStaySelection } from './stayParams';
import { loadValidators } from './validators';

/** A quote the server no longer knows, in the language rendered. */
export const quoteMissing = (): string => m.booking_quoteMissing();

/** The booking /Payment shows, as its URL names it. */
export type Booking =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly problems: readonly string[]; readonly roomPath?: string }
  | {
      readonly kind: 'ready';
      readonly quote: StoredQuote;
      /** Children of the party (the quote keeps them; not priced). */
      readonly children: number;
      /** The order of `?order=` (back from the gateway), when the server still knows it. */
      readonly order: { readonly id: string; readonly status: OrderStatus } | null;
    };

/** What a guest can do about a failed read: the API's field messages, else its message. */
function problemsOf(error: unknown): readonly string[] {
  if (error instanceof ApiError && error.status === 404) return [quoteMissing()];
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    return Object.values(error.fields);
  }
  return [error instanceof Error ? error.message : String(error)];
}

const invalid = (error: unknown, roomPath: string | undefined): Booking => ({
  kind: 'invalid',
  problems: problemsOf(error),
  ...(roomPath ? { roomPath } : {}),
});

/** The stored quote `?quote=` names and, with `?order=`, how that order stands. */
async function storedBooking(
  quoteId: string,
  orderId: string | undefined,
  children: number,
): Promise<Booking> {
  const order = orderId
    ? fetchOrderStatus(orderId).then(
        (status) => ({ id: orderId, status }),
        // The order is only a note of how paying went: without it the guest can pay again.
        () => null,
      )
    : Promise.resolve(null);
  try {
    const quote = await fetchQuote(quoteId);
    // The quote keeps its children; a link made before it did carries them as `?child=`.
    return { kind: 'ready', quote, children: quote.children || children, order: await order };
  } catch (error) {
    return invalid(error, undefined);
  }
}

/**
 * The booking the URL names: `?quote=` a stored quote, or (a link or a form sent without
 * scripts) a room selection, which is priced and stored first, then redirected to by its quote.
 */
export async function bookingFromUrl(
  url: URL,
  roomPaths: Readonly<Record<string, string>>,
): Promise<Booking> {
  const params = url.searchParams;
  const quoteId = params.get('quote')?.trim();
  const children = readChildren(params);
  if (quoteId) {
    return storedBooking(quoteId, params.get('order')?.trim() || undefined, children);
  }
  const roomId = params.get('roomId')?.trim();
  if (!roomId) return { kind: 'none' };
  const roomPath = roomPaths[roomId];
  let quote: StoredQuote;
  try {
    const read = readStaySelection(params, (await loadValidators()).quoteRequest);
    if (read.kind === 'none') return read;
    if (read.kind === 'invalid') return invalid(new Error(read.problems.join(' ')), roomPath);
    quote = await saveQuote(read.selection);
  } catch (error) {
    return invalid(error, roomPath);
  }
  throw redirect(`${url.pathname}?${new URLSearchParams({ quote: quote.id })}`);
}
