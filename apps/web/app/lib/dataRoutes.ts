import { type Query, urlOf } from './apiRoute';

/**
 * The app's data routes: route modules with a `clientLoader` and no page, which components load
 * with `useFetcher().load()` after hydration (what is the visitor's own, or depends on what they
 * chose, is never in the prerendered HTML). Under `/_data/`, apart from the API's `/api/…` and
 * from every page's path; `app/routes.ts` lists them.
 */
export const DATA_ROUTES = {
  /** GET /api/auth/me: who is signed in (`routes/account/sessionData.ts`). */
  session: '_data/session',
  /** GET /api/hotels: every hotel, admins' new ones too (`routes/site/hotelsData.ts`). */
  hotels: '_data/hotels',
  /** GET /api/rooms/:roomId/calendar (`routes/booking/calendarData.ts`). */
  roomCalendar: '_data/rooms/:roomId/calendar',
  /** GET /api/reviews: a hotel's or room type's published reviews (`routes/site/reviewsData.ts`). */
  reviews: '_data/reviews',
  /** GET /api/payments/pay-at-hotel (`routes/booking/payAtHotelData.ts`). */
  payAtHotel: '_data/pay-at-hotel',
} as const;

/** A data route's address: its path with each `:param` filled in, then the query. */
export const dataPath = (
  name: keyof typeof DATA_ROUTES,
  params?: Readonly<Record<string, string>>,
  query?: Query,
): string => urlOf(`/${DATA_ROUTES[name]}`, params, query);
