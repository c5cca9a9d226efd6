import { routes as contentRoutes, languages, type SiteRoute, site } from '@hotel/content';
import { DEFAULT_LANG, type Lang, pathIn } from '@hotel/i18n';
import { REVIEW_PAGE_PATH } from '@hotel/validators/reviewTexts';
import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { buildLanguage } from '../vite/staticLanguage';
import { DATA_ROUTES } from './lib/dataRoutes';

/**
 * The language this build is of (scripts/build.mjs builds each on its own): its pages only, and
 * the admin screens (English) with the English build. Unset, every language's.
 */
const buildLang = buildLanguage();
const inThisBuild = (lang: Lang) => buildLang === undefined || lang === buildLang;

/** The module that renders each kind of content route: one generic page per kind. */
const moduleOf: Record<SiteRoute['kind'], string> = {
  landing: 'routes/site/landing.tsx',
  hotel: 'routes/site/hotel.tsx',
  room: 'routes/booking/room.tsx',
  banquet: 'routes/site/banquet.tsx',
  contact: 'routes/site/contact.tsx',
  piece: 'routes/site/piece.tsx',
  about: 'routes/site/about.tsx',
  terms: 'routes/site/terms.tsx',
  privacy: 'routes/site/privacy.tsx',
  payment: 'routes/booking/payment.tsx',
  paymentForm: 'routes/booking/paymentForm.tsx',
  signIn: 'routes/account/signIn.tsx',
  myBookings: 'routes/account/myBookings.tsx',
  redirect: 'routes/site/redirect.tsx',
  search: 'routes/booking/search.tsx',
  findBooking: 'routes/account/findBooking.tsx',
};

/**
 * The admin screens: not content, not prerendered (the API serves the app shell under /admin), so
 * they render in the browser only. Every screen but the sign-in sits in the layout that checks
 * for an admin session.
 */
const adminRoutes = [
  route('admin/sign-in', 'routes/admin/signIn.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('bookings', 'routes/admin/bookings.tsx'),
    route('calendar', 'routes/admin/calendar.tsx'),
    route('today', 'routes/admin/today.tsx'),
    route('housekeeping', 'routes/admin/housekeeping.tsx'),
    route('add-hotel', 'routes/admin/addHotel.tsx'),
    route('add-room', 'routes/admin/addRoom.tsx'),
    // One generic list screen, configured by data (lib/adminLists.ts).
    route('enquiries', 'routes/admin/list.tsx', { id: 'admin-list:enquiries' }),
    route('messages', 'routes/admin/list.tsx', { id: 'admin-list:messages' }),
    route('outbox', 'routes/admin/outbox.tsx'),
    route('gst', 'routes/admin/gst.tsx'),
    route('reports', 'routes/admin/reports.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('banquet', 'routes/admin/banquet.tsx'),
  ]),
];

/**
 * Data routes: a clientLoader and no page, loaded by components with `useFetcher` after
 * hydration (the session, the hotels, a room's prices by date).
 */
const dataRoutes = [
  route(DATA_ROUTES.session, 'routes/account/sessionData.ts'),
  route(DATA_ROUTES.hotels, 'routes/site/hotelsData.ts'),
  route(DATA_ROUTES.roomCalendar, 'routes/booking/calendarData.ts'),
  route(DATA_ROUTES.reviews, 'routes/site/reviewsData.ts'),
  route(DATA_ROUTES.payAtHotel, 'routes/booking/payAtHotelData.ts'),
];

/**
 * Every path of the content in every language (`/GrandSinglebed`, `/mr/GrandSinglebed`, …; a
 * content route's id is `kind:path`), then the app's own routes, then 404.
 */
export default [
  ...contentRoutes()
    .filter((siteRoute) => inThisBuild(siteRoute.lang))
    .map((siteRoute) =>
      route(siteRoute.path, moduleOf[siteRoute.kind], {
        id: `${siteRoute.kind}:${siteRoute.path}`,
      }),
    ),
  ...(inThisBuild(DEFAULT_LANG) ? adminRoutes : []),
  ...dataRoutes,
  ...languages.filter(inThisBuild).flatMap((lang) => [
    // A booking's own page: the guest's, so rendered in the browser only (the API serves the shell).
    route(`${pathIn(site.pages.myBookings, lang)}/:reference`, 'routes/account/myBooking.tsx', {
      id: `myBooking:${lang}`,
    }),
    // A review invitation's link: the token is the guest's, so rendered in the browser only too.
    route(`${pathIn(REVIEW_PAGE_PATH, lang)}/:token`, 'routes/account/review.tsx', {
      id: `review:${lang}`,
    }),
  ]),
  route('*', 'routes/site/notFound.tsx'),
] satisfies RouteConfig;
