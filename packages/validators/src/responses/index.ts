/**
 * The API's response bodies as zod schemas (zod only, safe for the browser). The API declares
 * them per route and status; the web client and its test fakes parse with them.
 */
export * from './account.js';
export * from './admin.js';
export * from './auth.js';
export * from './availability.js';
export * from './bookings.js';
export * from './calendar.js';
export * from './desk.js';
export * from './deskDay.js';
export * from './enquiries.js';
export * from './errors.js';
export * from './gst.js';
export * from './health.js';
export * from './hotels.js';
export * from './housekeepingStates.js';
export * from './ical.js';
export * from './otp.js';
export * from './payments.js';
export * from './quotes.js';
export * from './reports.js';
export * from './reviews.js';
export * from './rooms.js';
export * from './routes.js';
export * from './search.js';
export * from './statuses.js';
