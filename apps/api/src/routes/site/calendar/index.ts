import { activeRule, getRoom, hotelOf, taxRule } from '@hotel/content';
import type { Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { nightlyRates, PricingError } from '@hotel/pricing';
import { type CalendarQuery, calendarQuery, nightsBetween } from '@hotel/validators';
import { errorResponses, priceCalendar } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareFreeRoomsByNight } from '../../../booking/calendar.js';
import { nightsIn } from '../../../booking/guestLanguage.js';
import { invalid, notFound } from '../../../lib/ApiFailure.js';
import { answerCache, COMPRESSES_ITSELF, sendKept } from '../../../lib/answerCache.js';
import { nowIso } from '../../../lib/clock.js';
import { langOfRequest } from '../../../lib/requestLang.js';

/**
 * GET /api/rooms/:roomId/calendar: each day from `from` to `to` with the party's nightly rate,
 * the adjustment that set it, and how many rooms of the type are free that night. Read on every
 * date-picker open, so it is one query for the whole range.
 */
export default async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const freeRoomsByNight = prepareFreeRoomsByNight(app.db);
  // Every visitor of a room page opens the same months: the same answer until a write.
  const answers = answerCache(priceCalendar, app.dbState);

  api.get(
    '/rooms/:roomId/calendar',
    {
      ...COMPRESSES_ITSELF,
      schema: {
        params: z.object({ roomId: z.string().max(100) }),
        querystring: calendarQuery,
        response: { 200: priceCalendar, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { roomId } = request.params;
      const { from, to, adults } = request.query;
      // The adjustments are named in the page's language: one kept answer for each.
      const lang = langOfRequest(request);
      const key = JSON.stringify([roomId, from, to, adults, lang]);
      return sendKept(
        request,
        reply,
        answers(key, () => calendar(roomId, request.query, lang)),
      );
    },
  );

  /** Each day's rate for the party and the rooms of the type free that night. */
  function calendar(roomId: string, { from, to, adults }: CalendarQuery, lang: Lang) {
    const room = getRoom(roomId);
    if (!room) throw notFound(m.api_roomNotFound());
    const nights = nightsBetween(from, to) + 1;
    let rates: ReturnType<typeof nightlyRates>;
    try {
      rates = nightlyRates(activeRule(room), { from, nights, adults }, { tax: taxRule() });
    } catch (error) {
      if (error instanceof PricingError) throw invalid({ [error.field]: error.message });
      throw error;
    }
    const free = freeRoomsByNight(hotelOf(room).id, room.type, from, to, nowIso());
    return nightsIn(rates, lang).map((night, index) => ({
      date: night.date ?? from,
      rate: night.rate,
      adjustment: night.adjustment,
      freeRooms: free[index] ?? 0,
    }));
  }
}
