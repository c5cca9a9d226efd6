import { isCalendarDate } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators/dates';
import { type TodayListName, todayListTexts, todayTexts } from '@hotel/validators/deskDayTexts';
import type { StayChange } from '@hotel/validators/responses';
import { bookingStatusLabels } from '@hotel/validators/statuses';
import { useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { HotelChoice } from '../../components/desk/AdminForm/AdminForm';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { TodayList } from '../../components/desk/TodayList/TodayList';
import { FormField } from '../../components/ui/FormField/FormField';
import { adminMeta } from '../../lib/adminApi';
import { adminCall, loaded } from '../../lib/adminRequests';
import { chosenHotel, deskHotels, hotelNameOf } from '../../lib/deskHotels';
import { longDate } from '../../lib/occupancyGrid';
import { revalidateOnNewAddress } from '../../lib/revalidation';
import { isStayStep, submitStayStep } from '../../lib/stayActions';
import type { Route } from './+types/today';
import './today.css';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(todayTexts.title, matches);

const LISTS = Object.keys(todayListTexts) as TodayListName[];
const todayPath = (hotel: string, date: string) =>
  `/admin/today?${new URLSearchParams({ hotel, date })}`;

/** The hotels (a staff account's own only) and the chosen one's lists for `?date` (today). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : todayInIndia();
  const desk = await deskHotels(request);
  const hotelId = chosenHotel(desk, params.get('hotel'));
  const lists = hotelId
    ? await loaded(adminCall(request, 'GET /api/admin/today', { query: { hotelId, date } }))
    : null;
  return { hotels: desk.hotels, picker: !desk.ownHotel, hotelId, date, lists };
}

/** Check a guest in or out, or mark a no-show, as the bookings screen does (lib/stayActions). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isStayStep(intent)) throw new Response('Unknown action', { status: 400 });
  return submitStayStep(request, intent, form);
}

export const shouldRevalidate = revalidateOnNewAddress;

/**
 * /admin/today: a hotel's arrivals, departures, guests in house and expected no-shows for a day
 * (GET /api/admin/today), each with its step at the desk in place; a row moved on shows its new
 * status until the lists are read again (another day or hotel, or a reload). Printed, each list
 * takes a page.
 */
export default function TodayPage({ loaderData }: Route.ComponentProps) {
  const { hotels, picker, hotelId, date, lists } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [notice, setNotice] = useState('');
  // Stays moved on here, by reference (every room of one moves together).
  const [moved, setMoved] = useState<ReadonlyMap<string, StayChange['status']>>(new Map());
  const loading = navigation.location?.pathname === '/admin/today';
  return (
    <section className="admin__screen today" aria-labelledby="today-title">
      <h1 id="today-title" className="admin__title">
        {todayTexts.title}
      </h1>
      <p className="admin__hint">{todayTexts.hint}</p>
      <div className="admin__period today__controls">
        <HotelChoice
          hotels={hotels}
          hotelId={hotelId}
          picker={picker}
          onChoose={(hotel) => navigate(todayPath(hotel, date))}
        />
        <FormField
          type="date"
          label={todayTexts.date}
          name="date"
          value={date}
          onChange={(event) => {
            if (isCalendarDate(event.target.value))
              navigate(todayPath(hotelId, event.target.value));
          }}
        />
        <button type="button" className="admin__button today__print" onClick={() => window.print()}>
          {todayTexts.print}
        </button>
      </div>
      <p className="today__date">{`${hotelNameOf(hotels, hotelId)}, ${longDate(date)}`}</p>
      <p className="admin__status" role="status">
        {loading ? todayTexts.loading : notice}
      </p>
      {lists?.state === 'failed' ? (
        <AdminLoadFailure what={todayTexts.what} message={lists.message} />
      ) : null}
      {lists?.state === 'ready'
        ? LISTS.map((name) => (
            <TodayList
              key={name}
              name={name}
              rows={lists.value[name]}
              moved={moved}
              onChanged={(reference, status) => {
                setMoved((done) => new Map(done).set(reference, status));
                setNotice(todayTexts.changed(reference, bookingStatusLabels[status].toLowerCase()));
              }}
            />
          ))
        : null}
    </section>
  );
}
