import { api } from '../../lib/api';
import { resultOf } from '../../lib/loaded';
import type { Route } from './+types/availabilityData';

/**
 * The hotel's free room types for a stay (the query of GET /api/availability), for
 * `components/booking/BookingSearchForm`'s fetcher; a refusal is the API's error, whose field
 * messages the form shows.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  return resultOf(api('GET /api/availability', { query, signal: request.signal }));
}
