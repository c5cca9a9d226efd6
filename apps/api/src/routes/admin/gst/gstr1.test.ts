import { type Gstr1Return, gstr1Return } from '@hotel/validators/responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf } from '../../../booking/taxDocuments.js';
import { expectErrorShape, expectFailure, expectFieldErrors } from '../../../test/apiAssertions.js';
import { dayInIndia } from '../../../test/bookingFixtures.js';
import { payBooking } from '../../../test/orders.js';
import {
  adminCookie,
  guestCookie,
  staffCookie,
  startTestApp,
  type TestApp,
} from '../../../test/testApp.js';

/**
 * GET /api/admin/gst/gstr1 through the real app and a real SQLite file: bookings paid online
 * (one by a business with its GSTIN), one cancelled with a credit note, then the hotel's return
 * for the month the documents are dated in, as JSON, as the templates' CSV files and as the
 * portal's JSON.
 */
const AKASH = 'hotel-akash-executive';
const AKASH_GSTIN = '27AAKFA7364M1ZW';
const BUYER = '29AAGCB7383J1Z4';

let t: TestApp;
let admin: string;
let month: string;
let invoices: { number: string; total: number }[];
let creditNote: { number: string; total: number };
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminCookie(t.app);
  const business = await payBooking(t, {
    gstin: BUYER,
    fullName: 'Deccan Traders',
    checkIn: dayInIndia(10),
    checkOut: dayInIndia(12),
  });
  const family = await payBooking(t, {
    checkIn: dayInIndia(14),
    checkOut: dayInIndia(15),
    breakfasts: 2,
  });
  const cancelled = await payBooking(t, { checkIn: dayInIndia(20), checkOut: dayInIndia(21) });
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${cancelled.reference}/cancel`,
    headers: { cookie: admin },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const documents = [business, family, cancelled].map((booking) => {
    const row = documentOf(t.app.db, 'invoice', booking.reference);
    if (!row) throw new Error(`${booking.reference} has no invoice.`);
    return row.document;
  });
  const note = documentOf(t.app.db, 'creditNote', cancelled.reference)?.document;
  if (!note) throw new Error('The cancellation issued no credit note.');
  invoices = documents.map(({ number, total }) => ({ number, total }));
  creditNote = { number: note.number, total: note.total };
  month = note.date.slice(0, 7);
  // The three invoices and the note are of one month (unless the test ran across midnight).
  expect(new Set([...documents, note].map((document) => document.date.slice(0, 7)))).toEqual(
    new Set([month]),
  );
});
afterAll(async () => {
  await t.close();
});

const gstr1 = (query: string, cookie: string | undefined = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/gst/gstr1?${query}`,
    headers: cookie ? { cookie } : {},
  });

const returnOf = async (hotelId: string): Promise<Gstr1Return> => {
  const response = await gstr1(`hotelId=${hotelId}&month=${month}`);
  expect(response.statusCode, response.body).toBe(200);
  return gstr1Return.parse(response.json());
};

