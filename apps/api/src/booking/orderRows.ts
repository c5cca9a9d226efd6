import { paidStatuses } from '@hotel/validators/statuses';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { type BookingStatus, bookings } from '../db/schema.js';

/** Paid for: confirmed, or any status after it (checked in or out, no-show, cancelled). */
export const isPaid = (status: BookingStatus): boolean =>
  (paidStatuses as readonly BookingStatus[]).includes(status);

/** The rows of one order, line 1 first. */
export const orderRows = (tx: DbOrTransaction, orderId: string) =>
  tx.select().from(bookings).where(eq(bookings.orderId, orderId)).orderBy(asc(bookings.line)).all();

/** What an order costs in paise: the sum of its rows (the quote's total, split by room). */
export const orderAmount = (rows: readonly { readonly amount: number }[]): number =>
  rows.reduce((sum, row) => sum + row.amount, 0);
