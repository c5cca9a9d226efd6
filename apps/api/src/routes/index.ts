import type { FastifyInstance } from 'fastify';
import admin from './admin/index.js';
import auth from './auth/index.js';
import availability from './availability/index.js';
import banquetEnquiry from './banquet-enquiry/index.js';
import blocks from './blocks/index.js';
import bookings from './bookings/index.js';
import bookingReference from './bookings/reference.js';
import calendar from './calendar/index.js';
import stays from './desk-bookings/stays.js';
import walkIns from './desk-bookings/walkIns.js';
import health from './health/index.js';
import hotels from './hotels/index.js';
import icalExport from './ical/index.js';
import icalFeeds from './ical-feeds/index.js';
import occupancy from './occupancy/index.js';
import otp from './otp/index.js';
import payments from './payments/index.js';
import quotes from './quotes/index.js';
import rooms from './rooms/index.js';
import sendEmail from './sendemail/index.js';
import staff from './staff/index.js';

/** Every /api route, one folder per resource. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [
    health,
    hotels,
    rooms,
    bookings,
    bookingReference,
    availability,
    calendar,
    quotes,
    payments,
    banquetEnquiry,
    sendEmail,
    otp,
    auth,
    admin,
    blocks,
    stays,
    walkIns,
    occupancy,
    staff,
    icalExport,
    icalFeeds,
  ]) {
    await app.register(plugin);
  }
}
