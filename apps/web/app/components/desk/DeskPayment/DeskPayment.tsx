import { formatINR, formatIndiaDateTime } from '@hotel/pricing';
import type { AdminBooking, DeskPaymentRecorded } from '@hotel/validators/responses';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AdminResult } from '../../../lib/adminRequests';
import { AdminFailure } from '../AdminFailure/AdminFailure';

const METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'upi', label: 'UPI' },
  { value: 'card', label: 'Card' },
] as const;

const METHOD_TEXT: Readonly<Record<DeskPaymentRecorded['paymentMethod'], string>> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
};

/**
 * A booking to be paid at the hotel on /admin/bookings: what is due (and when an online one is
 * released unless the guest arrives), and the desk's one action to record it — cash, UPI or card,
 * with the UPI transaction id or card slip when there is one — through the screen's action
 * (POST /api/admin/bookings/:reference/payment). Once recorded: how it was paid and its invoice.
 */
export function DeskPayment({
  booking,
}: {
  readonly booking: AdminBooking & { readonly payAtHotel: NonNullable<AdminBooking['payAtHotel']> };
}) {
  const fetcher = useFetcher<AdminResult<DeskPaymentRecorded>>();
  const [method, setMethod] = useState<DeskPaymentRecorded['paymentMethod']>('cash');
  const [reference, setReference] = useState('');
  const ids = { method: useId(), reference: useId() };
  const recorded = fetcher.data?.ok ? fetcher.data.value : null;
  const busy = fetcher.state !== 'idle';
  const { payAtHotel: due } = booking;

  if (recorded) {
    const files = `/api/bookings/${encodeURIComponent(recorded.reference)}`;
    return (
      <div className="admin__actions" role="status">
        <p>
          {`Paid at the hotel: ${formatINR(recorded.amount)} by ${METHOD_TEXT[recorded.paymentMethod]}${
            recorded.paymentReference ? ` (${recorded.paymentReference})` : ''
          }.`}
        </p>
        {recorded.invoice ? (
          <a href={`${files}/invoice.pdf`} download>
            Tax invoice {recorded.invoice.number}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <fetcher.Form method="post" className="admin__payment">
      <p>
        <strong>{`Pay at the hotel: ${formatINR(due.amount)}`}</strong>
        {due.releaseAt
          ? ` (released at ${formatIndiaDateTime(due.releaseAt)} unless checked in or paid)`
          : ''}
      </p>
      <input type="hidden" name="intent" value="recordPayment" />
      <input type="hidden" name="reference" value={booking.reference} />
      <label htmlFor={ids.method}>Paid by</label>
      <select
        id={ids.method}
        name="method"
        value={method}
        onChange={(event) => setMethod(event.target.value as typeof method)}
      >
        {METHODS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label htmlFor={ids.reference}>Payment reference (optional)</label>
      <input
        id={ids.reference}
        name="paymentReference"
        value={reference}
        maxLength={100}
        onChange={(event) => setReference(event.target.value)}
      />
      <button type="submit" className="admin__button" disabled={busy}>
        {busy ? 'Recording…' : 'Record payment'}
        <span className="visually-hidden">{` for booking ${booking.reference}`}</span>
      </button>
      <AdminFailure
        message={
          fetcher.data && !fetcher.data.ok
            ? `The payment was not recorded. ${fetcher.data.error.message}`
            : null
        }
      />
    </fetcher.Form>
  );
}
