import { formatINR } from '@hotel/pricing';
import {
  REPORT_COLUMNS,
  REPORT_MONEY_COLUMNS,
  REPORT_SALES_COLUMNS,
  REPORT_TEXTS,
  type ReportColumn,
  type SalesChannel,
  salesChannelLabels,
} from '@hotel/validators/reportTexts';
import type { PerformanceRow } from '@hotel/validators/responses';
import type { AdminColumn } from '../components/desk/AdminTable/AdminTable';

/** A figure as the desk reads it: rupees, a percent, a count; a ratio of nothing as a dash. */
export function figureText(column: ReportColumn, row: PerformanceRow): string {
  const value = row[column];
  if (value === null) return '—';
  if (column === 'occupancyPercent') return `${value.toFixed(2)}%`;
  return REPORT_MONEY_COLUMNS.includes(column) ? formatINR(value) : String(value);
}

const figureColumns = (columns: readonly ReportColumn[]) =>
  columns.map(
    (column): AdminColumn<PerformanceRow> => ({
      header: REPORT_COLUMNS[column].replace(' (₹)', ''),
      cell: (row) => figureText(column, row),
      numeric: true,
    }),
  );

const ALL = Object.keys(REPORT_COLUMNS) as ReportColumn[];

/** A table of periods: the night or month, then every figure. */
export const periodColumns = (by: 'night' | 'month'): AdminColumn<PerformanceRow>[] => [
  { header: by === 'night' ? REPORT_TEXTS.night : REPORT_TEXTS.month, cell: (row) => row.period },
  ...figureColumns(ALL),
];

export type ChannelRow = PerformanceRow & { readonly channel: SalesChannel };

/** A month's row of one channel: what it sold and earned (its share of the rooms available). */
export const channelColumns: AdminColumn<ChannelRow>[] = [
  { header: REPORT_TEXTS.month, cell: (row) => row.period },
  { header: REPORT_TEXTS.channel, cell: (row) => salesChannelLabels[row.channel] },
  ...(figureColumns(REPORT_SALES_COLUMNS) as AdminColumn<ChannelRow>[]),
];

export type RoomTypeRow = PerformanceRow & { readonly roomTypeTitle: string };

export const roomTypeColumns = (by: 'night' | 'month'): AdminColumn<RoomTypeRow>[] => [
  { header: by === 'night' ? REPORT_TEXTS.night : REPORT_TEXTS.month, cell: (row) => row.period },
  { header: REPORT_TEXTS.roomType, cell: (row) => row.roomTypeTitle },
  ...(figureColumns([
    'roomsAvailable',
    'roomsSold',
    'occupancyPercent',
    'adr',
    'revpar',
    'roomRevenue',
  ]) as AdminColumn<RoomTypeRow>[]),
];
