import { getRoom } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { quoteRequest } from '@hotel/validators';
import { errorResponses, storedQuote } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteIn } from '../../../booking/guestLanguage.js';
import { assertWithinBookingLimits } from '../../../booking/limits.js';
import { quoteReader } from '../../../booking/quoteQueries.js';
import { storeQuote } from '../../../booking/storeQuote.js';
import { invalid, notFound } from '../../../lib/ApiFailure.js';
import { answerCache, COMPRESSES_ITSELF, sendKept } from '../../../lib/answerCache.js';
import { nowIso } from '../../../lib/clock.js';
import { langOfRequest } from '../../../lib/requestLang.js';

/**
 * POST /api/quotes prices a room page's selection on the server with @hotel/pricing and stores
 * every figure; GET /api/quotes/:id reads it back. No amount is ever taken from the browser.
 */
export default async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const readStoredQuote = quoteReader(db);
  // The payment page reads its quote on every visit and reload.
  const answers = answerCache(storedQuote, app.dbState);

  api.post(
    '/quotes',
    { schema: { body: quoteRequest, response: { 201: storedQuote, ...errorResponses } } },
    async (request, reply) => {
      const { roomId, rooms, adults, children, breakfasts, lunchDinners, checkIn, checkOut } =
        request.body;
      const room = getRoom(roomId);
      if (!room) {
        throw invalid({
          roomId: m.api_roomNotFoundChoose(),
        });
      }
      assertWithinBookingLimits(room, { rooms, adults, checkIn, checkOut });
      const stored = storeQuote(
        db,
        room,
        { rooms, adults, children, breakfasts, lunchDinners, checkIn, checkOut },
        nowIso(),
      );
      return reply.status(201).send(quoteIn(stored, langOfRequest(request)));
    },
  );

  api.get(
    '/quotes/:id',
    {
      ...COMPRESSES_ITSELF,
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: storedQuote, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Its adjustments named in the page's language: one kept answer for each.
      const lang = langOfRequest(request);
      return sendKept(
        request,
        reply,
        answers(`${id} ${lang}`, () => {
          const stored = readStoredQuote(id);
          if (!stored) throw notFound(m.api_quoteNotFound());
          return quoteIn(stored, lang);
        }),
      );
    },
  );
}
