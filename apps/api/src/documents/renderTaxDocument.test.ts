import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePdftotext } from '../test/pdfText.js';
import { renderTaxDocument } from './renderTaxDocument.js';
import { splitGst, type TaxDocument } from './taxDocument.js';

const scratch = mkdtempSync(join(tmpdir(), 'tax-document-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The text of a PDF, as pdftotext (poppler) extracts it. */
function textOf(pdf: Buffer): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const invoice: TaxDocument = {
  kind: 'invoice',
  number: 'AK/26-27/000001',
  date: '2026-11-24',
  hotel: {
    legalName: 'Akash Executive Hospitality LLP',
    address: ['Plot 0, Station Road', 'Chhatrapati Sambhajinagar, Maharashtra 431001'],
    gstin: '27AAPFU0939F1ZV',
  },
  guest: { name: 'Asha Patil', gstin: '29AAGCB7383J1Z4' },
  stay: {
    reference: 'DSH-7K3Q9P',
    room: 'Luxury Room',
    rooms: 2,
    adults: 4,
    checkIn: '2026-12-01',
    checkOut: '2026-12-02',
    nights: 1,
  },
  taxableValue: 999800,
  gstRates: [18],
  ...splitGst(179964),
  meals: [
    { label: 'Breakfast × 2', amount: 50000 },
    { label: 'Lunch/dinner × 1', amount: 120000 },
  ],
  total: 1349764,
};

describe('renderTaxDocument', () => {
  ensurePdftotext();

  it('writes a tax invoice whose text names everything the law asks for', async () => {
    const pdf = await renderTaxDocument(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    for (const expected of [
      'TAX INVOICE',
      'Akash Executive Hospitality LLP',
      'Chhatrapati Sambhajinagar, Maharashtra 431001',
      'GSTIN: 27AAPFU0939F1ZV',
      'Invoice number: AK/26-27/000001',
      'Invoice date: 2026-11-24',
      'Asha Patil',
      'GSTIN: 29AAGCB7383J1Z4',
      'Booking reference: DSH-7K3Q9P',
      'Check-in: 2026-12-01',
      'Check-out: 2026-12-02',
      '996311',
      'Rs. 9,998.00',
      'CGST @ 9%',
      'SGST @ 9%',
      'Rs. 899.82',
      'Breakfast × 2',
      'Rs. 500.00',
      'Lunch/dinner × 1',
      'Rs. 1,200.00',
      'Rs. 13,497.64',
      'Rupees Thirteen Thousand Four Hundred Ninety Seven and Sixty Four Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('splits GST into CGST (the floor of half) and SGST (the rest)', () => {
    expect(splitGst(179964)).toEqual({ cgst: 89982, sgst: 89982 });
    expect(splitGst(27001)).toEqual({ cgst: 13500, sgst: 13501 });
  });

  it('writes a credit note against its invoice', async () => {
    const text = textOf(
      await renderTaxDocument({
        ...invoice,
        kind: 'creditNote',
        number: 'AK/CN/26-27/0001',
        againstInvoice: 'AK/26-27/000001',
        guest: { name: 'Asha Patil' },
      }),
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credit note number: AK/CN/26-27/0001');
    expect(text).toContain('Against tax invoice: AK/26-27/000001');
    expect(text).not.toContain('29AAGCB7383J1Z4');
  });
});
