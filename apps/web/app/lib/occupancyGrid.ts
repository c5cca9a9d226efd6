import { type RoomTypeName, roomTypes, roomTypeTitles } from '@hotel/content/roomTypes';
import { addDays, isCalendarDate } from '@hotel/validators/dates';
import type { OccupancyRow, OccupancyState } from '@hotel/validators/responses';
import { calendarDateText } from './calendarDateText';

/** The grid shows two weeks at a time. */
export const PERIOD_DAYS = 14;

export type OccupancyNight = OccupancyRow['days'][number];

/** Each state in words, as the desk reads it (the cell's text, never its colour alone). */
export const stateLabels: Readonly<Record<OccupancyState, string>> = {
  free: 'Free',
  pending: 'Pending',
  booked: 'Booked',
  checked_in: 'Checked in',
  blocked: 'Blocked',
};

/** What a free night of a room taken off sale for good shows. */
export const OFF_SALE = 'Off sale';

/** The states that hold a booking, whose cell links to it. */
export const holdsBooking = (
  night: OccupancyNight,
): night is OccupancyNight & { reference: string } =>
  night.reference !== undefined &&
  (night.state === 'pending' || night.state === 'booked' || night.state === 'checked_in');

/** The grid's address (`?hotel=…&from=…`), read: a date that is not one starts today. */
export function readPeriod(params: URLSearchParams, today: string) {
  const from = params.get('from') ?? '';
  const start = isCalendarDate(from) ? from : today;
  return {
    hotel: params.get('hotel') ?? '',
    from: start,
    to: addDays(start, PERIOD_DAYS - 1),
  };
}

/** The grid's address for a hotel and a first night. */
export const calendarPath = (hotel: string, from: string) =>
  `/admin/calendar?${new URLSearchParams({ hotel, from })}`;

/** A hotel's rooms grouped by room type, single bed to luxury room, each by room number. */
export function roomGroups(rows: readonly OccupancyRow[]) {
  return roomTypes
    .map((type: RoomTypeName) => ({
      type,
      title: roomTypeTitles[type],
      rows: rows.filter((row) => row.type === type),
    }))
    .filter((group) => group.rows.length > 0);
}

/** A night as a column heading: 'Tue, 1 Dec'. */
export const shortDate = calendarDateText({ weekday: 'short', day: 'numeric', month: 'short' });

/** A night in full: 'Tuesday, 1 December 2026'. */
export const longDate = calendarDateText({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The nights around `date` that the same block takes on the screen, first and last. */
export function blockRun(row: OccupancyRow, date: string) {
  const index = row.days.findIndex((night) => night.date === date);
  const blockId = row.days[index]?.blockId;
  let first = index;
  let last = index;
  while (first > 0 && row.days[first - 1]?.blockId === blockId) first -= 1;
  while (last < row.days.length - 1 && row.days[last + 1]?.blockId === blockId) last += 1;
  return { first: row.days[first]?.date ?? date, last: row.days[last]?.date ?? date };
}

/** Where a grid cell is: row and column among the day cells. */
export interface CellPosition {
  readonly row: number;
  readonly col: number;
}

/**
 * Where focus goes for a key in a grid of `rows` × `cols` day cells: arrows one step (stopping at
 * the edges), Home and End to the row's first and last night, Ctrl+Home and Ctrl+End to the
 * grid's first and last cell. Null for any other key.
 */
export function moveInGrid(
  at: CellPosition,
  key: string,
  ctrlKey: boolean,
  rows: number,
  cols: number,
): CellPosition | null {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, cols) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, cols) };
    case 'Home':
      return ctrlKey ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrlKey ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 };
    default:
      return null;
  }
}

/** The room types of the grid's rooms that a walk-in can book, in the order of the groups. */
export function walkInRoomTypes(rows: readonly OccupancyRow[]) {
  return roomGroups(rows).flatMap((group) => {
    const id = group.rows.find((row) => row.roomTypeId)?.roomTypeId;
    return id ? [{ id, title: group.title }] : [];
  });
}
