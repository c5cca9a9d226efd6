import type { PerformanceFigures, PerformanceReport } from '@hotel/validators/responses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStaff } from '../../test/accounts';
import { apiError, deskAnswers, json, stubApi } from '../../test/adminApiStub';
import { cellsOf, renderAdminScreen } from '../../test/routeStub';
import ReportsPage, { clientLoader, thisMonthInIndia } from './reports';

const NONE = { cancellations: 0, refunds: 0, retained: 0, adjustments: 0 };
/** 11 rooms available, 3 sold (one by a travel site) for ₹7,998.00: ADR ₹2,666.00. */
const night: PerformanceFigures = {
  roomsAvailable: 11,
  roomsSold: 3,
  occupancyPercent: 27.27,
  adr: 266600,
  revpar: 72709,
  roomRevenue: 799800,
  mealsRevenue: 12500,
  gst: 40615,
  ...NONE,
};
const nothing: PerformanceFigures = {
  ...night,
  roomsSold: 0,
  occupancyPercent: 0,
  adr: null,
  revpar: 0,
  roomRevenue: 0,
  mealsRevenue: 0,
  gst: 0,
};

function report(by: 'night' | 'month', hotelId: string | null): PerformanceReport {
  const period = by === 'night' ? '2026-12-17' : '2026-12';
  const rows = [{ period, ...night }];
  const channel = (roomRevenue: number, roomsSold: number) => ({
    rows: [{ period, ...nothing, roomRevenue, roomsSold }],
    totals: { ...nothing, roomRevenue, roomsSold },
  });
  return {
    hotelId,
    from: '2026-12-17',
    to: '2026-12-17',
    by,
    closedThrough: null,
    rows,
    totals: night,
    byChannel: [
      { channel: 'online', ...channel(399900, 1) },
      { channel: 'walk_in', ...channel(399900, 1) },
      { channel: 'ical', ...channel(0, 1) },
    ],
    byRoomType: [
      {
        roomType: 'luxury-room',
        rows: [{ period, ...night, roomsAvailable: 3, occupancyPercent: 100 }],
        totals: night,
      },
    ],
  };
}

