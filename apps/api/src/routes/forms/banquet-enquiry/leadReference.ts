import { banquet } from '@hotel/content';
import { eq } from 'drizzle-orm';
import { newReference } from '../../../booking/bookingReference.js';
import type { DbOrTransaction } from '../../../db/client.js';
import { banquetEnquiries } from '../../../db/schema.js';

/**
 * A banquet lead's reference, read out on the phone as a booking's is: the content's prefix and
 * six characters with no 0/O or 1/I ('BQT-7K3Q9P'), one no other lead has.
 */
export function unusedLeadReference(tx: DbOrTransaction): string {
  let reference = newReference(banquet.enquiry.referencePrefix);
  while (
    tx
      .select({ id: banquetEnquiries.id })
      .from(banquetEnquiries)
      .where(eq(banquetEnquiries.reference, reference))
      .get()
  ) {
    reference = newReference(banquet.enquiry.referencePrefix);
  }
  return reference;
}
