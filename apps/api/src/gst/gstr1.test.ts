import { describe, expect, it } from 'vitest';
import { creditLines } from '../booking/taxDocuments.js';
import type { TaxDocument } from '../documents/taxDocument.js';
import { exampleInvoice } from '../test/taxDocuments.js';
import { buildGstr1, type Gstr1Input, type IssuedDocument } from './gstr1.js';
import { gstr1Csv } from './gstr1Csv.js';
import { gstr1PortalJson } from './gstr1PortalJson.js';

/**
 * A month of one hotel worked by hand (Akash, GSTIN 27AAKFA7364M1ZW, November 2026), amounts in
 * paise:
 * - 000011 (3 Nov, no GSTIN): 2 nights × ₹4,000 at 5% (₹8,000 + ₹400), breakfasts ₹600 + 5%
 *   (₹30): ₹9,030 in all; half of it credited on 5 Nov by CN 0004.
 * - 000012 (10 Nov, GSTIN 29AAGCB7383J1Z4): a night of ₹7,000 at 5% and one of ₹9,000 at 18%,
 *   a lunch ₹600 + 5%: ₹18,600.
 * - 000013 (30 Nov, no GSTIN): a night of ₹10,000 at 18%: ₹11,800.
 * - CN 0005 (12 Nov) credits ₹5,250 of October's 000009 (the same GSTIN): ₹5,000 + 5%.
 * - 000010 (31 Oct) and 000014 (1 Dec) are other months'.
 */
const HOTEL = {
  legalName: 'Akash Hotels LLP',
  address: ['Plot 0, Jalna Road', 'Chhatrapati Sambhajinagar, Maharashtra 431006'],
  gstin: '27AAKFA7364M1ZW',
};
const BUYER = '29AAGCB7383J1Z4';

function invoice(serial: number, date: string, fields: Partial<TaxDocument>): IssuedDocument {
  return {
    kind: 'invoice',
    serial,
    document: {
      ...exampleInvoice,
      hotel: HOTEL,
      number: `AK/26-27/${String(serial).padStart(6, '0')}`,
      date,
      guest: { name: 'Asha Patil', gstin: null },
      slabs: undefined,
      mealGst: undefined,
      meals: [],
      ...fields,
    },
  };
}

function creditNote(serial: number, date: string, of: TaxDocument, credit: number): IssuedDocument {
  return {
    kind: 'creditNote',
    serial,
    document: {
      ...of,
      kind: 'creditNote',
      number: `AK/CN/26-27/${String(serial).padStart(4, '0')}`,
      date,
      againstInvoice: of.number,
      ...creditLines(of, credit),
      total: credit,
    },
  };
}

const stay = invoice(11, '2026-11-03', {
  taxableValue: 800000,
  gstRates: [5],
  cgst: 20000,
  sgst: 20000,
  meals: [{ label: 'Breakfast × 2 at ₹300', amount: 60000 }],
  mealGst: { gstRate: 5, cgst: 1500, sgst: 1500 },
  total: 903000,
});
const business = invoice(12, '2026-11-10', {
  guest: { name: 'Deccan Traders', gstin: BUYER },
  taxableValue: 1600000,
  gstRates: [5, 18],
  cgst: 98500,
  sgst: 98500,
  slabs: [
    { gstRate: 5, nights: 1, taxableValue: 700000, cgst: 17500, sgst: 17500 },
    { gstRate: 18, nights: 1, taxableValue: 900000, cgst: 81000, sgst: 81000 },
  ],
  meals: [{ label: 'Lunch/dinner × 1 at ₹600', amount: 60000 }],
  mealGst: { gstRate: 5, cgst: 1500, sgst: 1500 },
  total: 1860000,
});
const lastNight = invoice(13, '2026-11-30', {
  taxableValue: 1000000,
  gstRates: [18],
  cgst: 90000,
  sgst: 90000,
  total: 1180000,
});
const october = invoice(9, '2026-10-20', {
  guest: { name: 'Deccan Traders', gstin: BUYER },
  taxableValue: 500000,
  gstRates: [5],
  cgst: 12500,
  sgst: 12500,
  total: 525000,
});
/** The last night's invoice again, under another serial and date. */
const otherMonth = (serial: number, date: string): IssuedDocument => ({
  kind: 'invoice',
  serial,
  document: { ...lastNight.document, number: `AK/26-27/${String(serial).padStart(6, '0')}`, date },
});
const november: IssuedDocument[] = [
  otherMonth(10, '2026-10-31'),
  lastNight,
  stay,
  business,
  creditNote(4, '2026-11-05', stay.document, 451500),
  creditNote(5, '2026-11-12', october.document, 525000),
  otherMonth(14, '2026-12-01'),
];

