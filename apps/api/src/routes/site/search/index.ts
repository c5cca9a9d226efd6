import { searchQuery } from '@hotel/validators';
import { errorResponses, searchResults } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { prepareSearch } from '../../../booking/search.js';
import { answerCache, COMPRESSES_ITSELF, sendKept } from '../../../lib/answerCache.js';
import { langOfRequest } from '../../../lib/requestLang.js';

/**
 * GET /api/search: the date-first search across the hotels (or one, `hotel`): every room type
 * that sleeps the party, priced for the stay with taxes, free or sold out (with the nearest free
 * dates), with its cancellation terms for these dates; available first, cheapest first. The rooms'
 * names, summaries and amenities are in the page's language (Accept-Language).
 */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const search = prepareSearch(app.db);
  // Guests searching the same stay get the same answer until a write (or a second passes).
  const answers = answerCache(searchResults, app.dbState);

  api.get(
    '/search',
    {
      ...COMPRESSES_ITSELF,
      schema: { querystring: searchQuery, response: { 200: searchResults, ...errorResponses } },
    },
    async (request, reply) => {
      const { checkIn, checkOut, adults, child, rooms, hotel } = request.query;
      // The rooms' words come in the page's language: one kept answer for each.
      const lang = langOfRequest(request);
      const key = JSON.stringify([checkIn, checkOut, adults, child, rooms, hotel, lang]);
      return sendKept(
        request,
        reply,
        answers(key, () => search(request.query, new Date(), lang)),
      );
    },
  );
}
