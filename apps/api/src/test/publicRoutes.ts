/**
 * Every /api route a visitor may call without being an administrator (GET routes answer HEAD
 * too). Any other route in Fastify's table must refuse a visitor (401) and a guest (403): see
 * security.test.ts, which fails when a new route is neither listed here nor admin-only, and
 * fuzz.test.ts, which fuzzes each route listed here.
 */
export const publicRoutes = [
  'GET /api/health',
  'GET /api/site',
  'GET /api/hotels',
  'GET /api/availability',
  'GET /api/search',
  'GET /api/rooms/:roomId/calendar',
  'POST /api/quotes',
  'GET /api/quotes/:id',
  'POST /api/banquet-enquiry',
  'POST /api/sendemail',
  'POST /api/send-otp',
  'POST /api/verify-otp',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'GET /api/auth/methods',
  // Sign-in by a code, and a forgotten password: rate-limited, the same answer for every address.
  'POST /api/auth/code',
  'POST /api/auth/code/verify',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'GET /api/bookings/mine',
  // A signed-in guest's own data: download it, delete the account (401 signed out, 403 staff).
  'GET /api/account/export',
  'DELETE /api/account',
  // A guest's own booking (anyone else's answers 404), and an admin's.
  'GET /api/bookings/:reference',
  'POST /api/bookings/:reference/cancel',
  // Find my booking: a code to the booking's own address opens it (rate-limited, no enumeration).
  'POST /api/bookings/lookup',
  'POST /api/bookings/lookup/verify',
  'GET /api/bookings/:reference/invoice.pdf',
  'GET /api/bookings/:reference/credit-note.pdf',
  'GET /api/bookings/:reference/calendar.ics',
  'POST /api/payments/orders',
  'GET /api/payments/orders/:orderId/status',
  // Whether a priced stay may be paid at the hotel, for the session's guest (or nobody).
  'GET /api/payments/pay-at-hotel',
  'POST /api/payments/test/complete',
  'POST /api/payments/test/webhook',
  'POST /api/payments/verify',
  'POST /api/payments/webhook',
  // A room type's sold-out nights for travel sites, which cannot sign in: the secret token in the
  // address is the key (a wrong one answers 404).
  'GET /api/ical/:token.ics',
  // Verified reviews: the published ones for anyone; writing one takes an invitation's token.
  'GET /api/reviews',
  'GET /api/reviews/invitation/:token',
  'POST /api/reviews',
] as const;

export type PublicRoute = (typeof publicRoutes)[number];

/** Whether `METHOD url` (a HEAD counting as its GET) is one of the public routes. */
export function isPublic(method: string, url: string): boolean {
  const asGet = method === 'HEAD' ? 'GET' : method;
  return (publicRoutes as readonly string[]).includes(`${asGet} ${url}`);
}

/** The iCal sync's routes: an administrator's only (travel sites' calendars span every hotel). */
export const icalAdminRoutes = [
  'GET /api/admin/ical',
  'POST /api/admin/ical/:roomTypeId/rotate',
  'GET /api/admin/ical-feeds',
  'POST /api/admin/ical-feeds',
  'POST /api/admin/ical-feeds/:id/sync',
  'DELETE /api/admin/ical-feeds/:id',
  'GET /api/admin/ical-conflicts',
];
