import { randomInt } from 'node:crypto';
import { site } from '@hotel/content';
import { eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { bookings } from '../db/schema.js';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A short reference a guest can read out on the phone: the content's prefix and six characters
 * with no 0/O or 1/I, e.g. 'DSH-7K3Q9P'.
 */
export function newReference(prefix: string = site.booking.referencePrefix): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** A reference no booking has yet. */
export function unusedReference(tx: DbOrTransaction): string {
  let reference = newReference();
  while (
    tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).get()
  ) {
    reference = newReference();
  }
  return reference;
}
