import type { Hotel } from '@hotel/validators/responses';
import type { FormEvent, ReactNode, Ref } from 'react';
import type { Loaded } from '../../../lib/adminRequests';
import { hotelNameOf } from '../../../lib/deskHotels';
import { FormField } from '../../ui/FormField/FormField';
import { AdminFailure } from '../AdminFailure/AdminFailure';
import { AdminLoadFailure } from '../AdminLoadFailure/AdminLoadFailure';

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

/**
 * The hotel a desk screen shows: for an admin a picker of every hotel (`onChoose` the new one),
 * for a hotel's staff their own hotel by name, no picker; and why the hotels could not be read.
 */
export function HotelChoice({
  hotels,
  hotelId,
  picker,
  onChoose,
}: {
  readonly hotels: Loaded<readonly Hotel[]>;
  readonly hotelId: string;
  readonly picker: boolean;
  readonly onChoose: (hotelId: string) => void;
}) {
  const failure =
    hotels.state === 'failed' ? (
      <AdminLoadFailure what="the hotels" message={hotels.message} />
    ) : null;
  if (!picker) {
    return (
      <>
        {failure}
        <p className="admin__period-range">{`Hotel: ${hotelNameOf(hotels, hotelId)}`}</p>
      </>
    );
  }
  return (
    <>
      {failure}
      <FormField
        as="select"
        label="Hotel"
        name="hotel"
        value={hotelId}
        disabled={hotels.state !== 'ready'}
        onChange={(event) => onChoose(event.target.value)}
      >
        <HotelOptions hotels={hotels} />
      </FormField>
    </>
  );
}
