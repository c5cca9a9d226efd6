import type { Hotel } from '@hotel/validators/responses';
import { bookingStatuses, bookingStatusLabels } from '@hotel/validators/statuses';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Filter, FilterErrors, Filters } from '../../../lib/adminBookings';
import { FormField } from '../../ui/FormField/FormField';

/**
 * The admin bookings' filters. It starts from the address's filters (give it the address as its
 * key, so Back and Forward reset it) and applies a draft with the empty ones left out.
 */
export function BookingFilters({
  initial,
  errors,
  hotels,
  onApply,
}: {
  initial: Filters;
  errors: FilterErrors;
  hotels: readonly Hotel[];
  onApply: (filters: Partial<Filters>) => void;
}) {
  const [draft, setDraft] = useState<Filters>(initial);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };

  const filterField = (name: Filter) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form className="admin__filters admin__panel" onSubmit={apply} aria-label="Filter bookings">
      <FormField as="select" label="Hotel" {...filterField('hotel')}>
        <option value="">All hotels</option>
        {hotels.map((hotel) => (
          <option key={hotel._id} value={hotel._id}>
            {hotel.name}
          </option>
        ))}
        {draft.hotel && !hotels.some((hotel) => hotel._id === draft.hotel) ? (
          <option value={draft.hotel}>{draft.hotel}</option>
        ) : null}
      </FormField>
      <FormField as="select" label="Status" {...filterField('status')}>
        <option value="">Any status</option>
        {bookingStatuses.map((status) => (
          <option key={status} value={status}>
            {bookingStatusLabels[status]}
          </option>
        ))}
      </FormField>
      <FormField label="From" type="date" {...filterField('from')} />
      <FormField label="To" type="date" {...filterField('to')} />
      <div className="admin__actions">
        <button type="submit" className="admin__button">
          Apply filters
        </button>
        <Link to="/admin/bookings" className="admin__link-button">
          Clear filters
        </Link>
      </div>
      <p className="admin__hint">From and To pick the stays with a night between those dates.</p>
    </form>
  );
}
