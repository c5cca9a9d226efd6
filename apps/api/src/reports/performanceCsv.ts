import { type RoomTypeName, roomTypeTitles } from '@hotel/content/roomTypes';
import {
  REPORT_COLUMNS,
  REPORT_MONEY_COLUMNS,
  REPORT_TEXTS,
  type ReportColumn,
  type ReportTable,
  salesChannelLabels,
} from '@hotel/validators';
import type { PerformanceReport, PerformanceRow } from '@hotel/validators/responses';
import { csv, rupees } from '../gst/gstr1Csv.js';

const COLUMNS = Object.keys(REPORT_COLUMNS) as ReportColumn[];
const MONEY = new Set(REPORT_MONEY_COLUMNS);

const cells = (row: PerformanceRow) =>
  COLUMNS.map((column) => {
    const value = row[column];
    if (value === null) return '';
    return MONEY.has(column) ? rupees(value) : value;
  });

/**
 * One table of a report as a CSV file (rupees with two decimals): the periods of the whole, or
 * each channel's, or each room type's, a row a period.
 */
export function performanceCsv(report: PerformanceReport, table: ReportTable): string {
  const period = report.by === 'night' ? REPORT_TEXTS.night : REPORT_TEXTS.month;
  const header = COLUMNS.map((column) => REPORT_COLUMNS[column]);
  if (table === 'periods') {
    return csv(
      [period, ...header],
      report.rows.map((row) => [row.period, ...cells(row)]),
    );
  }
  if (table === 'channels') {
    return csv(
      [period, REPORT_TEXTS.channel, ...header],
      report.byChannel.flatMap((series) =>
        series.rows.map((row) => [row.period, salesChannelLabels[series.channel], ...cells(row)]),
      ),
    );
  }
  return csv(
    [period, REPORT_TEXTS.roomType, ...header],
    report.byRoomType.flatMap((series) =>
      series.rows.map((row) => [
        row.period,
        roomTypeTitles[series.roomType as RoomTypeName] ?? series.roomType,
        ...cells(row),
      ]),
    ),
  );
}
