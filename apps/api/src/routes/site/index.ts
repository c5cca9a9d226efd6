import type { FastifyInstance } from 'fastify';
import availability from './availability/index.js';
import calendar from './calendar/index.js';
import health from './health/index.js';
import hotels from './hotels/index.js';
import quotes from './quotes/index.js';
import reviews from './reviews/index.js';
import rooms from './rooms/index.js';
import search from './search/index.js';

/** The public site: hotels, rooms and their price calendars, availability, quotes, reviews, health. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [health, hotels, rooms, availability, calendar, quotes, search, reviews])
    await app.register(plugin);
}
