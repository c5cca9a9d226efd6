import { type RoomTypeName, roomTypeTitles } from '@hotel/content/roomTypes';
import { addDays } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators/dates';
import { REPORT_TEXTS, type ReportTable } from '@hotel/validators/reportTexts';
import type { PerformanceReport } from '@hotel/validators/responses';
import { lazy, type ReactNode, Suspense } from 'react';
import { Form, useNavigation } from 'react-router';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import {
  AdminFooterRow,
  AdminTable,
  type AdminTableProps,
} from '../../components/desk/AdminTable/AdminTable';
import { HotelSelect } from '../../components/desk/HotelSelect/HotelSelect';
import { adminMeta } from '../../lib/adminApi';
import { adminCall, loaded } from '../../lib/adminRequests';
import { urlOf } from '../../lib/apiRoute';
import { deskHotels } from '../../lib/deskHotels';
import {
  type ChannelRow,
  channelColumns,
  periodColumns,
  type RoomTypeRow,
  roomTypeColumns,
} from '../../lib/reportColumns';
import type { Route } from './+types/reports';

// The charting library loads with the charts, on this screen only (never on the public pages).
const charts = () => import('../../components/desk/PerformanceCharts/PerformanceCharts');
const OccupancyAdrChart = lazy(() =>
  charts().then((module) => ({ default: module.OccupancyAdrChart })),
);
const RevenueByChannelChart = lazy(() =>
  charts().then((module) => ({ default: module.RevenueByChannelChart })),
);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Reports', matches);

/** This month in India: its first night and its last. */
export function thisMonthInIndia(today: string = todayInIndia()): { from: string; to: string } {
  const from = `${today.slice(0, 7)}-01`;
  const next = addDays(from, 32).slice(0, 7);
  return { from, to: addDays(`${next}-01`, -1) };
}

/**
 * The hotels, and the report of the hotel (an admin: or the whole group) and nights the address
 * names (default: this month), by night for the occupancy chart and by month for revenue.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { hotels, ownHotel } = await deskHotels(request);
  const month = thisMonthInIndia();
  const query = {
    hotelId: ownHotel ?? params.get('hotelId') ?? '',
    from: params.get('from') || month.from,
    to: params.get('to') || month.to,
    by: params.get('by') === 'month' ? ('month' as const) : ('night' as const),
  };
  const asked = (by: 'night' | 'month') => ({
    ...(query.hotelId ? { hotelId: query.hotelId } : {}),
    from: query.from,
    to: query.to,
    by,
  });
  const report = (by: 'night' | 'month') =>
    loaded(adminCall(request, 'GET /api/admin/reports/performance', { query: asked(by) }));
  const [nights, months] = await Promise.all([report('night'), report('month')]);
  return {
    hotels: hotels.state === 'ready' ? hotels.value : [],
    ownHotel,
    query,
    nights,
    months,
  };
}

type Query = Awaited<ReturnType<typeof clientLoader>>['query'];

/** The link that downloads one table of the report as a CSV file (as GSTR-1's files). */
function CsvLink({
  query,
  by,
  table,
  what,
}: {
  readonly query: Query;
  readonly by: 'night' | 'month';
  readonly table: ReportTable;
  readonly what: string;
}) {
  const { hotelId, from, to } = query;
  const href = urlOf(
    '/api/admin/reports/performance',
    {},
    { ...(hotelId ? { hotelId } : {}), from, to, by, format: 'csv', table },
  );
  return (
    <p className="admin__downloads">
      <a href={href} download>
        {REPORT_TEXTS.download(what)}
      </a>
    </p>
  );
}

/** A chart (a named picture, loaded lazily) above the table of its numbers. */
/**
 * One part of the report: its heading, its chart (when it has one, loaded with the charting
 * library; the table below says the same in numbers), the table and its CSV download.
 */
function ReportSection<T>({
  id,
  title,
  chart,
  query,
  csv,
  ...table
}: {
  readonly id: string;
  readonly title: string;
  readonly chart?: ReactNode;
  readonly query: Query;
  readonly csv: {
    readonly by: 'night' | 'month';
    readonly table: ReportTable;
    readonly what: string;
  };
} & Omit<AdminTableProps<T>, 'label' | 'captioned' | 'empty'>) {
  return (
    <section className="admin__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {chart ? (
        <div role="img" aria-label={`${title}: a chart of the numbers in the table below.`}>
          <Suspense fallback={<p className="admin__loading">{REPORT_TEXTS.chartLoading}</p>}>
            {chart}
          </Suspense>
        </div>
      ) : null}
      <AdminTable label={title} captioned empty="" {...table} />
      <CsvLink query={query} {...csv} />
    </section>
  );
}

