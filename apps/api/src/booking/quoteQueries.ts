import type { StoredQuote } from '@hotel/validators/responses';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../db/client.js';
import { hotels, quotes, roomTypes } from '../db/schema.js';

/** GST percents are stored as whole basis points (18% → 1800). */
export const BASIS_POINTS_PER_PERCENT = 100;

/** A stored quote with the room type it is for, the quote → room type → hotel read in one place. */
function quoteRowQuery(db: DbOrTransaction, id: string | Placeholder) {
  return db
    .select({
      quote: quotes,
      type: roomTypes.type,
      roomTitle: roomTypes.title,
      hotelId: hotels.id,
      hotelName: hotels.name,
    })
    .from(quotes)
    .innerJoin(roomTypes, eq(roomTypes.id, quotes.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(quotes.id, id));
}

const readQuoteRow = (db: DbOrTransaction, id: string) => quoteRowQuery(db, id).get();
type QuoteRow = ReturnType<typeof readQuoteRow>;

/** A quote row in the shape the API answers. */
function storedQuoteOf(row: QuoteRow): StoredQuote | undefined {
  if (!row) return undefined;
  const { roomTypeId, gstRate, mealGstRate, ...figures } = row.quote;
  return {
    ...figures,
    roomId: roomTypeId,
    roomTitle: row.roomTitle,
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    gstRate: gstRate / BASIS_POINTS_PER_PERCENT,
    mealGstRate: mealGstRate / BASIS_POINTS_PER_PERCENT,
    currency: 'INR',
  };
}

/** Reads a stored quote with its room and hotel, in the shape the API answers. */
export const readQuote = (db: DbOrTransaction, id: string): StoredQuote | undefined =>
  storedQuoteOf(readQuoteRow(db, id));

/**
 * readQuote with its statement prepared once: GET /api/quotes/:id runs on every visit of the
 * payment page, and building the SQL each time cost more than running it.
 */
export function quoteReader(db: Db): (id: string) => StoredQuote | undefined {
  const statement = quoteRowQuery(db, sql.placeholder('id')).prepare();
  return (id) => storedQuoteOf(statement.get({ id }));
}

/** The stored quote with the room type and hotel an order needs. */
export function quoteForOrder(tx: DbOrTransaction, quoteId: string) {
  const row = readQuoteRow(tx, quoteId);
  return (
    row && {
      ...row.quote,
      type: row.type,
      roomTitle: row.roomTitle,
      hotelId: row.hotelId,
      hotelName: row.hotelName,
    }
  );
}
