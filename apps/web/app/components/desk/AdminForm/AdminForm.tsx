import type { Hotel } from '@hotel/validators/responses';
import type { FormEvent, ReactNode, Ref } from 'react';
import type { Loaded } from '../../../lib/adminRequests';
import { AdminFailure } from '../AdminFailure/AdminFailure';

/**
 * An admin form: its fields, the submit button (with a busy label while sending), the announced
 * outcome and the failure.
 */
export function AdminForm({
  formRef,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  status,
  next,
  failure,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The announced outcome, when the screen has one (null: no status line). */
  status?: ReactNode;
  /** What follows the outcome (a link to the next step). */
  next?: ReactNode;
  failure: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="admin__form admin__panel">
      {children}
      <div className="admin__actions">
        <button type="submit" className="admin__button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      {status === undefined ? null : (
        <p className="admin__status" role="status">
          {status}
        </p>
      )}
      {next}
      <AdminFailure message={failure} />
    </form>
  );
}

/** The hotels as a select's options, once they are read (none while they are not). */
export function HotelOptions({ hotels }: { readonly hotels: Loaded<readonly Hotel[]> }) {
  if (hotels.state !== 'ready') return null;
  return hotels.value.map((hotel) => (
    <option key={hotel._id} value={hotel._id}>
      {hotel.name}
    </option>
  ));
}
