import type { HotelRoomTypes } from '@hotel/validators/responses';
import { useId, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { AdminForm, HotelOptions } from '../../components/desk/AdminForm/AdminForm';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { FormField } from '../../components/ui/FormField/FormField';
import { adminMeta } from '../../lib/adminApi';
import {
  type AdminResult,
  adminCall,
  adminSubmit,
  type Loaded,
  loaded,
  refusedText,
} from '../../lib/adminRequests';
import { ApiError } from '../../lib/api';
import { revalidateOnNewAddress } from '../../lib/revalidation';
import { useCheckedAction } from '../../lib/useCheckedAction';
import { useCheckedForm } from '../../lib/useCheckedForm';
import { loadValidators } from '../../lib/validators';
import type { Route } from './+types/addRoom';

export const ROOM_ADDED = 'Room added!';
export const ROOM_NOT_ADDED = 'Error adding room';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Add room', matches);

/** The hotels, and the room types POST /api/rooms takes for the hotel of `?hotel=`. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const asked = new URL(request.url).searchParams.get('hotel') ?? '';
  const hotels = await loaded(adminCall(request, 'GET /api/hotels'));
  const known = hotels.state === 'ready' && hotels.value.some((hotel) => hotel._id === asked);
  const hotelId = known ? asked : '';
  const roomTypes: Loaded<HotelRoomTypes> | null = hotelId
    ? await loaded(adminCall(request, 'GET /api/rooms/types', { query: { hotelId } }))
    : null;
  return { hotels, hotelId, roomTypes };
}

/** POST /api/rooms with the checked fields. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return adminSubmit(request, 'POST /api/rooms', { body: await request.json() });
}

/** A new room changes neither the hotels nor their room types. */
export const shouldRevalidate = revalidateOnNewAddress;

/**
 * /admin/add-room: a physical room for a hotel → POST /api/rooms. The hotel is in the address
 * (`?hotel=`), and the room types offered are the ones the API takes for it. After a room is added
 * the hotel and type stay chosen, so the next room of the floor is quick to add.
 */
export default function AddRoomPage({ loaderData }: Route.ComponentProps) {
  const { hotels, roomTypes } = loaderData;
  const [, setParams] = useSearchParams();
  const navigation = useNavigation();
  const form = useCheckedForm(async () => (await loadValidators()).addRoom, {
    hotelId: '',
    type: '',
    roomNumber: '',
    isAvailable: true as boolean,
  });
  const { values, errors, setValue: change } = form;
  const [added, setAdded] = useState(false);
  const availableId = useId();

  // While another hotel's room types load, the address already names it.
  const pending = navigation.location?.pathname === '/admin/add-room' ? navigation.location : null;
  const hotelId = pending
    ? (new URLSearchParams(pending.search).get('hotel') ?? '')
    : loaderData.hotelId;
  const types = pending ? null : roomTypes;
  const offered = types?.state === 'ready' ? types.value.types : [];
  // A type the hotel takes stays chosen; a hotel with one type has it chosen.
  const type = offered.some((option) => option.type === values.type)
    ? values.type
    : offered.length === 1
      ? (offered[0]?.type ?? '')
      : '';

  const { formProps } = useCheckedAction<AdminResult<unknown>>({
    check: () => form.check({ hotelId, type }),
    onStart: () => setAdded(false),
    onResult: (result, fail) => {
      if (result.ok) {
        form.setValues((current) => ({
          ...current,
          type,
          roomNumber: '',
          isAvailable: true,
        }));
        setAdded(true);
        return;
      }
      const { error } = result;
      // 409: the hotel already has a room with this number.
      const duplicate = error instanceof ApiError && error.status === 409;
      if (duplicate) form.showErrors({ roomNumber: error.message });
      fail(refusedText(ROOM_NOT_ADDED, error, duplicate || form.showServerErrors(error)));
    },
  });

  const chooseHotel = (chosen: string) => {
    change('hotelId', chosen);
    setParams(chosen ? { hotel: chosen } : {}, { replace: true, preventScrollReset: true });
  };

  const hotelName =
    hotels.state === 'ready' ? hotels.value.find((hotel) => hotel._id === hotelId)?.name : '';

  return (
    <AdminScreen name="add-room" title="Add room">
      {hotels.state === 'failed' ? (
        <AdminLoadFailure what="the hotels" message={hotels.message} />
      ) : null}
      <AdminForm
        formRef={form.ref}
        {...formProps}
        submitLabel="Add room"
        busyLabel="Adding…"
        status={added ? ROOM_ADDED : ''}
      >
        <FormField
          as="select"
          label="Hotel"
          name="hotelId"
          required
          value={hotelId}
          error={errors.hotelId}
          disabled={hotels.state !== 'ready'}
          onChange={(event) => chooseHotel(event.target.value)}
        >
          <option value="">Choose a hotel</option>
          <HotelOptions hotels={hotels} />
        </FormField>
        <FormField
          as="select"
          label="Room type"
          name="type"
          required
          value={type}
          error={errors.type}
          hint={roomTypesHint(hotelId, types, hotelName)}
          disabled={types?.state !== 'ready'}
          onChange={(event) => change('type', event.target.value)}
        >
          <option value="">Choose a room type</option>
          {offered.map((option) => (
            <option key={option.type} value={option.type}>
              {option.title}
            </option>
          ))}
        </FormField>
        <FormField
          label="Room number"
          required
          autoComplete="off"
          {...form.textField('roomNumber')}
        />
        <div className="admin__check">
          <input
            id={availableId}
            type="checkbox"
            name="isAvailable"
            checked={values.isAvailable}
            onChange={(event) => change('isAvailable', event.target.checked)}
          />
          <label htmlFor={availableId}>Available</label>
        </div>
      </AdminForm>
    </AdminScreen>
  );
}

/** What the room type list depends on, in words. */
function roomTypesHint(
  hotelId: string,
  roomTypes: Loaded<HotelRoomTypes> | null,
  hotelName: string | undefined,
) {
  if (!hotelId) return 'Choose a hotel first.';
  if (!roomTypes) return 'Loading the hotel’s room types…';
  if (roomTypes.state === 'failed') {
    return `We could not load the hotel’s room types. ${roomTypes.message}`;
  }
  return roomTypes.value.own
    ? undefined
    : `${hotelName || 'This hotel'} has no room types of its own yet, so the room can be any of the four types.`;
}
