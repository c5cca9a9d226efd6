import { housekeepingTexts } from '@hotel/validators/deskDayTexts';
import type { OccupancyRow } from '@hotel/validators/responses';
import { housekeepingLabels } from '@hotel/validators/responses';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type CellPosition,
  holdsBooking,
  longDate,
  moveInGrid,
  type OccupancyNight,
  OFF_SALE,
  roomGroups,
  shortDate,
  stateLabels,
} from '../../../lib/occupancyGrid';
import './OccupancyGrid.css';

/** A night the desk chose: a free one (to book or block) or a blocked one (to see or remove). */
export interface ChosenNight {
  readonly row: OccupancyRow;
  readonly night: OccupancyNight;
}

/** Asks the grid to move focus to a room's night (after the grid changed under it). */
export interface FocusRequest {
  readonly roomNumber: string;
  readonly date: string;
}

export interface OccupancyGridProps {
  readonly caption: string;
  readonly dates: readonly string[];
  readonly rows: readonly OccupancyRow[];
  /** Today in India: highlighted, and the first night a walk-in or a block can take. */
  readonly today: string;
  /** Where a booking's cell links to. */
  readonly bookingPath: (reference: string) => string;
  readonly onChoose: (chosen: ChosenNight) => void;
  readonly focusRequest?: FocusRequest | null;
}

const cellKey = ({ row, col }: CellPosition) => `${row}:${col}`;

/**
 * The occupancy grid: a table of a hotel's rooms (rows, grouped by room type) by nights (columns),
 * each night in words and colour. A booking's night links to it; a free night from today on, and
 * a blocked night, are buttons that `onChoose` them. One cell at a time is in the tab order
 * (roving tabindex): the arrow keys, Home and End move between nights and rooms.
 */
