import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/FormField/FormField';
import { adminMeta, isDenied, useAdminApi } from '../../lib/adminApi';
import { ApiError } from '../../lib/api';
import { useCheckedForm } from '../../lib/useCheckedForm';
import { loadValidators } from '../../lib/validators';
import type { Route } from './+types/addHotel';

const FIELDS = ['name', 'location', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', location: '', description: '' };

export const HOTEL_ADDED = 'Hotel added!';
export const HOTEL_NOT_ADDED = 'Failed to add hotel';

interface AddedHotel {
  readonly _id: string;
  readonly name: string;
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Add hotel', matches);

/**
 * /admin/add-hotel: name, location and description → POST /api/hotels, checked first with the
 * API's own schema. Success clears the form; a failure keeps it, with the API's messages by the
 * fields they concern.
 */
export default function AddHotelPage() {
  const callAdminApi = useAdminApi();
  const form = useCheckedForm(async () => (await loadValidators()).addHotel, EMPTY);
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState<AddedHotel | null>(null);
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAdded(null);
    setFailure('');
    const checked = await form.check();
    if (!checked) return;
    setSending(true);
    try {
      const hotel = await callAdminApi<AddedHotel>('/api/hotels', { body: checked });
      form.setValues(EMPTY);
      setAdded(hotel);
    } catch (error) {
      if (isDenied(error)) return;
      const hasFields = form.showServerErrors(error);
      setFailure(
        error instanceof ApiError && !hasFields
          ? `${HOTEL_NOT_ADDED}. ${error.message}`
          : HOTEL_NOT_ADDED,
      );
    } finally {
      setSending(false);
    }
  };

  const field = form.textField;

  return (
    <section className="admin__screen" aria-labelledby="add-hotel-title">
      <h1 id="add-hotel-title" className="admin__title">
        Add hotel
      </h1>
      <form ref={form.ref} noValidate onSubmit={submit} className="admin__form admin__panel">
        <FormField label="Name" required autoComplete="off" {...field('name')} />
        <FormField label="Location" required autoComplete="off" {...field('location')} />
        <FormField
          as="textarea"
          label="Description"
          rows={4}
          hint="Optional: a line about the hotel."
          {...field('description')}
        />
        <div className="admin__actions">
          <button type="submit" className="admin__button" disabled={sending}>
            {sending ? 'Adding…' : 'Add hotel'}
          </button>
        </div>
        <p className="admin__status" role="status">
          {added ? HOTEL_ADDED : ''}
        </p>
        {added ? (
          <p>
            <Link to={`/admin/add-room?hotel=${encodeURIComponent(added._id)}`}>
              Add rooms to {added.name}
            </Link>
          </p>
        ) : null}
        {failure ? (
          <p className="admin__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
