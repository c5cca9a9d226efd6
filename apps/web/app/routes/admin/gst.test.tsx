import type { Gstr1Return } from '@hotel/validators/responses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, deskAnswers, json, stubApi } from '../../test/adminApiStub';
import { cellsOf, renderAdminScreen } from '../../test/routeStub';
import GstPage, { clientLoader, lastMonthInIndia } from './gst';

const totals = (taxableValue: number, tax: number) => ({
  taxableValue,
  igst: 0,
  cgst: tax,
  sgst: tax,
});
const empty = { rows: [], totals: totals(0, 0) };

/** A month with one business invoice (two rates) and the guests' stays less a credit note. */
const november: Gstr1Return = {
  hotelId: 'hotel-akash-executive',
  legalName: 'Akash Hotels LLP',
  gstin: '27AAKFA7364M1ZW',
  month: '2026-11',
  fp: '112026',
  sections: {
    b2b: {
      rows: [5, 18].map((rate) => ({
        gstin: '29AAGCB7383J1Z4',
        receiverName: 'Deccan Traders',
        number: 'AK/26-27/000012',
        date: '2026-11-10',
        invoiceValue: 1860000,
        placeOfSupply: '27-Maharashtra',
        rate,
        ...(rate === 5 ? totals(760000, 19000) : totals(900000, 81000)),
      })),
      totals: totals(1660000, 100000),
    },
    b2cl: empty,
    b2cs: {
      rows: [{ type: 'OE', placeOfSupply: '27-Maharashtra', rate: 5, ...totals(430000, 10750) }],
      totals: totals(430000, 10750),
    },
    cdnr: empty,
    cdnur: empty,
    hsnB2b: empty,
    hsnB2c: {
      rows: [
        {
          hsn: '996311',
          description: 'Accommodation in hotels',
          uqc: 'NA',
          quantity: 0,
          totalValue: 451500,
          rate: 5,
          ...totals(430000, 10750),
        },
      ],
      totals: totals(430000, 10750),
    },
    docs: {
      rows: [
        {
          nature: 'Invoices for outward supply',
          from: 'AK/26-27/000011',
          to: 'AK/26-27/000012',
          totalNumber: 2,
          cancelled: 0,
          netIssued: 2,
        },
      ],
    },
  },
  reconciliation: {
    documents: totals(2090000, 110750),
    sections: totals(2090000, 110750),
    hsn: totals(2090000, 110750),
  },
};

const renderGst = (path: string) =>
  renderAdminScreen(
    { default: GstPage, clientLoader },
    '/admin/gst',
    path.slice('/admin/gst'.length),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the GSTR-1 screen', () => {
  it('shows last month’s return of the first hotel: each section a table with its totals, and the files', async () => {
    const { calls } = stubApi({
      ...deskAnswers(),
      'GET /api/admin/gst/gstr1': () => json(200, november),
    });
    renderGst('/admin/gst');
    expect(await screen.findByRole('heading', { level: 1, name: 'GSTR-1' })).toBeVisible();
    const asked = calls.find((call) => call.url.pathname === '/api/admin/gst/gstr1');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      hotelId: 'hotel-akash-executive',
      month: lastMonthInIndia(),
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Akash Hotels LLP, GSTIN 27AAKFA7364M1ZW, ${lastMonthInIndia()}.`,
    );

    const b2b = screen.getByRole('table', { name: 'B2B: invoices to a GSTIN (4A)' });
    const [head, first, second, total] = within(b2b).getAllByRole('row');
    expect(cellsOf(head as HTMLElement)).toEqual([
      'GSTIN of recipient',
      'Receiver',
      'Invoice',
      'Date',
      'Invoice value',
      'Place of supply',
      'Rate',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
    ]);
    expect(cellsOf(first as HTMLElement)).toEqual([
      '29AAGCB7383J1Z4',
      'Deccan Traders',
      'AK/26-27/000012',
      '10 Nov 2026',
      '₹18,600.00',
      '27-Maharashtra',
      '5%',
      '₹7,600.00',
      '₹0.00',
      '₹190.00',
      '₹190.00',
    ]);
    expect(cellsOf(second as HTMLElement).slice(6)).toEqual([
      '18%',
      '₹9,000.00',
      '₹0.00',
      '₹810.00',
      '₹810.00',
    ]);
    expect(cellsOf(total as HTMLElement)).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '₹16,600.00',
      '₹0.00',
      '₹1,000.00',
      '₹1,000.00',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'CDNR: credit notes to a GSTIN (9B)' })).getByText(
        'No credit note to a GSTIN this month.',
      ),
    ).toBeVisible();
    const docs = screen.getByRole('table', { name: 'Documents issued (13)' });
    expect(cellsOf(within(docs).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Invoices for outward supply',
      'AK/26-27/000011',
      'AK/26-27/000012',
      '2',
      '0',
      '2',
    ]);
    expect(
      screen.getByText(/The sections and the HSN summary add up to the same, to the paisa\./),
    ).toBeVisible();

    const downloads = screen.getByRole('navigation', { name: 'Downloads for the GST portal' });
    const month = lastMonthInIndia();
    expect(within(downloads).getByRole('link', { name: 'b2cs.csv' })).toHaveAttribute(
      'href',
      `/api/admin/gst/gstr1?hotelId=hotel-akash-executive&month=${month}&format=csv&section=b2cs`,
    );
    expect(
      within(downloads).getByRole('link', { name: 'Portal JSON (all sections)' }),
    ).toHaveAttribute(
      'href',
      `/api/admin/gst/gstr1?hotelId=hotel-akash-executive&month=${month}&format=portal`,
    );
    expect(within(downloads).getAllByRole('link')).toHaveLength(9);
  });

  it('reads the return of the hotel and month chosen', async () => {
    const { calls } = stubApi({
      ...deskAnswers(),
      'GET /api/admin/gst/gstr1': ({ url }) =>
        json(200, { ...november, month: url.searchParams.get('month') }),
    });
    const user = renderGst('/admin/gst?hotelId=hotel-akash-executive&month=2026-11');
    await screen.findByRole('table', { name: 'Documents issued (13)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hotel' }), 'Grand Imperial');
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText(/, 2026-10\.$/);
    const last = calls.filter((call) => call.url.pathname === '/api/admin/gst/gstr1').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      hotelId: 'hotel-grand-imperial',
      month: '2026-10',
    });
  });

  it('says why when the API refuses the return', async () => {
    stubApi({
      ...deskAnswers(),
      'GET /api/admin/gst/gstr1': () => apiError(404, 'NOT_FOUND', 'We could not find that hotel.'),
    });
    renderGst('/admin/gst?hotelId=hotel-akash-executive&month=2026-11');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the return. We could not find that hotel.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('counts last month from today in India, across a year’s start', () => {
    expect(lastMonthInIndia('2027-01-01')).toBe('2026-12');
    expect(lastMonthInIndia('2026-11-30')).toBe('2026-10');
  });
});
