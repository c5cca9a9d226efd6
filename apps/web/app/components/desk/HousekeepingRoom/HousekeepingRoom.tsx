import { housekeepingTexts } from '@hotel/validators/deskDayTexts';
import {
  HOUSEKEEPING_STATES,
  housekeepingLabels,
  type HousekeepingRoom as Room,
} from '@hotel/validators/responses';
import { useFetcher } from 'react-router';
import { formatIndiaTime } from '../../../lib/adminApi';
import type { AdminResult } from '../../../lib/adminRequests';
import { useActionResult } from '../../../lib/useActionResult';
import './HousekeepingRoom.css';

/**
 * A room of the housekeeping list: its state, when and by whom it was last set, and one button
 * per state (the current one pressed) that sets it in one tap (PUT
 * /api/admin/rooms/:roomId/housekeeping through the screen's action).
 */
export function HousekeepingRoom({
  room,
  onChanged,
}: {
  readonly room: Room;
  readonly onChanged: (message: string) => void;
}) {
  const fetcher = useFetcher<AdminResult<Room>>();
  const busy = fetcher.state !== 'idle';
  useActionResult(fetcher.data, (result) => {
    if (result.ok) {
      onChanged(housekeepingTexts.changed(room.roomNumber, housekeepingLabels[result.value.state]));
    }
  });
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data.error.message : '';
  const titleId = `housekeeping-room-${room.roomId}`;
  return (
    <li className={`housekeeping-room housekeeping-room--${room.state}`} aria-labelledby={titleId}>
      <p className="housekeeping-room__title">
        <strong id={titleId}>{housekeepingTexts.room(room.roomNumber)}</strong>{' '}
        <span className={`housekeeping-state housekeeping-state--${room.state}`}>
          {housekeepingLabels[room.state]}
        </span>
      </p>
      {room.changedAt ? (
        <p className="housekeeping-room__when">
          {housekeepingTexts.lastChange(formatIndiaTime(room.changedAt), room.changedBy)}
        </p>
      ) : null}
      <div className="housekeeping-room__states">
        {HOUSEKEEPING_STATES.map((state) => (
          <button
            key={state}
            type="button"
            className="admin__button admin__button--quiet"
            aria-pressed={state === room.state}
            disabled={busy}
            onClick={() =>
              fetcher.submit({ roomId: String(room.roomId), state }, { method: 'post' })
            }
          >
            {housekeepingLabels[state]}
            <span className="visually-hidden">{housekeepingTexts.forRoom(room.roomNumber)}</span>
          </button>
        ))}
      </div>
      {failure ? (
        <p className="admin__failure" role="alert">
          {housekeepingTexts.notChanged(room.roomNumber, failure)}
        </p>
      ) : null}
    </li>
  );
}
