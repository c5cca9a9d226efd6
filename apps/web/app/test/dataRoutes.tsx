import { type createRoutesStub, Outlet, type ShouldRevalidateFunction } from 'react-router';
import { DATA_ROUTES } from '../lib/dataRoutes';
import { SessionProvider } from '../lib/session';
import { SessionEndedListener } from '../lib/sessionSignal';
import * as sessionData from '../routes/account/sessionData';
import * as calendarData from '../routes/booking/calendarData';
import * as payAtHotelData from '../routes/booking/payAtHotelData';
import * as hotelsData from '../routes/site/hotelsData';
import * as reviewsData from '../routes/site/reviewsData';
import { stubClientLoader } from './routeStub';

interface DataRouteModule {
  readonly clientLoader: (args: never) => unknown;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
}

/** Each data route's module, as app/routes.ts lists them. */
const MODULES: Record<keyof typeof DATA_ROUTES, DataRouteModule> = {
  session: sessionData,
  hotels: hotelsData,
  roomCalendar: calendarData,
  reviews: reviewsData,
  payAtHotel: payAtHotelData,
};

/**
 * The app's data routes as `createRoutesStub` routes: a component that loads through a fetcher
 * (the session, the hotel list, the price calendar) reaches its route
 * module's real clientLoader, which calls the (faked) API.
 */
export function dataRouteStubs() {
  return Object.entries(MODULES).map(([name, module]) => ({
    path: `/${DATA_ROUTES[name as keyof typeof DATA_ROUTES]}`,
    loader: stubClientLoader(module.clientLoader),
    ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
  }));
}

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * `routes` inside the app's frame as root.tsx sets it: the session (its provider and the listener
 * for a 401 announced by a loader) around every page, and the data routes beside them.
 */
export function inApp(routes: StubRoutes): StubRoutes {
  return [
    {
      id: 'app',
      Component: () => (
        <SessionProvider>
          <SessionEndedListener />
          <Outlet />
        </SessionProvider>
      ),
      children: [...routes, ...dataRouteStubs()],
    },
  ];
}
