import { fetchPayAtHotelOffer } from '../../lib/checkout';
import { loaded } from '../../lib/loaded';
import type { Route } from './+types/payAtHotelData';

/**
 * Whether the session's guest may book `?quote=` to pay at the hotel, for /Payment's choice of
 * how to pay (`components/booking/PayAtHotelChoice`); a failure is a message it shows.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const quoteId = new URL(request.url).searchParams.get('quote') ?? '';
  return loaded(fetchPayAtHotelOffer(quoteId, request.signal));
}

/** Read when /Payment asks (its quote, or a guest who has just verified a contact). */
export const shouldRevalidate = () => false;
