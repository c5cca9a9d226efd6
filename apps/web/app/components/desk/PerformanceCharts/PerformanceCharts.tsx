import { type SalesChannel, salesChannelLabels } from '@hotel/validators/reportTexts';
import type { PerformanceRow } from '@hotel/validators/responses';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The reports screen's charts (recharts, loaded only by /admin/reports through React.lazy). Each
 * is a picture with a name; its numbers are the table beside it.
 */

const HEIGHT = 280;
const SIZE = { width: 640, height: HEIGHT };
const rupees = (paise: number | null) => (paise === null ? null : paise / 100);
const COLOURS: Readonly<Record<SalesChannel, string>> = {
  online: '#1f5f8b',
  walk_in: '#b35c00',
  ical: '#5b6b2f',
};

/** Occupancy (%) and ADR (₹) night by night, as two lines on their own axes. */
export function OccupancyAdrChart({ rows }: { readonly rows: readonly PerformanceRow[] }) {
  const data = rows.map((row) => ({
    night: row.period.slice(5),
    occupancy: row.occupancyPercent,
    adr: rupees(row.adr),
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={SIZE}>
      <LineChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="night" />
        <YAxis yAxisId="occupancy" unit="%" domain={[0, 100]} />
        <YAxis yAxisId="adr" orientation="right" unit=" ₹" />
        <Tooltip />
        <Legend />
        <Line
          yAxisId="occupancy"
          type="monotone"
          dataKey="occupancy"
          name="Occupancy %"
          stroke="#1f5f8b"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="adr"
          type="monotone"
          dataKey="adr"
          name="ADR (₹)"
          stroke="#b35c00"
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Room revenue (₹) month by month, a bar a channel. */
export function RevenueByChannelChart({
  channels,
}: {
  readonly channels: readonly {
    readonly channel: SalesChannel;
    readonly rows: readonly PerformanceRow[];
  }[];
}) {
  const months = channels[0]?.rows.map((row) => row.period) ?? [];
  const data = months.map((month, index) => ({
    month,
    ...Object.fromEntries(
      channels.map((series) => [series.channel, rupees(series.rows[index]?.roomRevenue ?? 0)]),
    ),
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={SIZE}>
      <BarChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="month" />
        <YAxis unit=" ₹" />
        <Tooltip />
        <Legend />
        {channels.map((series) => (
          <Bar
            key={series.channel}
            dataKey={series.channel}
            name={salesChannelLabels[series.channel]}
            fill={COLOURS[series.channel]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
