import type { Hotel } from '@hotel/content';
import type { Gstr1Return } from '@hotel/validators/responses';
import { and, eq, inArray } from 'drizzle-orm';
import { financialYearOf } from '../booking/taxDocuments.js';
import type { DbOrTransaction } from '../db/client.js';
import { taxDocuments } from '../db/schema.js';
import type { TaxDocument } from '../documents/taxDocument.js';
import { buildGstr1 } from './gstr1.js';
import { stateCodeOf } from './gstStates.js';

/**
 * A hotel's GSTR-1 for a month (YYYY-MM), from the tax invoices and credit notes it issued: those
 * of the month's financial year, dated (India) in the month, and the invoices their credit notes
 * reduce. Null when the hotel's address names no Indian state.
 */
export function gstr1Of(db: DbOrTransaction, hotel: Hotel, month: string): Gstr1Return | null {
  const placeOfSupply = stateCodeOf(hotel.address.state);
  if (!placeOfSupply) return null;
  const rows = db
    .select({
      kind: taxDocuments.kind,
      serial: taxDocuments.serial,
      document: taxDocuments.document,
    })
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.hotelId, hotel.id),
        eq(taxDocuments.financialYear, financialYearOf(`${month}-01`)),
      ),
    )
    .all();
  const against = [
    ...new Set(
      rows.flatMap(({ kind, document }) =>
        kind === 'creditNote' && document.againstInvoice ? [document.againstInvoice] : [],
      ),
    ),
  ];
  const invoices =
    against.length > 0
      ? db
          .select({ document: taxDocuments.document })
          .from(taxDocuments)
          .where(
            and(
              eq(taxDocuments.kind, 'invoice'),
              eq(taxDocuments.hotelId, hotel.id),
              inArray(taxDocuments.number, against),
            ),
          )
          .all()
      : [];
  return buildGstr1({
    hotelId: hotel.id,
    legalName: hotel.legal.name,
    gstin: hotel.legal.gstin,
    placeOfSupply,
    month,
    documents: rows,
    invoicesByNumber: new Map<string, TaxDocument>(
      invoices.map(({ document }) => [document.number, document]),
    ),
  });
}
