import type { Hotel } from '@hotel/validators/responses';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminForm } from '../../components/desk/AdminForm/AdminForm';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { FormField } from '../../components/ui/FormField/FormField';
import { adminMeta } from '../../lib/adminApi';
import { type AdminResult, adminSubmit, refusedText } from '../../lib/adminRequests';
import { useCheckedAction } from '../../lib/useCheckedAction';
import { useCheckedForm } from '../../lib/useCheckedForm';
import { loadValidators } from '../../lib/validators';
import type { Route } from './+types/addHotel';

const EMPTY = { name: '', location: '', description: '' };

export const HOTEL_ADDED = 'Hotel added!';
export const HOTEL_NOT_ADDED = 'Failed to add hotel';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Add hotel', matches);

/** POST /api/hotels with the checked fields. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return adminSubmit(request, 'POST /api/hotels', { body: await request.json() });
}

/**
 * /admin/add-hotel: name, location and description → POST /api/hotels, checked first with the
 * API's own schema. Success clears the form; a failure keeps it, with the API's messages by the
 * fields they concern.
 */
export default function AddHotelPage() {
  const form = useCheckedForm(async () => (await loadValidators()).addHotel, EMPTY);
  const [added, setAdded] = useState<Hotel | null>(null);
  const { formProps } = useCheckedAction<AdminResult<Hotel>>({
    check: () => form.check(),
    onStart: () => setAdded(null),
    onResult: (result, fail) => {
      if (result.ok) {
        form.setValues(EMPTY);
        setAdded(result.value);
        return;
      }
      fail(refusedText(HOTEL_NOT_ADDED, result.error, form.showServerErrors(result.error)));
    },
  });

  const field = form.textField;

  return (
    <AdminScreen name="add-hotel" title="Add hotel">
      <AdminForm
        formRef={form.ref}
        {...formProps}
        submitLabel="Add hotel"
        busyLabel="Adding…"
        status={added ? HOTEL_ADDED : ''}
        next={
          added ? (
            <p>
              <Link to={`/admin/add-room?hotel=${encodeURIComponent(added._id)}`}>
                Add rooms to {added.name}
              </Link>
            </p>
          ) : null
        }
      >
        <FormField label="Name" required autoComplete="off" {...field('name')} />
        <FormField label="Location" required autoComplete="off" {...field('location')} />
        <FormField
          as="textarea"
          label="Description"
          rows={4}
          hint="Optional: a line about the hotel."
          {...field('description')}
        />
      </AdminForm>
    </AdminScreen>
  );
}
