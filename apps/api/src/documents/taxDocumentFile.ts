import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { taxDocuments } from '../db/schema.js';
import type { MailFile } from '../providers/mail/MailTransport.js';

/** A document's file name: its number with the slashes a file name cannot hold made dashes. */
const taxDocumentFilename = (number: string, kind: 'invoice' | 'creditNote') =>
  `${kind === 'invoice' ? 'Tax-invoice' : 'Credit-note'}-${number.replaceAll('/', '-')}.pdf`;

/** An issued tax document as a PDF file, for a download or a mail attachment. */
export async function taxDocumentFile(db: Db, id: number): Promise<MailFile> {
  const row = db.select().from(taxDocuments).where(eq(taxDocuments.id, id)).get();
  if (!row) throw new Error(`No tax document ${id} to attach.`);
  return {
    filename: taxDocumentFilename(row.number, row.kind),
    // pdfkit and the fonts (read and parsed once) load with the first document, not at start.
    content: await (await import('./renderTaxDocument.js')).renderTaxDocument(row.document),
    contentType: 'application/pdf',
  };
}
