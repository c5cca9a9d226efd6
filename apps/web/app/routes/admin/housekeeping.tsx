import { housekeepingTexts } from '@hotel/validators/deskDayTexts';
import type { HousekeepingState } from '@hotel/validators/responses';
import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { HotelChoice } from '../../components/desk/AdminForm/AdminForm';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { HousekeepingRoom } from '../../components/desk/HousekeepingRoom/HousekeepingRoom';
import { adminMeta } from '../../lib/adminApi';
import { adminCall, adminSubmit, loaded } from '../../lib/adminRequests';
import { chosenHotel, deskHotels } from '../../lib/deskHotels';
import type { Route } from './+types/housekeeping';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(housekeepingTexts.title, matches);

const housekeepingPath = (hotel: string) => `/admin/housekeeping?${new URLSearchParams({ hotel })}`;

/** The hotels (a staff account's own only) and the chosen one's rooms with their states. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const desk = await deskHotels(request);
  const hotelId = chosenHotel(desk, new URL(request.url).searchParams.get('hotel'));
  const rooms = hotelId
    ? await loaded(adminCall(request, 'GET /api/admin/housekeeping', { query: { hotelId } }))
    : null;
  return { hotels: desk.hotels, picker: !desk.ownHotel, hotelId, rooms };
}

/** Sets a room's state (PUT /api/admin/rooms/:roomId/housekeeping). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  return adminSubmit(request, 'PUT /api/admin/rooms/:roomId/housekeeping', {
    params: { roomId: String(form.get('roomId')) },
    body: { state: String(form.get('state')) as HousekeepingState },
  });
}

/**
 * /admin/housekeeping: a hotel's rooms as a phone-sized list, each with its state and one button
 * per state. A check-out, and each morning a stay-over, makes a room dirty by itself.
 */
export default function HousekeepingPage({ loaderData }: Route.ComponentProps) {
  const { hotels, picker, hotelId, rooms } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [notice, setNotice] = useState('');
  const loading = navigation.location?.pathname === '/admin/housekeeping';
  return (
    <section className="admin__screen" aria-labelledby="housekeeping-title">
      <h1 id="housekeeping-title" className="admin__title">
        {housekeepingTexts.title}
      </h1>
      <p className="admin__hint">{housekeepingTexts.hint}</p>
      <HotelChoice
        hotels={hotels}
        hotelId={hotelId}
        picker={picker}
        onChoose={(hotel) => navigate(housekeepingPath(hotel))}
      />
      <p className="admin__status" role="status">
        {loading ? housekeepingTexts.loading : notice}
      </p>
      {rooms?.state === 'failed' ? (
        <AdminLoadFailure what={housekeepingTexts.what} message={rooms.message} />
      ) : null}
      {rooms?.state === 'ready' && rooms.value.length === 0 ? (
        <p className="admin__note">{housekeepingTexts.empty}</p>
      ) : null}
      {rooms?.state === 'ready' && rooms.value.length > 0 ? (
        <ul className="housekeeping-list" aria-label={housekeepingTexts.title}>
          {rooms.value.map((room) => (
            <HousekeepingRoom key={room.roomId} room={room} onChanged={setNotice} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
