import { formatINR, inWords } from '@hotel/pricing';
import PDFDocument from 'pdfkit';
import { SAC_ACCOMMODATION, type TaxDocument } from './taxDocument.js';

/** The standard PDF fonts have no rupee sign: amounts read 'Rs. 13,497.64'. */
const money = (paise: number) => formatINR(paise).replace('₹', 'Rs. ');
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
      CreationDate: new Date(`${document.date}T00:00:00+05:30`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(16).text(title, { align: 'center' }).moveDown();
  pdf.fontSize(12).text(document.hotel.legalName);
  pdf.font('Helvetica').fontSize(10);
  for (const line of document.hotel.address) pdf.text(line);
  pdf.text(`GSTIN: ${document.hotel.gstin}`).moveDown();

  const label = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
  pdf.text(`${label} number: ${document.number}`);
  pdf.text(`${label} date: ${document.date}`);
  if (document.againstInvoice) pdf.text(`Against tax invoice: ${document.againstInvoice}`);
  pdf
    .text(`Place of supply: the hotel (state code ${document.hotel.gstin.slice(0, 2)})`)
    .moveDown();

  pdf.font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica').text(document.guest.name);
  if (document.guest.gstin) pdf.text(`GSTIN: ${document.guest.gstin}`);
  pdf.moveDown();

  const { stay } = document;
  pdf.text(`Booking reference: ${stay.reference}`);
  pdf.text(
    `Room: ${stay.room} × ${stay.rooms}, ${stay.adults} adult${stay.adults === 1 ? '' : 's'}`,
  );
  pdf.text(
    `Check-in: ${stay.checkIn}   Check-out: ${stay.checkOut}   (${nightsText(stay.nights)})`,
  );
  pdf.moveDown();

  const row = (description: string, sac: string, amount: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(description, LEFT, y, { width: SAC_X - LEFT - 10 });
    const after = pdf.y;
    pdf.text(sac, SAC_X, y, { width: AMOUNT_X - SAC_X });
    pdf.text(amount, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
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
  row(
    `Accommodation: ${stay.room} × ${stay.rooms}, ${nightsText(stay.nights)} (taxable value)`,
    SAC_ACCOMMODATION,
    money(document.taxableValue),
  );
  const rates = document.gstRates.map(half).join(' / ');
  row(`CGST @ ${rates}`, '', money(document.cgst));
  row(`SGST @ ${rates}`, '', money(document.sgst));
  for (const meal of document.meals) row(meal.label, '', money(meal.amount));
  rule();
  row('Total', '', money(document.total), true);
  pdf.moveDown();
  pdf.font('Helvetica').text(`Amount in words: ${inWords(document.total)}`, LEFT, pdf.y, {
    width: WIDTH,
  });
  pdf.moveDown(2);
  pdf.fontSize(8).text('This is a computer-generated document and needs no signature.', {
    width: WIDTH,
  });
  pdf.end();
  return done;
}
