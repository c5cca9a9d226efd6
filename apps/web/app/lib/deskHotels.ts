import type { Hotel, SessionUser } from '@hotel/validators/responses';
import { adminCall, type Loaded, loaded } from './adminRequests';

/** The hotels an admin screen offers, and whose screen it is. */
export interface DeskHotels {
  readonly user: SessionUser | null;
  /** Every hotel for an admin; a hotel's staff only their own (the API refuses them the others). */
  readonly hotels: Loaded<readonly Hotel[]>;
  /** The hotel a staff account runs; undefined for an admin, who may choose any. */
  readonly ownHotel: string | undefined;
}

/** Who is signed in and the hotels their screen may offer (GET /api/auth/me, GET /api/hotels). */
export async function deskHotels(request: Request): Promise<DeskHotels> {
  const [{ user }, hotels] = await Promise.all([
    adminCall(request, 'GET /api/auth/me'),
    loaded(adminCall(request, 'GET /api/hotels')),
  ]);
  const ownHotel = user?.role === 'staff' ? user.hotelId : undefined;
  if (!ownHotel || hotels.state !== 'ready') return { user, hotels, ownHotel };
  const own = hotels.value.filter((hotel) => hotel._id === ownHotel);
  return { user, hotels: { state: 'ready', value: own }, ownHotel };
}

/** The hotel a desk screen shows: a staff account's own, else the one asked for, else the first. */
export function chosenHotel({ hotels, ownHotel }: DeskHotels, asked: string | null): string {
  if (ownHotel) return ownHotel;
  const listed = hotels.state === 'ready' ? hotels.value : [];
  return listed.some((hotel) => hotel._id === asked) ? (asked ?? '') : (listed[0]?._id ?? '');
}

/** The chosen hotel's name, or its id while the list is missing. */
export const hotelNameOf = (hotels: DeskHotels['hotels'], hotelId: string): string =>
  (hotels.state === 'ready' ? hotels.value.find((hotel) => hotel._id === hotelId)?.name : '') ||
  hotelId;
