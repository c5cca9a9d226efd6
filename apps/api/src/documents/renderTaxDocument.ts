import { formatINR, instantInIndia, inWords } from '@hotel/pricing';
import { guestsText } from '@hotel/validators/guests';
import PDFDocument from 'pdfkit';
import { documentText } from './documentText.js';
import { REPLACEMENT } from './fontRuns.js';
import { SAC_ACCOMMODATION, SAC_RESTAURANT, type TaxDocument } from './taxDocument.js';

const money = formatINR;
const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
const half = (percent: number) => `${Math.round(percent * 50) / 100}%`;
const nightsText = (nights: number) => `${nights} night${nights === 1 ? '' : 's'}`;

const LEFT = 50;
const WIDTH = 495;
const SAC_X = 330;
const AMOUNT_X = 400;
const AMOUNT_WIDTH = 145;

/** Renders a tax invoice or a credit note as an A4 PDF with extractable text. */
export function renderTaxDocument(document: TaxDocument): Promise<Buffer> {
  const title = document.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.hotel.legalName,
      CreationDate: instantInIndia(document.date),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { write, writeAt, unprintable } = documentText(pdf);
  const bold = { weight: 'bold' } as const;
  pdf.fontSize(16);
  write(title, { ...bold, align: 'center' });
  pdf.moveDown().fontSize(12);
  write(document.hotel.legalName, bold);
  pdf.fontSize(10);
  for (const line of document.hotel.address) write(line);
  write(`GSTIN: ${document.hotel.gstin}`);
  pdf.moveDown();

  const label = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
  write(`${label} number: ${document.number}`);
  write(`${label} date: ${document.date}`);
  if (document.againstInvoice) write(`Against tax invoice: ${document.againstInvoice}`);
  write(`Place of supply: the hotel (state code ${document.hotel.gstin.slice(0, 2)})`);
  pdf.moveDown();

  write('Billed to', bold);
  write(document.guest.name);
  if (document.guest.gstin) write(`GSTIN: ${document.guest.gstin}`);
  pdf.moveDown();

  const { stay } = document;
  write(`Booking reference: ${stay.reference}`);
  write(`Room: ${stay.room} × ${stay.rooms}, ${guestsText(stay)}`);
  write(`Check-in: ${stay.checkIn}   Check-out: ${stay.checkOut}   (${nightsText(stay.nights)})`);
  pdf.moveDown();

  const row = (description: string, sac: string, amount: string, isBold = false) => {
    const y = pdf.y;
    const weight = isBold ? 'bold' : 'regular';
    writeAt(description, LEFT, y, { weight, width: SAC_X - LEFT - 10 });
    const after = pdf.y;
    writeAt(sac, SAC_X, y, { weight, width: AMOUNT_X - SAC_X });
    writeAt(amount, AMOUNT_X, y, { weight, width: AMOUNT_WIDTH, align: 'right' });
    pdf.x = LEFT;
    pdf.y = Math.max(after, pdf.y) + 4;
  };
  const rule = () => {
    pdf
      .moveTo(LEFT, pdf.y)
      .lineTo(LEFT + WIDTH, pdf.y)
      .stroke();
    pdf.y += 4;
  };

  row('Description', 'SAC', 'Amount', true);
  rule();
  const slabs = document.slabs ?? [];
  if (slabs.length > 0) {
    // One line per GST rate, each with its own tax: the rate of every line is on the invoice.
    for (const slab of slabs) {
      row(
        `Accommodation: ${stay.room} × ${stay.rooms}, ${nightsText(slab.nights)} at GST ${slab.gstRate}% (taxable value)`,
        SAC_ACCOMMODATION,
        money(slab.taxableValue),
      );
      row(`CGST @ ${half(slab.gstRate)}`, '', money(slab.cgst));
      row(`SGST @ ${half(slab.gstRate)}`, '', money(slab.sgst));
    }
  } else {
    row(
      `Accommodation: ${stay.room} × ${stay.rooms}, ${nightsText(stay.nights)} (taxable value)`,
      SAC_ACCOMMODATION,
      money(document.taxableValue),
    );
    const rates = document.gstRates.map(half).join(' / ');
    row(`CGST @ ${rates}`, '', money(document.cgst));
    row(`SGST @ ${rates}`, '', money(document.sgst));
  }
  for (const meal of document.meals) row(meal.label, SAC_RESTAURANT, money(meal.amount));
  if (document.mealGst) {
    const { gstRate, cgst, sgst } = document.mealGst;
    row(`CGST @ ${half(gstRate)} on meals`, '', money(cgst));
    row(`SGST @ ${half(gstRate)} on meals`, '', money(sgst));
  }
  rule();
  row('Total', '', money(document.total), true);
  pdf.moveDown();
  writeAt(`Amount in words: ${inWords(document.total)}`, LEFT, pdf.y, { width: WIDTH });
  if (document.payment) {
    pdf.moveDown(0.5);
    write(document.payment, { width: WIDTH });
  }
  pdf.moveDown(2).fontSize(8);
  const missing = unprintable();
  if (missing.length > 0) {
    // Never a wrong letter in silence: the sign shows where, this line says which.
    write(
      `${REPLACEMENT} stands for characters this document’s fonts cannot print: ${missing.map(codePoint).join(', ')}.`,
      { width: WIDTH },
    );
  }
  write('This is a computer-generated document and needs no signature.', {
    width: WIDTH,
  });
  pdf.end();
  return done;
}