describe('GET /api/admin/gst/gstr1', () => {
  it('answers the hotel’s month: its invoices and credit note in their sections, reconciled to the paisa', async () => {
    const answer = await returnOf(AKASH);
    expect(answer).toMatchObject({
      hotelId: AKASH,
      gstin: AKASH_GSTIN,
      month,
      fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
    });
    const { sections, reconciliation } = answer;
    const [business] = invoices;
    expect(
      new Set(sections.b2b.rows.map((row) => [row.gstin, row.number, row.invoiceValue])),
    ).toEqual(new Set([[BUYER, business?.number, business?.total]]));
    expect(sections.b2b.rows.every((row) => row.placeOfSupply === '27-Maharashtra')).toBe(true);
    // The guests' two stays less the cancelled one's credit note, by rate, in B2C (Others).
    expect(sections.b2cs.rows.length).toBeGreaterThan(0);
    expect(sections.cdnr.rows).toEqual([]);
    expect(sections.b2cl.rows).toEqual([]);
    expect(sections.cdnur.rows).toEqual([]);
    expect(sections.hsnB2b.rows.map((row) => row.hsn)).toContain('996311');
    expect(sections.hsnB2c.rows.map((row) => row.hsn)).toEqual(['996311', '996331']);
    expect(sections.docs.rows).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: invoices[0]?.number,
        to: invoices[2]?.number,
        totalNumber: 3,
        cancelled: 0,
        netIssued: 3,
      },
      {
        nature: 'Credit Note',
        from: creditNote.number,
        to: creditNote.number,
        totalNumber: 1,
        cancelled: 0,
        netIssued: 1,
      },
    ]);
    expect(reconciliation.sections).toEqual(reconciliation.documents);
    expect(reconciliation.hsn).toEqual(reconciliation.documents);
    // What the guests paid less what was credited: the value taxed plus its tax.
    const { taxableValue, igst, cgst, sgst } = reconciliation.documents;
    expect(taxableValue + igst + cgst + sgst).toBe(
      invoices.reduce((sum, invoice) => sum + invoice.total, 0) - creditNote.total,
    );
    expect(igst).toBe(0);
  });

  it('is per GSTIN: another hotel’s return has none of these documents', async () => {
    const grand = await returnOf('hotel-grand-imperial');
    expect(grand.gstin).not.toBe(AKASH_GSTIN);
    expect(grand.sections.docs.rows).toEqual([]);
    expect(grand.reconciliation.documents).toEqual({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0 });
  });

  it('downloads a section as its template’s CSV file', async () => {
    const response = await gstr1(`hotelId=${AKASH}&month=${month}&format=csv&section=b2b`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${AKASH_GSTIN}_${fp}_b2b.csv"`,
    );
    const [header, ...rows] = response.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatch(
        new RegExp(`^${BUYER},Deccan Traders,${invoices[0]?.number},\\d\\d-[A-Z][a-z]{2}-\\d{4},`),
      );
    }
  });

  it('downloads the portal’s JSON', async () => {
    const response = await gstr1(`hotelId=${AKASH}&month=${month}&format=portal`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="GSTR1_${AKASH_GSTIN}_\\d{6}\\.json"$`),
    );
    const portal = response.json();
    expect(portal).toMatchObject({
      gstin: AKASH_GSTIN,
      fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
      b2b: [{ ctin: BUYER, inv: [{ inum: invoices[0]?.number, pos: '27', inv_typ: 'R' }] }],
      doc_issue: { doc_det: [{ doc_num: 1 }, { doc_num: 5 }] },
    });
    expect(Object.keys(portal.hsn)).toEqual(['hsn_b2b', 'hsn_b2c']);
  });

  it('names the field a bad query got wrong', async () => {
    const month13 = await gstr1(`hotelId=${AKASH}&month=2026-13`);
    expect(month13.statusCode).toBe(400);
    expectErrorShape(month13);
    expect(month13.json().fields).toEqual({
      month: 'Month must be a month as YYYY-MM, e.g. 2026-11.',
    });
    const noSection = await gstr1(`hotelId=${AKASH}&month=${month}&format=csv`);
    expectFieldErrors(noSection, {
      section: 'Please name the section of the CSV file, e.g. section=b2cs.',
    });
    const badSection = await gstr1(`hotelId=${AKASH}&month=${month}&format=csv&section=exp`);
    expect(badSection.json().fields).toEqual({
      section: 'Section must be one of b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, docs.',
    });
  });

  it('answers 404 for a hotel it does not know, and for the banquet hall (no GSTIN of its own)', async () => {
    for (const hotelId of ['hotel-nowhere', 'akash-banquet-hall']) {
      expectFailure(
        await gstr1(`hotelId=${hotelId}&month=${month}`),
        404,
        'NOT_FOUND',
        'We could not find that hotel.',
      );
    }
  });

  it('is for administrators only: signed out 401, a guest and the hotel’s own staff 403', async () => {
    const query = `hotelId=${AKASH}&month=${month}`;
    expect((await gstr1(query, '')).statusCode).toBe(401);
    const staff = await staffCookie(t.app, AKASH);
    const guest = await guestCookie(t.app, 'gst_guest');
    for (const cookie of [staff, guest]) {
      expectFailure(
        await gstr1(query, cookie),
        403,
        'FORBIDDEN',
        'Only administrators may do this.',
      );
    }
    expect((await gstr1(`${query}&format=portal`, staff)).statusCode).toBe(403);
  });
});