const renderReports = (path: string) =>
  renderAdminScreen(
    { default: ReportsPage, clientLoader },
    '/admin/reports',
    path.slice('/admin/reports'.length),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reports screen', () => {
  it('shows the group’s month for an admin: each chart named, beside the table of its numbers, and each table’s CSV', async () => {
    const { calls } = stubApi({
      ...deskAnswers(),
      'GET /api/admin/reports/performance': ({ url }) =>
        json(200, report(url.searchParams.get('by') as 'night' | 'month', null)),
    });
    renderReports('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    const { from, to } = thisMonthInIndia();
    const asked = calls
      .filter((call) => call.url.pathname === '/api/admin/reports/performance')
      .map((call) => Object.fromEntries(call.url.searchParams));
    expect(asked).toEqual([
      { from, to, by: 'night' },
      { from, to, by: 'month' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Hotel' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Whole group' })).toBeInTheDocument();

    expect(
      await screen.findByRole('img', {
        name: 'Occupancy and ADR by night: a chart of the numbers in the table below.',
      }),
    ).toBeInTheDocument();
    const nights = await screen.findByRole('table', { name: 'Occupancy and ADR by night' });
    const [head, first, total] = within(nights).getAllByRole('row');
    expect(cellsOf(head as HTMLElement).slice(0, 6)).toEqual([
      'Night',
      'Rooms available',
      'Rooms sold',
      'Occupancy %',
      'ADR',
      'RevPAR',
    ]);
    expect(cellsOf(first as HTMLElement).slice(0, 9)).toEqual([
      '2026-12-17',
      '11',
      '3',
      '27.27%',
      '₹2,666.00',
      '₹727.09',
      '₹7,998.00',
      '₹125.00',
      '₹406.15',
    ]);
    expect(cellsOf(total as HTMLElement).slice(0, 3)).toEqual(['Total', '11', '3']);

    const revenue = screen.getByRole('table', { name: 'Revenue by month and channel' });
    expect(
      within(revenue)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row).slice(0, 4)),
    ).toEqual([
      ['2026-12', 'Online', '1', '₹3,999.00'],
      ['2026-12', 'Walk-in', '1', '₹3,999.00'],
      ['2026-12', 'Travel sites (iCal)', '1', '₹0.00'],
    ]);
    const types = screen.getByRole('table', { name: 'By room type' });
    expect(cellsOf(within(types).getAllByRole('row')[1] as HTMLElement).slice(0, 5)).toEqual([
      '2026-12-17',
      'Luxury Room',
      '3',
      '3',
      '100.00%',
    ]);
    expect(
      screen.getByRole('link', { name: 'Download the channels by month as CSV' }),
    ).toHaveAttribute(
      'href',
      `/api/admin/reports/performance?from=${from}&to=${to}&by=month&format=csv&table=channels`,
    );
    expect(screen.getByRole('link', { name: 'Download the nights as CSV' })).toHaveAttribute(
      'href',
      `/api/admin/reports/performance?from=${from}&to=${to}&by=night&format=csv&table=periods`,
    );
  });

  it('reads the hotel, dates and grouping chosen', async () => {
    const { calls } = stubApi({
      ...deskAnswers(),
      'GET /api/admin/reports/performance': ({ url }) =>
        json(200, report(url.searchParams.get('by') as 'night' | 'month', 'hotel-grand-imperial')),
    });
    const user = renderReports('/admin/reports?from=2026-12-01&to=2026-12-31');
    await screen.findByRole('table', { name: 'By room type' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hotel' }), 'Grand Imperial');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room types by' }), 'Month');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(
      () =>
        expect(
          screen.getByRole('link', { name: 'Download the room types as CSV' }),
        ).toHaveAttribute(
          'href',
          '/api/admin/reports/performance?hotelId=hotel-grand-imperial&from=2026-12-01&to=2026-12-31&by=month&format=csv&table=roomTypes',
        ),
      { timeout: 30_000 },
    );
    const last = calls.filter((call) => call.url.pathname === '/api/admin/reports/performance');
    expect(Object.fromEntries(last.at(-1)?.url.searchParams ?? [])).toEqual({
      hotelId: 'hotel-grand-imperial',
      from: '2026-12-01',
      to: '2026-12-31',
      by: 'month',
    });
  });

  it('offers a hotel’s staff their own hotel only, never the group', async () => {
    const { calls } = stubApi({
      ...deskAnswers(testStaff('hotel-akash-executive')),
      'GET /api/admin/reports/performance': ({ url }) =>
        json(200, report(url.searchParams.get('by') as 'night' | 'month', 'hotel-akash-executive')),
    });
    renderReports('/admin/reports?hotelId=hotel-grand-imperial');
    await screen.findByRole('table', { name: 'By room type' });
    const hotel = screen.getByRole('combobox', { name: 'Hotel' });
    expect(
      within(hotel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Hotel Akash Executive']);
    const asked = calls.filter((call) => call.url.pathname === '/api/admin/reports/performance');
    expect(asked.map((call) => call.url.searchParams.get('hotelId'))).toEqual([
      'hotel-akash-executive',
      'hotel-akash-executive',
    ]);
  });

  it('says why when the API refuses the report', async () => {
    stubApi({
      ...deskAnswers(),
      'GET /api/admin/reports/performance': () =>
        apiError(400, 'VALIDATION_FAILED', 'To must not be before From.'),
    });
    renderReports('/admin/reports?from=2026-12-31&to=2026-12-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the report. To must not be before From.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads this month in India from its first night to its last, a leap February too', () => {
    expect(thisMonthInIndia('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(thisMonthInIndia('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
