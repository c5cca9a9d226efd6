import type { FastifyInstance } from 'fastify';
import availability from './availability/index.js';
import calendar from './calendar/index.js';
import health from './health/index.js';
import hotels from './hotels/index.js';
import quotes from './quotes/index.js';
import rooms from './rooms/index.js';
import search from './search/index.js';

/** The public site's reads: hotels, rooms and their price calendars, availability, quotes, health. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [health, hotels, rooms, availability, calendar, quotes, search])
    await app.register(plugin);
}
