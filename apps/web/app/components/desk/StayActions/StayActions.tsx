import { todayInIndia } from '@hotel/validators/dates';
import type { AdminBooking, StayChange } from '@hotel/validators/responses';
import { useFetcher } from 'react-router';
import type { AdminResult } from '../../../lib/adminRequests';
import { useActionResult } from '../../../lib/useActionResult';
import { AdminFailure } from '../AdminFailure/AdminFailure';

/** A step of a stay at the desk, as the bookings screen's action names it. */
export type StayStep = 'checkIn' | 'checkOut' | 'noShow';

const STEP_LABELS: Readonly<Record<StayStep, string>> = {
  checkIn: 'Check in',
  checkOut: 'Check out',
  noShow: 'No-show',
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

/**
 * A booking's stay at the desk (POST /api/admin/bookings/:reference/check-in, /check-out,
 * /no-show through the screen's action); the new status goes to `onChanged`, a refusal (409) is
 * said beside the buttons.
 */
export function StayActions({
  booking,
  status,
  onChanged,
}: {
  readonly booking: AdminBooking;
  readonly status: AdminBooking['status'];
  readonly onChanged: (status: StayChange['status']) => void;
}) {
  const fetcher = useFetcher<AdminResult<StayChange>>();
  const busy = fetcher.state !== 'idle';
  const steps = stayStepsOf(booking, status);
  useActionResult(fetcher.data, (result) => {
    if (result.ok) onChanged(result.value.status);
  });
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data.error.message : '';
  if (steps.length === 0 && !failure) return null;

  const room = booking.roomNumber || String(booking.roomId);
  return (
    <div className="admin__actions">
      {steps.map((step) => (
        <button
          key={step}
          type="button"
          className={`admin__button${step === 'noShow' ? ' admin__button--quiet' : ''}`}
          disabled={busy}
          onClick={() =>
            fetcher.submit({ intent: step, reference: booking.reference }, { method: 'post' })
          }
        >
          {STEP_LABELS[step]}
          <span className="visually-hidden">{` booking ${booking.reference}, room ${room}`}</span>
        </button>
      ))}
      <AdminFailure
        message={failure ? `Booking ${booking.reference} was not changed. ${failure}` : null}
      />
    </div>
  );
}
