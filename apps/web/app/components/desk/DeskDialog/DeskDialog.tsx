import { formatINR } from '@hotel/pricing';
import { useState } from 'react';
import { blockRun, longDate, walkInRoomTypes } from '../../../lib/occupancyGrid';
import { Dialog } from '../../ui/Dialog/Dialog';
import type { ChosenNight, FocusRequest } from '../OccupancyGrid/OccupancyGrid';
import { BlockedNight, RoomBlockForm } from '../RoomBlockForm/RoomBlockForm';
import { WalkInForm } from '../WalkInForm/WalkInForm';
import './DeskDialog.css';

/** What a change at the desk did: said on the screen, and the night focus goes back to. */
export interface DeskOutcome {
  readonly message: string;
  readonly focus: FocusRequest;
}

/**
 * The dialog of a night chosen on the grid: a free night offers a walk-in booking (when the room
 * has a room type to book) or a block; a blocked night says why and offers Remove block.
 */
export function DeskDialog({
  chosen,
  rows,
  onClose,
  onDone,
}: {
  readonly chosen: ChosenNight | null;
  /** The grid's rooms: the room types a walk-in may choose. */
  readonly rows: Parameters<typeof walkInRoomTypes>[0];
  readonly onClose: () => void;
  readonly onDone: (outcome: DeskOutcome) => void;
}) {
  const title = chosen
    ? `Room ${chosen.row.roomNumber}, ${longDate(chosen.night.date)}`
    : 'A night of the grid';
  return (
    <Dialog open={chosen !== null} title={title} onClose={onClose} className="desk-dialog">
      {chosen ? (
        <ChosenNightPanel
          key={`${chosen.row.roomId}:${chosen.night.date}`}
          chosen={chosen}
          rows={rows}
          onDone={onDone}
        />
      ) : null}
    </Dialog>
  );
}

function ChosenNightPanel({
  chosen: { row, night },
  rows,
  onDone,
}: {
  readonly chosen: ChosenNight;
  readonly rows: Parameters<typeof walkInRoomTypes>[0];
  readonly onDone: (outcome: DeskOutcome) => void;
}) {
  const canBook = row.roomTypeId !== null;
  const [task, setTask] = useState<'walkIn' | 'block'>(canBook ? 'walkIn' : 'block');
  const here = { roomNumber: row.roomNumber, date: night.date };

  if (night.state === 'blocked' && night.blockId !== undefined) {
    const { first, last } = blockRun(row, night.date);
    return (
      <BlockedNight
        blockId={night.blockId}
        reason={night.reason}
        first={first}
        last={last}
        onRemoved={() =>
          onDone({
            message: `The block on room ${row.roomNumber}${night.reason ? ` (${night.reason})` : ''} is removed: its nights are on sale again.`,
            focus: here,
          })
        }
      />
    );
  }

  return (
    <>
      <p className="admin__note">
        {canBook
          ? `Room ${row.roomNumber} is free that night. A walk-in takes the first free room of its type for the whole stay; the booking names the room.`
          : `Room ${row.roomNumber}’s hotel has no room types of its own, so no walk-in can book it; it can be blocked.`}
      </p>
      {canBook ? (
        <fieldset className="admin__actions desk-dialog__tasks">
          <legend className="visually-hidden">What to do</legend>
          {(['walkIn', 'block'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`admin__button${task === option ? '' : ' admin__button--quiet'}`}
              aria-pressed={task === option}
              onClick={() => setTask(option)}
            >
              {option === 'walkIn' ? 'Walk-in booking' : 'Room block'}
            </button>
          ))}
        </fieldset>
      ) : null}
      {task === 'walkIn' && row.roomTypeId ? (
        <WalkInForm
          roomTypes={walkInRoomTypes(rows)}
          roomTypeId={row.roomTypeId}
          night={night.date}
          onBooked={(booked, stay) =>
            onDone({
              message: `Booked ${booked.reference} for ${stay.guest}: room ${booked.roomNumber}, ${formatINR(booked.amount)}.`,
              focus: { roomNumber: booked.roomNumber, date: stay.checkIn },
            })
          }
        />
      ) : (
        <RoomBlockForm
          roomId={row.roomId}
          night={night.date}
          onBlocked={(block) =>
            onDone({
              message: `Room ${block.roomNumber} is blocked from ${longDate(block.from)} to ${longDate(block.to)}: ${block.reason}.`,
              focus: { roomNumber: block.roomNumber, date: block.from },
            })
          }
        />
      )}
    </>
  );
}
