import { api } from '../../lib/api';
import { loaded } from '../../lib/loaded';
import type { Route } from './+types/calendarData';

/**
 * A room type's nights (`?from&to&adults`) for `components/booking/PriceCalendar`'s fetcher, by
 * date; a failure is a message the calendar shows with a Try again.
 */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  return loaded(
    api('GET /api/rooms/:roomId/calendar', {
      params: { roomId: params.roomId },
      query,
      signal: request.signal,
    }).then((nights) => new Map(nights.map((night) => [night.date, night]))),
  );
}