export function OccupancyGrid({
  caption,
  dates,
  rows,
  today,
  bookingPath,
  onChoose,
  focusRequest,
}: OccupancyGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const groups = roomGroups(rows);
  const ordered = groups.flatMap((group) => group.rows);
  const todayCol = Math.max(0, dates.indexOf(today));
  const [active, setActive] = useState<CellPosition>({ row: 0, col: todayCol });
  // The grid may have shrunk (another hotel, fewer rooms): keep one cell in the tab order.
  const current = {
    row: Math.min(active.row, Math.max(0, ordered.length - 1)),
    col: Math.min(active.col, Math.max(0, dates.length - 1)),
  };

  const focusCell = (at: CellPosition) => {
    setActive(at);
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(at)}"]`)?.focus();
  };

  // After a change the night asked for takes focus, and takes it again when the grid, read again,
  // replaced the element that had it (a free night's button became a booking's link).
  const honoured = useRef<FocusRequest | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (honoured.current === focusRequest && !lost) return;
    honoured.current = focusRequest;
    const row = ordered.findIndex((room) => room.roomNumber === focusRequest.roomNumber);
    const col = dates.indexOf(focusRequest.date);
    if (row >= 0 && col >= 0) focusCell({ row, col });
  }, [focusRequest, rows]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.dataset.cell;
    if (!from) return;
    const [row = 0, col = 0] = from.split(':').map(Number);
    const next = moveInGrid({ row, col }, event.key, event.ctrlKey, ordered.length, dates.length);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const onFocus = (event: { target: EventTarget }) => {
    const at = (event.target as HTMLElement).dataset?.cell;
    if (!at) return;
    const [row = 0, col = 0] = at.split(':').map(Number);
    if (row !== current.row || col !== current.col) setActive({ row, col });
  };

  let rowIndex = -1;
  return (
    <div className="occupancy">
      {/* The data grid of WAI-ARIA's practices: a table whose arrow keys the page handles, so
          screen readers pass them on instead of reading the table cell by cell. */}
      <table
        ref={tableRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table is what a grid of data is; role=grid makes it navigable
        role="grid"
        className="occupancy__table"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="occupancy__corner">
              Room
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                className={
                  date === today ? 'occupancy__day occupancy__day--today' : 'occupancy__day'
                }
                aria-current={date === today ? 'date' : undefined}
              >
                {shortDate(date)}
                {date === today ? <span className="occupancy__today">Today</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.type}>
            <tr>
              <th scope="rowgroup" colSpan={dates.length + 1} className="occupancy__group">
                {`${group.title} (${group.rows.length} ${group.rows.length === 1 ? 'room' : 'rooms'})`}
              </th>
            </tr>
            {group.rows.map((room) => {
              rowIndex += 1;
              const row = rowIndex;
              return (
                <tr key={room.roomId}>
                  <th scope="row" className="occupancy__room">
                    {room.roomNumber}
                    {room.isAvailable ? null : <span className="occupancy__off">{OFF_SALE}</span>}
                    <span
                      className={`occupancy__housekeeping occupancy__housekeeping--${room.housekeeping}`}
                    >
                      <span className="visually-hidden">{housekeepingTexts.onGrid}</span>
                      {housekeepingLabels[room.housekeeping]}
                    </span>
                  </th>
                  {room.days.map((night, col) => (
                    <NightCell
                      key={night.date}
                      room={room}
                      night={night}
                      previous={room.days[col - 1]}
                      at={{ row, col }}
                      inTabOrder={row === current.row && col === current.col}
                      today={today}
                      bookingPath={bookingPath}
                      onChoose={onChoose}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function NightCell({
  room,
  night,
  previous,
  at,
  inTabOrder,
  today,
  bookingPath,
  onChoose,
}: {
  readonly room: OccupancyRow;
  readonly night: OccupancyNight;
  readonly previous: OccupancyNight | undefined;
  readonly at: CellPosition;
  readonly inTabOrder: boolean;
  readonly today: string;
  readonly bookingPath: (reference: string) => string;
  readonly onChoose: (chosen: ChosenNight) => void;
}) {
  const offSale = night.state === 'free' && !room.isAvailable;
  const label = offSale ? OFF_SALE : stateLabels[night.state];
  const classes = [
    'occupancy__night',
    `occupancy__night--${offSale ? 'off' : night.state}`,
    night.date === today ? 'occupancy__night--today' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const focus = { 'data-cell': cellKey(at), tabIndex: inTabOrder ? 0 : -1 };
  const where = `room ${room.roomNumber}, night of ${longDate(night.date)}`;
  // The booking or block's detail shows on its first night on screen, not on every one.
  const startsRun = previous?.reference !== night.reference || previous?.blockId !== night.blockId;
  // A booking still to be paid at the hotel says so: the desk takes the money at arrival.
  const detail = holdsBooking(night)
    ? `${night.reference}${night.payAtHotel ? ', pay at hotel' : ''}`
    : (night.reason ?? '');
  // Read as one sentence: the state, the room, the night, the booking or the block's reason.
  const content = (
    <>
      <span className="occupancy__label" aria-hidden="true">
        {label}
      </span>
      {detail && startsRun ? (
        <span className="occupancy__detail" aria-hidden="true">
          {detail}
        </span>
      ) : null}
      <span className="visually-hidden">{`${label}: ${where}${detail ? `, ${detail}` : ''}`}</span>
    </>
  );

  if (holdsBooking(night)) {
    return (
      <td className={classes}>
        <Link className="occupancy__control" to={bookingPath(night.reference)} {...focus}>
          {content}
        </Link>
      </td>
    );
  }
  const choosable =
    night.state === 'blocked' || (night.state === 'free' && !offSale && night.date >= today);
  if (choosable) {
    return (
      <td className={classes}>
        <button
          type="button"
          className="occupancy__control"
          onClick={() => onChoose({ row: room, night })}
          {...focus}
        >
          {content}
        </button>
      </td>
    );
  }
  return (
    <td className={classes} {...focus}>
      {content}
    </td>
  );
}
