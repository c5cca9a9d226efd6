import type { Room } from '@hotel/content';
import { nightsBetween, type QuoteRequest } from '@hotel/validators';
import type { QuoteFigures, StoredQuote } from '@hotel/validators/responses';
import type { DbOrTransaction } from '../db/client.js';
import { quotes } from '../db/schema.js';
import { newQuoteId } from './newQuoteId.js';
import { priceStay } from './priceStay.js';
import { BASIS_POINTS_PER_PERCENT, readQuote } from './quoteQueries.js';

/** A room page's selection without its room: dates both or neither (one undated night). */
export type StaySelection = Omit<QuoteRequest, 'roomId'>;

/**
 * Prices a stay in a content room with @hotel/pricing and stores every figure as a quote: what
 * the room page's quote and a walk-in at the desk both charge, so the two cannot differ.
 */
export function storeQuote(
  tx: DbOrTransaction,
  room: Room,
  selection: StaySelection,
  now: string,
): StoredQuote {
  const { rooms, adults, children, breakfasts, lunchDinners, checkIn, checkOut } = selection;
  const dated = checkIn && checkOut ? { checkIn, checkOut } : undefined;
  const { gstRate, mealGstRate, ...figures }: QuoteFigures = priceStay(room, {
    rooms,
    adults,
    breakfasts,
    lunchDinners,
    nights: dated ? nightsBetween(dated.checkIn, dated.checkOut) : 1,
    ...(dated ? { checkIn: dated.checkIn } : {}),
  });
  const id = newQuoteId();
  tx.insert(quotes)
    .values({
      id,
      roomTypeId: room.id,
      checkIn: dated?.checkIn ?? null,
      checkOut: dated?.checkOut ?? null,
      children,
      ...figures,
      gstRate: Math.round(gstRate * BASIS_POINTS_PER_PERCENT),
      mealGstRate: Math.round(mealGstRate * BASIS_POINTS_PER_PERCENT),
      createdAt: now,
    })
    .run();
  const stored = readQuote(tx, id);
  if (!stored) throw new Error(`The quote ${id} was not stored.`);
  return stored;
}
