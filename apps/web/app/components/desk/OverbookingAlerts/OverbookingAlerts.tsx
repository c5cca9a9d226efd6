import { roomTypeTitles } from '@hotel/content/roomTypes';
import type { IcalConflict, OccupancyRow } from '@hotel/validators/responses';
import { longDate } from '../../../lib/occupancyGrid';
import './OverbookingAlerts.css';

/** An alert's nights in words: `from` and `to` are the first and last night. */
const nightsOf = ({ from, to }: { from: string; to: string }) =>
  from === to
    ? `the night of ${longDate(from)}`
    : `the nights ${longDate(from)} to ${longDate(to)}`;

/**
 * The open overbooking alerts (GET /api/admin/ical-conflicts) of the hotel the grid shows: a travel
 * site sold nights that no room of the type was free for, so the desk can move a guest. The
 * hotel's alerts are those of its rooms' types. Nothing when there are none.
 */
export function OverbookingAlerts({
  conflicts,
  rows,
}: {
  readonly conflicts: readonly IcalConflict[];
  readonly rows: readonly OccupancyRow[];
}) {
  const titles = new Map(
    rows.flatMap((row) => (row.roomTypeId ? [[row.roomTypeId, roomTypeTitles[row.type]]] : [])),
  );
  const shown = conflicts.filter((conflict) => titles.has(conflict.roomTypeId));
  if (shown.length === 0) return null;
  return (
    <section className="overbooking" aria-labelledby="overbooking-title">
      <h2 id="overbooking-title" className="overbooking__title">
        Overbooking alerts
      </h2>
      <p className="overbooking__intro">
        A travel site sold these nights, but no room was free for them. Move a guest to another
        room, or close the booking on the travel site.
      </p>
      <ul className="overbooking__list">
        {shown.map((conflict) => (
          <li key={conflict.id}>
            <strong>{conflict.feedName}</strong>
            {`: “${conflict.summary}” for ${nightsOf(conflict)}. No ${titles.get(conflict.roomTypeId)} room was free.`}
            {conflict.held
              ? ` The booking still holds its earlier nights, ${nightsOf(conflict.held)}.`
              : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
