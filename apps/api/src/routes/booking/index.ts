import type { FastifyInstance } from 'fastify';
import bookings from './bookings/index.js';
import bookingReference from './bookings/reference.js';
import lookup from './lookup/index.js';
import payments from './payments/index.js';

/** A guest's booking: create, list, view, cancel, its documents, and paying for it. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [bookings, bookingReference, lookup, payments]) await app.register(plugin);
}
