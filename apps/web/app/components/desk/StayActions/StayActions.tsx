import { todayInIndia } from '@hotel/validators/dates';
import { dirtyRoomTexts } from '@hotel/validators/deskDayTexts';
import type { AdminBooking, StayChange } from '@hotel/validators/responses';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { AdminResult } from '../../../lib/adminRequests';
import { ApiError } from '../../../lib/api';
import type { StayStep } from '../../../lib/stayActions';
import { useActionResult } from '../../../lib/useActionResult';
import { Dialog } from '../../ui/Dialog/Dialog';
import { AdminFailure } from '../AdminFailure/AdminFailure';
import '../DeskDialog/DeskDialog.css';

export type { StayStep } from '../../../lib/stayActions';

const STEP_LABELS: Readonly<Record<StayStep, string>> = {
  checkIn: 'Check in',
  checkOut: 'Check out',
  noShow: 'No-show',
};

/** A booking the desk moves a step: its reference, stay dates and room(s) in words. */
export type StayBooking = Pick<AdminBooking, 'reference' | 'checkIn' | 'checkOut'> & {
  readonly room: string;
};

/**
 * The steps a booking can take today: a confirmed one is checked in from its check-in date until
 * its check-out, or marked a no-show from its check-in date; a checked-in one is checked out.
 */
export function stayStepsOf(
  booking: Pick<AdminBooking, 'checkIn' | 'checkOut'>,
  status: AdminBooking['status'],
  today: string = todayInIndia(),
): StayStep[] {
  if (status === 'checked_in') return ['checkOut'];
  if (status !== 'confirmed' || today < booking.checkIn) return [];
  return today < booking.checkOut ? ['checkIn', 'noShow'] : ['noShow'];
}

const isDirtyRoom = (result: AdminResult<StayChange> | undefined) =>
  result?.ok === false && result.error instanceof ApiError && result.error.code === 'DIRTY_ROOM';

/**
 * A booking's stay at the desk (POST /api/admin/bookings/:reference/check-in, /check-out,
 * /no-show through the screen's action); the new status goes to `onChanged`, a refusal (409) is
 * said beside the buttons. A check-in into a room not cleaned yet asks first, in a dialog, and
 * goes ahead with `acceptDirtyRoom` once the desk confirms.
 */
export function StayActions({
  booking,
  status,
  onChanged,
}: {
  readonly booking: StayBooking;
  readonly status: AdminBooking['status'];
  readonly onChanged: (status: StayChange['status']) => void;
}) {
  const fetcher = useFetcher<AdminResult<StayChange>>();
  const [asking, setAsking] = useState(false);
  const busy = fetcher.state !== 'idle';
  const steps = stayStepsOf(booking, status);
  useActionResult(fetcher.data, (result) => {
    if (result.ok) onChanged(result.value.status);
    setAsking(isDirtyRoom(result));
  });
  const dirty = isDirtyRoom(fetcher.data);
  const failure = fetcher.data && !fetcher.data.ok && !dirty ? fetcher.data.error.message : '';
  if (steps.length === 0 && !failure) return null;

  const submit = (step: StayStep, acceptDirtyRoom = false) =>
    fetcher.submit(
      {
        intent: step,
        reference: booking.reference,
        ...(acceptDirtyRoom ? { acceptDirtyRoom: 'true' } : {}),
      },
      { method: 'post' },
    );
  return (
    <div className="admin__actions">
      {steps.map((step) => (
        <button
          key={step}
          type="button"
          className={`admin__button${step === 'noShow' ? ' admin__button--quiet' : ''}`}
          disabled={busy}
          onClick={() => submit(step)}
        >
          {STEP_LABELS[step]}
          <span className="visually-hidden">{` booking ${booking.reference}, room ${booking.room}`}</span>
        </button>
      ))}
      <AdminFailure
        message={failure ? `Booking ${booking.reference} was not changed. ${failure}` : null}
      />
      <Dialog
        open={asking}
        title={dirtyRoomTexts.title}
        onClose={() => setAsking(false)}
        className="desk-dialog"
      >
        <p>{dirty && fetcher.data && !fetcher.data.ok ? fetcher.data.error.message : ''}</p>
        <div className="admin__actions">
          <button
            type="button"
            className="admin__button"
            disabled={busy}
            onClick={() => submit('checkIn', true)}
          >
            {dirtyRoomTexts.confirm}
          </button>
          <button
            type="button"
            className="admin__button admin__button--quiet"
            onClick={() => setAsking(false)}
          >
            {dirtyRoomTexts.cancel}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
