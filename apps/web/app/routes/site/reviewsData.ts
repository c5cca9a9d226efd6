import { api } from '../../lib/api';
import { loaded } from '../../lib/loaded';
import type { Route } from './+types/reviewsData';

/**
 * A page of published reviews (`?hotelId&roomTypeId&page`, GET /api/reviews) for
 * `components/site/VerifiedReviews`'s fetcher; a failure is a message it shows with a Try again.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  return loaded(api('GET /api/reviews', { query, signal: request.signal }));
}
