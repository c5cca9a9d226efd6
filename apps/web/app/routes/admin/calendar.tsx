import { addDays, todayInIndia } from '@hotel/validators/dates';
import type { OccupancyState } from '@hotel/validators/responses';
import { useState } from 'react';
import { Link, useNavigate, useNavigation, useRouteLoaderData } from 'react-router';
import { HotelChoice } from '../../components/desk/AdminForm/AdminForm';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { DeskDialog, type DeskOutcome } from '../../components/desk/DeskDialog/DeskDialog';
import {
  type ChosenNight,
  type FocusRequest,
  OccupancyGrid,
} from '../../components/desk/OccupancyGrid/OccupancyGrid';
import { OverbookingAlerts } from '../../components/desk/OverbookingAlerts/OverbookingAlerts';
import { adminMeta } from '../../lib/adminApi';
import { adminCall, loaded } from '../../lib/adminRequests';
import { type DeskCommand, revalidateAfterChange, runDeskCommand } from '../../lib/deskActions';
import { chosenHotel, deskHotels } from '../../lib/deskHotels';
import {
  calendarPath,
  longDate,
  OFF_SALE,
  PERIOD_DAYS,
  readPeriod,
  stateLabels,
} from '../../lib/occupancyGrid';
import type { Shell } from '../../lib/shell';
import type { Route } from './+types/calendar';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Occupancy', matches);

/**
 * The hotels (a staff account's own only), the chosen one's rooms night by night for two weeks
 * from `?from` (today), and for an admin the open overbooking alerts.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const today = todayInIndia();
  const period = readPeriod(new URL(request.url).searchParams, today);
  const desk = await deskHotels(request);
  const { user, hotels, ownHotel } = desk;
  const hotelId = chosenHotel(desk, period.hotel);
  const [occupancy, conflicts] = await Promise.all([
    hotelId
      ? loaded(
          adminCall(request, 'GET /api/admin/occupancy', {
            query: { hotelId, from: period.from, to: period.to },
          }),
        )
      : null,
    user?.role === 'admin' ? loaded(adminCall(request, 'GET /api/admin/ical-conflicts')) : null,
  ]);
  const picker = !ownHotel;
  return { today, hotels, hotelId, picker, from: period.from, to: period.to, occupancy, conflicts };
}

/** Prices a walk-in, books it, blocks a room or removes a block (lib/deskActions.ts). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runDeskCommand(request, (await request.json()) as DeskCommand);
}

export const shouldRevalidate = revalidateAfterChange;

const LEGEND: readonly { state: OccupancyState | 'off'; label: string }[] = [
  ...(Object.entries(stateLabels) as [OccupancyState, string][]).map(([state, label]) => ({
    state,
    label,
  })),
  { state: 'off', label: OFF_SALE },
];

/**
 * /admin/calendar: the front desk's occupancy grid (GET /api/admin/occupancy), rooms by nights,
 * two weeks a screen. A booked night links to its booking; a free night opens the walk-in and
 * block forms; a blocked night says why and can be removed. The grid is read again after each
 * change, so the night fills. A hotel's staff see their own hotel only; an admin sees its
 * overbooking alerts above the grid.
 */
export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { today, hotels, hotelId, picker, from, to, occupancy, conflicts } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const root = useRouteLoaderData('root') as Pick<Shell, 'myBookingsPath'> | undefined;
  const [chosen, setChosen] = useState<ChosenNight | null>(null);
  const [notice, setNotice] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const loading = navigation.location?.pathname === '/admin/calendar';
  const rows = occupancy?.state === 'ready' ? occupancy.value : [];
  const dates = Array.from({ length: PERIOD_DAYS }, (_, index) => addDays(from, index));
  const hotelName =
    hotels.state === 'ready'
      ? (hotels.value.find((hotel) => hotel._id === hotelId)?.name ?? '')
      : '';
  const bookingPath = (reference: string) =>
    root?.myBookingsPath
      ? `${root.myBookingsPath}/${encodeURIComponent(reference)}`
      : `/admin/bookings?hotel=${encodeURIComponent(hotelId)}`;

  const done = (outcome: DeskOutcome) => {
    setChosen(null);
    setNotice(outcome.message);
    setFocusRequest(outcome.focus);
  };

  return (
    <AdminScreen name="calendar" title="Occupancy">
      <div className="admin__period">
        <HotelChoice
          hotels={hotels}
          hotelId={hotelId}
          picker={picker}
          onChoose={(hotel) => {
            setNotice('');
            navigate(calendarPath(hotel, from));
          }}
        />
        <nav className="admin__period" aria-label="Nights shown">
          <Link
            className="admin__link-button"
            to={calendarPath(hotelId, addDays(from, -PERIOD_DAYS))}
          >
            Previous two weeks
          </Link>
          <p className="admin__period-range">{`${longDate(from)} to ${longDate(to)}`}</p>
          <Link
            className="admin__link-button"
            to={calendarPath(hotelId, addDays(from, PERIOD_DAYS))}
          >
            Next two weeks
          </Link>
          {from === today ? null : (
            <Link className="admin__link-button" to={calendarPath(hotelId, today)}>
              From today
            </Link>
          )}
        </nav>
      </div>
      <p className="admin__hint">
        Arrow keys, Home and End move between rooms and nights; Enter opens a booking, or a free
        night to book a walk-in or block the room.
      </p>
      <ul className="occupancy-legend" aria-label="Key">
        {LEGEND.map(({ state, label }) => (
          <li key={state}>
            <span className={`occupancy__night occupancy__night--${state}`} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      <p className="admin__status" role="status">
        {loading ? 'Loading the rooms…' : notice}
      </p>
      {conflicts?.state === 'failed' ? (
        <AdminLoadFailure what="the overbooking alerts" message={conflicts.message} />
      ) : null}
      {conflicts?.state === 'ready' ? (
        <OverbookingAlerts conflicts={conflicts.value} rows={rows} />
      ) : null}
      {occupancy?.state === 'failed' ? (
        <AdminLoadFailure what="the rooms" message={occupancy.message} />
      ) : null}
      {occupancy?.state === 'ready' && rows.length === 0 ? (
        <p className="admin__note">
          {`${hotelName || 'This hotel'} has no rooms yet. `}
          {picker ? (
            <Link to={`/admin/add-room?hotel=${encodeURIComponent(hotelId)}`}>Add a room</Link>
          ) : null}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <OccupancyGrid
          caption={`Rooms of ${hotelName} by night, ${longDate(from)} to ${longDate(to)}`}
          dates={dates}
          rows={rows}
          today={today}
          bookingPath={bookingPath}
          onChoose={(night) => {
            setNotice('');
            setChosen(night);
          }}
          focusRequest={focusRequest}
        />
      ) : null}
      <DeskDialog chosen={chosen} rows={rows} onClose={() => setChosen(null)} onDone={done} />
    </AdminScreen>
  );
}
