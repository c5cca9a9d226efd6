import { api } from '../../lib/api';
import type { Route } from './+types/hotelsData';

/**
 * Every hotel of the API (admins' new ones too), for `components/site/HotelList`'s fetcher; null
 * when it cannot be read: the prerendered list stays, nothing the visitor needs to act on.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const hotels = await api('GET /api/hotels', { signal: request.signal });
    return hotels.map(({ _id, name, location }) => ({ id: _id, name, location }));
  } catch (error) {
    if (!request.signal.aborted) {
      console.warn('Could not refresh the hotel list:', (error as Error).message);
    }
    return null;
  }
}