/** Akash Executive's return for November 2026 (Maharashtra, as its GSTIN) of the documents. */
const akashNovember = (
  input: Pick<Gstr1Input, 'documents' | 'invoicesByNumber'> & Partial<Gstr1Input>,
) =>
  buildGstr1({
    hotelId: 'hotel-akash-executive',
    legalName: HOTEL.legalName,
    gstin: HOTEL.gstin,
    placeOfSupply: '27',
    month: '2026-11',
    ...input,
  });

const gstr1 = akashNovember({
  documents: november,
  invoicesByNumber: new Map([[october.document.number, october.document]]),
});
const { sections } = gstr1;
const POS = '27-Maharashtra';
const intra = (taxableValue: number, tax: number) => ({
  taxableValue,
  igst: 0,
  cgst: tax,
  sgst: tax,
});

describe('GSTR-1 of a hotel’s month', () => {
  it('names the GSTIN and the period as the portal does (MMYYYY)', () => {
    expect(gstr1).toMatchObject({ gstin: HOTEL.gstin, month: '2026-11', fp: '112026' });
  });

  it('B2B: the invoice to a GSTIN, one row per rate (its 5% room-night and lunch together), the hotel’s state as place of supply', () => {
    const row = {
      gstin: BUYER,
      receiverName: 'Deccan Traders',
      number: 'AK/26-27/000012',
      date: '2026-11-10',
      invoiceValue: 1860000,
      placeOfSupply: POS,
    };
    expect(sections.b2b.rows).toEqual([
      { ...row, rate: 5, ...intra(760000, 19000) },
      { ...row, rate: 18, ...intra(900000, 81000) },
    ]);
    expect(sections.b2b.totals).toEqual(intra(1660000, 100000));
  });

  it('B2CS: the guests’ invoices by place of supply and rate, net of their credit notes', () => {
    expect(sections.b2cs.rows).toEqual([
      { type: 'OE', placeOfSupply: POS, rate: 5, ...intra(430000, 10750) },
      { type: 'OE', placeOfSupply: POS, rate: 18, ...intra(1000000, 90000) },
    ]);
    expect(sections.b2cs.totals).toEqual(intra(1430000, 100750));
  });

  it('CDNR: the credit note to a GSTIN, against an invoice of an earlier month', () => {
    expect(sections.cdnr.rows).toEqual([
      {
        gstin: BUYER,
        receiverName: 'Deccan Traders',
        number: 'AK/CN/26-27/0005',
        date: '2026-11-12',
        againstInvoice: 'AK/26-27/000009',
        noteValue: 525000,
        placeOfSupply: POS,
        rate: 5,
        ...intra(500000, 12500),
      },
    ]);
  });

  it('B2CL and CDNUR are empty within the state (no inter-state supply to a guest)', () => {
    expect(sections.b2cl).toEqual({ rows: [], totals: intra(0, 0) });
    expect(sections.cdnur).toEqual({ rows: [], totals: intra(0, 0) });
  });

  it('HSN/SAC summary: 996311 and 996331 by rate, B2B and B2C apart, net of credit notes', () => {
    const hsn = (code: string, rate: number, taxable: number, tax: number) => ({
      hsn: code,
      description: code === '996311' ? 'Accommodation in hotels' : 'Restaurant service (meals)',
      uqc: 'NA',
      quantity: 0,
      totalValue: taxable + 2 * tax,
      rate,
      ...intra(taxable, tax),
    });
    expect(sections.hsnB2c.rows).toEqual([
      hsn('996311', 5, 400000, 10000),
      hsn('996311', 18, 1000000, 90000),
      hsn('996331', 5, 30000, 750),
    ]);
    expect(sections.hsnB2b.rows).toEqual([
      hsn('996311', 5, 200000, 5000),
      hsn('996311', 18, 900000, 81000),
      hsn('996331', 5, 60000, 1500),
    ]);
  });

  it('documents issued: the month’s first and last number of each series and their count', () => {
    expect(sections.docs.rows).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: 'AK/26-27/000011',
        to: 'AK/26-27/000013',
        totalNumber: 3,
        cancelled: 0,
        netIssued: 3,
      },
      {
        nature: 'Credit Note',
        from: 'AK/CN/26-27/0004',
        to: 'AK/CN/26-27/0005',
        totalNumber: 2,
        cancelled: 0,
        netIssued: 2,
      },
    ]);
  });

  it('reconciles: the invoices less the credit notes equal the sections and the HSN summary', () => {
    const expected = intra(2590000, 188250);
    expect(gstr1.reconciliation).toEqual({
      documents: expected,
      sections: expected,
      hsn: expected,
    });
  });

  it('counts a number missing from a series as cancelled', () => {
    const gap = akashNovember({
      documents: [stay, lastNight].map((issued) => ({ ...issued })),
      invoicesByNumber: new Map(),
    });
    expect(gap.sections.docs.rows).toEqual([
      expect.objectContaining({ totalNumber: 3, cancelled: 1, netIssued: 2 }),
    ]);
  });
});

