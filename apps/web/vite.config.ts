import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentPhotos } from './vite/contentPhotos.ts';
import { devanagariFont } from './vite/devanagariFont.ts';
import { reactRouterProduction } from './vite/reactRouterProduction.ts';
import { responseChecks } from './vite/responseChecks.ts';
import { buildLanguage, staticLanguage } from './vite/staticLanguage.ts';

/** A path separator, either way. */
const SEP = String.raw`[\\/]`;
/** One of `names` (a module path under its folder, `/` for a separator, a trailing `.` literal). */
const oneOf = (names: readonly string[]) =>
  names.map((name) => name.replaceAll('.', String.raw`\.`).replaceAll('/', SEP)).join('|');
/**
 * Modules of the web app's lib/ that stay out of `lib`: what only the admin screens (the front
 * desk's too), the payment and account pages use, the lazy zod schemas (lib/schemas, which would
 * bring zod in), and what the checked forms' and the account pages' own groups take.
 */
const APP_LIB_ELSEWHERE = [
  'admin',
  'desk',
  'occupancyGrid',
  'stayActions',
  'useCheckedAction',
  'schemas',
  'paymentSteps',
  'checkout',
  'testGateway',
  'payAtHotelOffer',
  'indiaTimeText',
  'bookingFromUrl',
  'myBookings',
  'loaded',
  'revalidation',
  'browserPageMeta',
  'useActionResult',
  'useCheckedForm',
  'fieldErrors',
  'validators.',
];
/** Modules of @hotel/validators that stay out of `lib` for the same reasons. */
const VALIDATORS_ELSEWHERE = [
  'listLimits',
  'statusText',
  'pricingText',
  'responses/statuses',
  'reportTexts',
  'deskDayTexts',
  'testGateway',
];
/**
 * The `lib` group: the web app's lib/ (less the above), the site's frame, form fields, the cards'
 * "from" price, the pricing engine, @hotel/validators (less the above) and the content's list of
 * room types.
 */
const SHARED_LIB = new RegExp(
  `${SEP}(apps${SEP}web${SEP}app${SEP}(lib(?=${SEP}(?!${oneOf(APP_LIB_ELSEWHERE)}))|components${SEP}(site${SEP}(SiteHeader|SiteFooter|Preloader|ErrorScreen)|ui${SEP}FormField|booking${SEP}FromPrice))|packages${SEP}(pricing${SEP}(src|dist)|validators${SEP}(src|dist)(?=${SEP}(?!${oneOf(VALIDATORS_ELSEWHERE)}))))${SEP}|${SEP}packages${SEP}content${SEP}(dist${SEP})?src${SEP}schema${SEP}roomTypes\\.[jt]s$`,
);

export default defineConfig({
  // contentPhotos: the editors' photos as AVIF and WebP variants with placeholders (vite/).
  // responseChecks: the API's response schemas compiled to zod-free checks, one module a route;
  // those of the calls every page makes after hydrating (root.tsx: the session, the test-payments
  // notice) ride with the client instead of costing two more requests.
  // devanagariFont: the Marathi and Hindi pages' font, cut to their characters.
  // reactRouterProduction: React Router's production build in the browser (its exports name only
  // the development one).
  // staticLanguage: in a build of one language (scripts/build.mjs), every message in that
  // language only.
  plugins: [
    reactRouterProduction(),
    reactRouter(),
    contentPhotos(),
    devanagariFont(),
    responseChecks({ eager: ['GET /api/auth/me', 'GET /api/site'] }),
    staticLanguage(buildLanguage()),
  ],
  // The content's images, served as they are (the SVG illustrations; photos also get variants).
  // HOTEL_CONTENT_DIR: a build from a copy of the content (the photo bench and e2e test).
  publicDir: process.env.HOTEL_CONTENT_DIR
    ? join(process.env.HOTEL_CONTENT_DIR, 'images')
    : '../../packages/content/images',
  build: {
    // Fewer, larger files: on a slow phone's connection each request costs a round trip, and the
    // largest paint waited for ~20 module scripts and 4–6 stylesheets (docs/PERFORMANCE.md).
    // One stylesheet for the whole site (7.7 KB gzip), cached across pages.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The small shared modules (SHARED_LIB) ride with the framework chunk instead of a
            // dozen files of their own. What only the admin screens and the payment pages use
            // stays out, so other pages never load it: a module captured here brings the modules
            // it imports with it. The zod schemas stay lazy (lib/validators.ts imports them
            // dynamically). The API's response checks are virtual modules
            // (vite/responseChecks.ts), one lazy chunk each.
            { name: 'lib', test: SHARED_LIB, minShareCount: 2 },
            // A checked form's state and messages, and the popup most forms open in: the pages
            // with a form (contact, the banquet's enquiry, the guest's and the staff's, the
            // sign-in popup) load them in one file, not every page.
            {
              name: 'formParts',
              test: /[\\/]apps[\\/]web[\\/]app[\\/](lib[\\/](useCheckedForm|fieldErrors|validators)\.ts|components[\\/]ui[\\/]Dialog[\\/]Dialog\.tsx)$/,
              minShareCount: 2,
            },
            // The small modules only the guest's own pages (payment, bookings, search) and the
            // staff screens share: one chunk of their own, not in every content page's `lib` and
            // not one file each.
            {
              name: 'account',
              test: /[\\/](apps[\\/]web[\\/]app[\\/]lib[\\/](revalidation|browserPageMeta|useActionResult)|packages[\\/]validators[\\/](src|dist)[\\/](listLimits|responses[\\/]statuses))\.[jt]sx?$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  // Development only: where `react-router dev` sends /api calls.
  server: { proxy: { '/api': process.env.API_ORIGIN ?? 'http://127.0.0.1:3000' } },
});
