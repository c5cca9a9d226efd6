import type { FastifyInstance } from 'fastify';
import banquet from './banquet/index.js';
import blocks from './blocks/index.js';
import deskPayment from './desk-bookings/payment.js';
import stays from './desk-bookings/stays.js';
import walkIns from './desk-bookings/walkIns.js';
import gst from './gst/index.js';
import housekeeping from './housekeeping/index.js';
import icalExport from './ical/index.js';
import icalFeeds from './ical-feeds/index.js';
import lists from './lists/index.js';
import occupancy from './occupancy/index.js';
import reports from './reports/index.js';
import reviews from './reviews/index.js';
import staff from './staff/index.js';
import today from './today/index.js';

/** The front desk (every route needs an admin session, except the iCal feed read by its token): lists, blocks, walk-ins and stays, occupancy, the day's lists, housekeeping, staff, iCal export and feeds, GSTR-1, performance reports. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [
    lists,
    blocks,
    stays,
    walkIns,
    deskPayment,
    occupancy,
    today,
    housekeeping,
    staff,
    icalExport,
    icalFeeds,
    gst,
    reports,
    reviews,
    banquet,
  ])
    await app.register(plugin);
}