describe('GSTR-1 of a supply outside the supplier’s state', () => {
  // A GSTIN of Maharashtra supplying in Karnataka (29): the tax is IGST, the large guest invoice B2CL.
  const large = invoice(21, '2026-11-08', {
    taxableValue: 12000000,
    gstRates: [18],
    cgst: 1080000,
    sgst: 1080000,
    total: 14160000,
  });
  const small = invoice(22, '2026-11-09', {
    taxableValue: 400000,
    gstRates: [5],
    cgst: 10000,
    sgst: 10000,
    total: 420000,
  });
  const inter = akashNovember({
    hotelId: 'hotel-elsewhere',
    placeOfSupply: '29',
    documents: [large, small, creditNote(7, '2026-11-15', large.document, 1416000)],
    invoicesByNumber: new Map([[large.document.number, large.document]]),
  });
  const igst = (taxableValue: number, tax: number) => ({
    taxableValue,
    igst: tax,
    cgst: 0,
    sgst: 0,
  });

  it('B2CL: the guest’s invoice above ₹1,00,000, its tax as IGST', () => {
    expect(inter.sections.b2cl.rows).toEqual([
      {
        number: 'AK/26-27/000021',
        date: '2026-11-08',
        invoiceValue: 14160000,
        placeOfSupply: '29-Karnataka',
        rate: 18,
        ...igst(12000000, 2160000),
      },
    ]);
    expect(inter.sections.b2cs.rows).toEqual([
      { type: 'OE', placeOfSupply: '29-Karnataka', rate: 5, ...igst(400000, 20000) },
    ]);
  });

  it('CDNUR: the credit note against the B2CL invoice', () => {
    expect(inter.sections.cdnur.rows).toEqual([
      {
        type: 'B2CL',
        number: 'AK/CN/26-27/0007',
        date: '2026-11-15',
        againstInvoice: 'AK/26-27/000021',
        noteValue: 1416000,
        placeOfSupply: '29-Karnataka',
        rate: 18,
        ...igst(1200000, 216000),
      },
    ]);
    const expected = igst(12000000 + 400000 - 1200000, 2160000 + 20000 - 216000);
    expect(inter.reconciliation).toEqual({
      documents: expected,
      sections: expected,
      hsn: expected,
    });
  });

  it('writes the portal’s B2CL and CDNUR with IGST items', () => {
    const portal = gstr1PortalJson(inter);
    expect(portal.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'AK/26-27/000021',
            idt: '08-11-2026',
            val: 141600,
            itms: [{ num: 1, itm_det: { rt: 18, txval: 120000, iamt: 21600, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(portal.b2cs).toEqual([
      { sply_ty: 'INTER', typ: 'OE', pos: '29', rt: 5, txval: 4000, iamt: 200, csamt: 0 },
    ]);
    expect(portal.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'AK/CN/26-27/0007',
        nt_dt: '15-11-2026',
        val: 14160,
        pos: '29',
        itms: [{ num: 1, itm_det: { rt: 18, txval: 12000, iamt: 2160, csamt: 0 } }],
      },
    ]);
  });
});

describe('the offline tool’s files', () => {
  it('b2cs.csv: the template’s header, rupees with two decimals', () => {
    expect(gstr1Csv(gstr1, 'b2cs')).toBe(
      [
        'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
        'OE,27-Maharashtra,,5,4300.00,0.00,',
        'OE,27-Maharashtra,,18,10000.00,0.00,',
        '',
      ].join('\r\n'),
    );
  });

  it('b2b.csv and cdnr.csv: a row per rate, dates as DD-MMM-YYYY', () => {
    expect(gstr1Csv(gstr1, 'b2b').split('\r\n')).toEqual([
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
      '29AAGCB7383J1Z4,Deccan Traders,AK/26-27/000012,10-Nov-2026,18600.00,27-Maharashtra,N,,Regular B2B,,5,7600.00,0.00',
      '29AAGCB7383J1Z4,Deccan Traders,AK/26-27/000012,10-Nov-2026,18600.00,27-Maharashtra,N,,Regular B2B,,18,9000.00,0.00',
      '',
    ]);
    expect(gstr1Csv(gstr1, 'cdnr').split('\r\n')).toEqual([
      'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
      '29AAGCB7383J1Z4,Deccan Traders,AK/CN/26-27/0005,12-Nov-2026,C,27-Maharashtra,N,Regular B2B,5250.00,,5,5000.00,0.00',
      '',
    ]);
  });

  it('the empty sections’ files are their headers alone', () => {
    expect(gstr1Csv(gstr1, 'b2cl')).toBe(
      'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\n',
    );
    expect(gstr1Csv(gstr1, 'cdnur')).toBe(
      'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount\r\n',
    );
  });

  it('hsn(b2c).csv and docs.csv', () => {
    expect(gstr1Csv(gstr1, 'hsn_b2c').split('\r\n')).toEqual([
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      '996311,Accommodation in hotels,NA-NOT APPLICABLE,0,4200.00,5,4000.00,0.00,100.00,100.00,0.00',
      '996311,Accommodation in hotels,NA-NOT APPLICABLE,0,11800.00,18,10000.00,0.00,900.00,900.00,0.00',
      '996331,Restaurant service (meals),NA-NOT APPLICABLE,0,315.00,5,300.00,0.00,7.50,7.50,0.00',
      '',
    ]);
    expect(gstr1Csv(gstr1, 'docs').split('\r\n')).toEqual([
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      'Invoices for outward supply,AK/26-27/000011,AK/26-27/000013,3,0',
      'Credit Note,AK/CN/26-27/0004,AK/CN/26-27/0005,2,0',
      '',
    ]);
  });

  it('quotes a receiver’s name with a comma or a quote in it', () => {
    const named = akashNovember({
      documents: [
        {
          ...business,
          document: {
            ...business.document,
            guest: { name: 'Patil, "Deccan" Traders', gstin: BUYER },
          },
        },
      ],
      invoicesByNumber: new Map(),
    });
    expect(gstr1Csv(named, 'b2b').split('\r\n')[1]).toMatch(
      /^29AAGCB7383J1Z4,"Patil, ""Deccan"" Traders",AK\/26-27\/000012,/,
    );
  });

  it.each(['=HYPERLINK("http://x.example","Pay")', '+91 Traders', '-Traders', '@SUM(A1)'])(
    'keeps a receiver’s name that starts like a formula (%s) as text in the CSV',
    (name) => {
      const named = akashNovember({
        documents: [
          { ...business, document: { ...business.document, guest: { name, gstin: BUYER } } },
        ],
        invoicesByNumber: new Map(),
      });
      const cell = gstr1Csv(named, 'b2b').split('\r\n')[1]?.split(',')[1];
      expect(
        cell
          ?.replace(/^"|"$/g, '')
          .replaceAll('""', '"')
          .startsWith(`'${name.split(',')[0]}`),
      ).toBe(true);
    },
  );

  it('the portal’s JSON: GSTIN, period, B2B by buyer, B2CS, HSN apart for B2B and B2C, documents', () => {
    const portal = gstr1PortalJson(gstr1);
    expect(Object.keys(portal)).toEqual(['gstin', 'fp', 'b2b', 'b2cs', 'cdnr', 'hsn', 'doc_issue']);
    expect(portal).toMatchObject({ gstin: HOTEL.gstin, fp: '112026' });
    expect(portal.b2b).toEqual([
      {
        ctin: BUYER,
        inv: [
          {
            inum: 'AK/26-27/000012',
            idt: '10-11-2026',
            val: 18600,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { rt: 5, txval: 7600, camt: 190, samt: 190, csamt: 0 } },
              { num: 2, itm_det: { rt: 18, txval: 9000, camt: 810, samt: 810, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(portal.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        typ: 'OE',
        pos: '27',
        rt: 5,
        txval: 4300,
        camt: 107.5,
        samt: 107.5,
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        typ: 'OE',
        pos: '27',
        rt: 18,
        txval: 10000,
        camt: 900,
        samt: 900,
        csamt: 0,
      },
    ]);
    expect(portal.cdnr).toEqual([
      {
        ctin: BUYER,
        nt: [
          {
            ntty: 'C',
            nt_num: 'AK/CN/26-27/0005',
            nt_dt: '12-11-2026',
            val: 5250,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { rt: 5, txval: 5000, camt: 125, samt: 125, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(portal.hsn).toEqual({
      hsn_b2b: [
        expect.objectContaining({
          num: 1,
          hsn_sc: '996311',
          uqc: 'NA',
          qty: 0,
          rt: 5,
          txval: 2000,
        }),
        expect.objectContaining({ num: 2, hsn_sc: '996311', rt: 18, txval: 9000, camt: 810 }),
        expect.objectContaining({ num: 3, hsn_sc: '996331', rt: 5, txval: 600, iamt: 0 }),
      ],
      hsn_b2c: [
        expect.objectContaining({ num: 1, hsn_sc: '996311', rt: 5, txval: 4000, camt: 100 }),
        expect.objectContaining({ num: 2, hsn_sc: '996311', rt: 18, txval: 10000 }),
        expect.objectContaining({ num: 3, hsn_sc: '996331', rt: 5, txval: 300, samt: 7.5 }),
      ],
    });
    expect(portal.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            {
              num: 1,
              from: 'AK/26-27/000011',
              to: 'AK/26-27/000013',
              totnum: 3,
              cancel: 0,
              net_issue: 3,
            },
          ],
        },
        {
          doc_num: 5,
          docs: [
            {
              num: 1,
              from: 'AK/CN/26-27/0004',
              to: 'AK/CN/26-27/0005',
              totnum: 2,
              cancel: 0,
              net_issue: 2,
            },
          ],
        },
      ],
    });
  });
});
