import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfLines, pdfText } from '../test/pdfText.js';
import { exampleInvoice as invoice } from '../test/taxDocuments.js';
import { renderTaxDocument } from './renderTaxDocument.js';
import { splitGst, type TaxDocument } from './taxDocument.js';

describe('renderTaxDocument', () => {
  it('writes a tax invoice whose text names everything the law asks for', async () => {
    const pdf = await renderTaxDocument(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
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
      '₹9,998.00',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹899.82',
      'Breakfast × 2',
      '₹500.00',
      'Lunch/dinner × 1',
      '₹1,200.00',
      '₹13,497.64',
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
    const text = pdfText(
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

/** The invoice and its credit note for a guest named `name`. */
const bothFor = (name: string): TaxDocument[] => [
  { ...invoice, guest: { name } },
  {
    ...invoice,
    kind: 'creditNote',
    number: 'AK/CN/26-27/0001',
    againstInvoice: 'AK/26-27/000001',
    guest: { name },
  },
];

describe('renderTaxDocument: names in Latin with accents and in Devanagari', () => {
  it.each([
    'अनिल शर्मा',
    'Zoë Ångström',
    'श्रीमती क्षमा त्र्यंबकेश्वर', // Marathi, with the conjuncts श्र क्ष त्र्य
  ])(
    'prints %s on the invoice and the credit note so that it extracts back exactly',
    async (name) => {
      for (const document of bothFor(name)) {
        const lines = pdfLines(await renderTaxDocument(document));
        // The name is the line after 'Billed to', exactly: no garbage, no reordered matras.
        expect(lines[lines.indexOf('Billed to') + 1]).toBe(name);
        for (const amount of ['₹9,998.00', '₹899.82', '₹500.00', '₹1,200.00', '₹13,497.64']) {
          expect(lines.some((line) => line.endsWith(amount))).toBe(true);
        }
      }
    },
  );

  it('keeps a name that mixes scripts in order: each script in its own font', async () => {
    const name = 'Anil (अनिल) Śarmā';
    const lines = pdfLines(await renderTaxDocument({ ...invoice, guest: { name } }));
    expect(lines[lines.indexOf('Billed to') + 1]).toBe(name);
  });

  it('embeds subsets of Noto Sans and Noto Sans Devanagari, and no standard PDF font', async () => {
    const pdf = await renderTaxDocument({ ...invoice, guest: { name: 'अनिल शर्मा' } });
    const fonts = pdfFonts(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansDevanagari-Regular',
    ]);
    for (const font of fonts) {
      expect(font).toMatchObject({ type: 'CID TrueType', embedded: true, subset: true });
      expect(font.name).toMatch(/^[A-Z]{6}\+/);
    }
    // A Latin-only document carries no Devanagari font at all.
    const latin = pdfFonts(await renderTaxDocument(invoice)).map((font) => font.name);
    expect(latin.filter((name) => name.includes('Devanagari'))).toEqual([]);
  });

  it('draws a character neither font has as a visible � and says which, keeping the name’s text', async () => {
    // Refused at input since (customerDetails.fullName); a row stored before could still hold one.
    const pdf = await renderTaxDocument({ ...invoice, guest: { name: '王 Li 😀' } });
    const lines = pdfLines(pdf);
    expect(lines).toContain(
      '� stands for characters this document’s fonts cannot print: U+738B, U+1F600.',
    );
    // The text layer keeps what was meant (copy, search), the page shows the replacement sign.
    expect(lines[lines.indexOf('Billed to') + 1]).toBe('王 Li 😀');
    // And a name the fonts have adds no such line.
    expect(pdfText(await renderTaxDocument(invoice))).not.toContain('cannot print');
  });
});
