/** Performance report words and names without zod, for the reports screen (no schema needed). */

/**
 * How a night was sold: booked online (paid, or to pay at the hotel), at the desk (a walk-in),
 * or by a travel site whose calendar blocked the room (sold, its revenue not ours to see).
 */
export const salesChannels = ['online', 'walk_in', 'ical'] as const;
export type SalesChannel = (typeof salesChannels)[number];

/** The most nights one performance report covers: two years (a leap day included). */
export const REPORT_MAX_DAYS = 731;

/** The report's tables, each downloadable as a CSV file (`format=csv&table=…`). */
export const reportTables = ['periods', 'channels', 'roomTypes'] as const;
export type ReportTable = (typeof reportTables)[number];

export const REPORT_MESSAGES = {
  tooLong: 'A report covers at most two years (731 nights); please shorten the dates.',
  by: 'By must be night or month.',
  table: `Table must be one of ${reportTables.join(', ')}.`,
  tableNeeded: 'Please name the table of the CSV file, e.g. table=channels.',
} as const;

/** Each channel as the desk reads it. */
export const salesChannelLabels: Readonly<Record<SalesChannel, string>> = {
  online: 'Online',
  walk_in: 'Walk-in',
  ical: 'Travel sites (iCal)',
};

/** The figures' column headers, for the screen's tables and the CSV files alike. */
export const REPORT_COLUMNS = {
  roomsAvailable: 'Rooms available',
  roomsSold: 'Rooms sold',
  occupancyPercent: 'Occupancy %',
  adr: 'ADR (₹)',
  revpar: 'RevPAR (₹)',
  roomRevenue: 'Room revenue (₹)',
  mealsRevenue: 'Meals revenue (₹)',
  gst: 'GST (₹)',
  cancellations: 'Cancellations',
  refunds: 'Refunds (₹)',
  retained: 'Cancellation charges kept (₹)',
  adjustments: 'Adjustments to closed days (₹)',
} as const;
export type ReportColumn = keyof typeof REPORT_COLUMNS;

/** The figures in paise (shown in rupees). */
export const REPORT_MONEY_COLUMNS: readonly ReportColumn[] = [
  'adr',
  'revpar',
  'roomRevenue',
  'mealsRevenue',
  'gst',
  'refunds',
  'retained',
  'adjustments',
];

/** The figures a channel or a room type adds up (all but rooms available and the ratios). */
export const REPORT_SALES_COLUMNS = [
  'roomsSold',
  'roomRevenue',
  'mealsRevenue',
  'gst',
  'cancellations',
  'refunds',
  'retained',
  'adjustments',
] as const satisfies readonly ReportColumn[];

/** What the reports screen says. */
export const REPORT_TEXTS = {
  title: 'Performance',
  intro:
    'Rooms available and sold, occupancy, average daily rate (ADR) and revenue per available room (RevPAR), as the hotel industry defines them (USALI): rooms blocked at the desk are out of those available, nights a travel site sold count as sold without revenue. Nights already closed by the night audit keep their figures; a later cancellation or refund shows on the day it was made.',
  group: 'Whole group',
  from: 'From',
  to: 'To',
  roomTypesBy: 'Room types by',
  night: 'Night',
  month: 'Month',
  channel: 'Channel',
  roomType: 'Room type',
  show: 'Show',
  occupancyChart: 'Occupancy and ADR by night',
  revenueChart: 'Revenue by month and channel',
  roomTypes: 'By room type',
  totals: 'Total',
  loading: 'Loading the report…',
  chartLoading: 'Loading the chart…',
  download: (what: string) => `Download ${what} as CSV`,
  report: 'the report',
} as const;