function Report({
  nights,
  months,
  query,
}: {
  readonly nights: PerformanceReport;
  readonly months: PerformanceReport;
  readonly query: Query;
}) {
  const byChosen = query.by === 'night' ? nights : months;
  const channelRows: ChannelRow[] = months.byChannel.flatMap((series) =>
    series.rows.map((row) => ({ ...row, channel: series.channel })),
  );
  const roomTypeRows: RoomTypeRow[] = byChosen.byRoomType.flatMap((series) =>
    series.rows.map((row) => ({
      ...row,
      roomTypeTitle: roomTypeTitles[series.roomType as RoomTypeName] ?? series.roomType,
    })),
  );
  return (
    <>
      <ReportSection
        id="occupancy-title"
        title={REPORT_TEXTS.occupancyChart}
        chart={<OccupancyAdrChart rows={nights.rows} />}
        query={query}
        csv={{ by: 'night', table: 'periods', what: 'the nights' }}
        rows={nights.rows}
        rowKey={(row) => row.period}
        columns={periodColumns('night')}
        footer={
          <AdminFooterRow
            columns={periodColumns('night')}
            cell={(column) => column.cell({ ...nights.totals, period: REPORT_TEXTS.totals })}
          />
        }
      />
      <ReportSection
        id="revenue-title"
        title={REPORT_TEXTS.revenueChart}
        chart={<RevenueByChannelChart channels={months.byChannel} />}
        query={query}
        csv={{ by: 'month', table: 'channels', what: 'the channels by month' }}
        rows={channelRows}
        rowKey={(_, index) => index}
        columns={channelColumns}
      />
      <ReportSection
        id="room-types-title"
        title={REPORT_TEXTS.roomTypes}
        query={query}
        csv={{ by: query.by, table: 'roomTypes', what: 'the room types' }}
        rows={roomTypeRows}
        rowKey={(_, index) => index}
        columns={roomTypeColumns(query.by)}
      />
    </>
  );
}

/**
 * /admin/reports (admins, and a hotel's staff for their own hotel): the performance of a hotel or
 * the group (GET /api/admin/reports/performance) as charts, each beside the table of its numbers,
 * and each table as a CSV download.
 */
export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { hotels, ownHotel, query, nights, months } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.location?.pathname === '/admin/reports';
  const failed = [nights, months].find((report) => report.state === 'failed');
  return (
    <section className="admin__screen" aria-labelledby="reports-title">
      <h1 id="reports-title" className="admin__title">
        {REPORT_TEXTS.title}
      </h1>
      <p className="admin__intro">{REPORT_TEXTS.intro}</p>
      <Form method="get" className="admin__filters">
        <HotelSelect
          hotels={hotels}
          defaultValue={query.hotelId}
          anyLabel={ownHotel ? undefined : REPORT_TEXTS.group}
        />
        <label>
          {REPORT_TEXTS.from}
          <input type="date" name="from" defaultValue={query.from} required />
        </label>
        <label>
          {REPORT_TEXTS.to}
          <input type="date" name="to" defaultValue={query.to} required />
        </label>
        <label>
          {REPORT_TEXTS.roomTypesBy}
          <select name="by" defaultValue={query.by}>
            <option value="night">{REPORT_TEXTS.night}</option>
            <option value="month">{REPORT_TEXTS.month}</option>
          </select>
        </label>
        <button type="submit" className="admin__button">
          {REPORT_TEXTS.show}
        </button>
      </Form>
      <p className="admin__status" role="status">
        {loading ? REPORT_TEXTS.loading : null}
      </p>
      {failed?.state === 'failed' ? (
        <AdminLoadFailure what={REPORT_TEXTS.report} message={failed.message} />
      ) : null}
      {nights.state === 'ready' && months.state === 'ready' ? (
        <Report nights={nights.value} months={months.value} query={query} />
      ) : null}
    </section>
  );
}
