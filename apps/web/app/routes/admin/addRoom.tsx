import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '../../components/FormField/FormField';
import { adminMeta, isDenied, useAdminApi } from '../../lib/adminApi';
import { ApiError } from '../../lib/api';
import { useCheckedForm } from '../../lib/useCheckedForm';
import { loadValidators } from '../../lib/validators';
import type { Route } from './+types/addRoom';

/** The source's admin form starts every room at ₹100, available. */
export const DEFAULT_PRICE = '100';
export const ROOM_ADDED = 'Room added!';
export const ROOM_NOT_ADDED = 'Error adding room';

interface Hotel {
  readonly _id: string;
  readonly name: string;
}

/** GET /api/rooms/types: the types POST /api/rooms takes for a hotel. */
interface HotelRoomTypes {
  readonly hotelId: string;
  /** False for a hotel added by an admin: it has no room types of its own and takes all four. */
  readonly own: boolean;
  readonly types: readonly { readonly type: string; readonly title: string }[];
}

type Loading<T> =
  | { readonly state: 'idle' | 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly message: string };

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Add room', matches);

const isAbort = (error: unknown) => (error as Error | null)?.name === 'AbortError';

/**
 * /admin/add-room: a physical room for a hotel → POST /api/rooms. The room types offered are the
 * ones the API takes for the chosen hotel (GET /api/rooms/types). After a room is added the hotel
 * and type stay chosen, so the next room of the floor is quick to add.
 */
export default function AddRoomPage() {
  const callAdminApi = useAdminApi();
  const [params] = useSearchParams();
  const [hotels, setHotels] = useState<Loading<readonly Hotel[]>>({ state: 'loading' });
  const [roomTypes, setRoomTypes] = useState<Loading<HotelRoomTypes>>({ state: 'idle' });
  const form = useCheckedForm(async () => (await loadValidators()).addRoom, {
    hotelId: params.get('hotel') ?? '',
    type: '',
    roomNumber: '',
    price: DEFAULT_PRICE,
    isAvailable: true as boolean,
  });
  const { values, errors, setValues } = form;
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState('');
  const availableId = useId();

  useEffect(() => {
    const controller = new AbortController();
    callAdminApi<Hotel[]>('/api/hotels', { signal: controller.signal }).then(
      (list) => {
        setHotels({ state: 'ready', value: list });
        setValues((current) =>
          list.some((hotel) => hotel._id === current.hotelId)
            ? current
            : { ...current, hotelId: '' },
        );
      },
      (error: unknown) => {
        if (isAbort(error) || isDenied(error)) return;
        setHotels({ state: 'failed', message: (error as Error).message });
      },
    );
    return () => controller.abort();
  }, [callAdminApi]);

  const { hotelId } = values;
  useEffect(() => {
    if (!hotelId) {
      setRoomTypes({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setRoomTypes({ state: 'loading' });
    callAdminApi<HotelRoomTypes>(`/api/rooms/types?hotelId=${encodeURIComponent(hotelId)}`, {
      signal: controller.signal,
    }).then(
      (offered) => {
        setRoomTypes({ state: 'ready', value: offered });
        setValues((current) => {
          if (offered.types.some((option) => option.type === current.type)) return current;
          return {
            ...current,
            type: offered.types.length === 1 ? (offered.types[0]?.type ?? '') : '',
          };
        });
      },
      (error: unknown) => {
        if (isAbort(error) || isDenied(error)) return;
        setRoomTypes({ state: 'failed', message: (error as Error).message });
      },
    );
    return () => controller.abort();
  }, [hotelId, callAdminApi]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAdded(false);
    setFailure('');
    const checked = await form.check();
    if (!checked) return;
    setSending(true);
    try {
      await callAdminApi('/api/rooms', { body: checked });
      setValues((current) => ({
        ...current,
        roomNumber: '',
        price: DEFAULT_PRICE,
        isAvailable: true,
      }));
      setAdded(true);
    } catch (error) {
      if (isDenied(error)) return;
      // 409: the hotel already has a room with this number.
      const duplicate = error instanceof ApiError && error.status === 409;
      if (duplicate) form.showErrors({ roomNumber: error.message });
      const hasFields = duplicate || form.showServerErrors(error);
      setFailure(
        error instanceof ApiError && !hasFields
          ? `${ROOM_NOT_ADDED}. ${error.message}`
          : ROOM_NOT_ADDED,
      );
    } finally {
      setSending(false);
    }
  };

  const change = form.setValue;

  const hotelName =
    hotels.state === 'ready' ? hotels.value.find((hotel) => hotel._id === hotelId)?.name : '';

  return (
    <section className="admin__screen" aria-labelledby="add-room-title">
      <h1 id="add-room-title" className="admin__title">
        Add room
      </h1>
      {hotels.state === 'failed' ? (
        <p className="admin__failure" role="alert">
          We could not load the hotels. {hotels.message}
        </p>
      ) : null}
      <form ref={form.ref} noValidate onSubmit={submit} className="admin__form admin__panel">
        <FormField
          as="select"
          label="Hotel"
          name="hotelId"
          required
          value={hotelId}
          error={errors.hotelId}
          disabled={hotels.state !== 'ready'}
          onChange={(event) => change('hotelId', event.target.value)}
        >
          <option value="">
            {hotels.state === 'loading' ? 'Loading hotels…' : 'Choose a hotel'}
          </option>
          {hotels.state === 'ready'
            ? hotels.value.map((hotel) => (
                <option key={hotel._id} value={hotel._id}>
                  {hotel.name}
                </option>
              ))
            : null}
        </FormField>
        <FormField
          as="select"
          label="Room type"
          name="type"
          required
          value={values.type}
          error={errors.type}
          hint={roomTypesHint(roomTypes, hotelName)}
          disabled={roomTypes.state !== 'ready'}
          onChange={(event) => change('type', event.target.value)}
        >
          <option value="">Choose a room type</option>
          {roomTypes.state === 'ready'
            ? roomTypes.value.types.map((option) => (
                <option key={option.type} value={option.type}>
                  {option.title}
                </option>
              ))
            : null}
        </FormField>
        <FormField
          label="Room number"
          name="roomNumber"
          required
          autoComplete="off"
          value={values.roomNumber}
          error={errors.roomNumber}
          onChange={(event) => change('roomNumber', event.target.value)}
        />
        <FormField
          label="Price (₹)"
          name="price"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint="In rupees, up to 2 decimals."
          value={values.price}
          error={errors.price}
          onChange={(event) => change('price', event.target.value)}
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
        <div className="admin__actions">
          <button type="submit" className="admin__button" disabled={sending}>
            {sending ? 'Adding…' : 'Add room'}
          </button>
        </div>
        <p className="admin__status" role="status">
          {added ? ROOM_ADDED : ''}
        </p>
        {failure ? (
          <p className="admin__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}

/** What the room type list depends on, in words. */
function roomTypesHint(roomTypes: Loading<HotelRoomTypes>, hotelName: string | undefined) {
  switch (roomTypes.state) {
    case 'idle':
      return 'Choose a hotel first.';
    case 'loading':
      return 'Loading the hotel’s room types…';
    case 'failed':
      return `We could not load the hotel’s room types. ${roomTypes.message}`;
    case 'ready':
      return roomTypes.value.own
        ? undefined
        : `${hotelName || 'This hotel'} has no room types of its own yet, so the room can be any of the four types.`;
  }
}
