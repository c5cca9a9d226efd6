import { addIcalFeed } from '@hotel/validators';
import {
  errorBody,
  errorResponses,
  icalConflicts,
  icalFeed,
  icalFeedList,
  icalSyncResult,
  noContent,
} from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openConflicts } from '../../../ical/conflicts.js';
import { FeedError } from '../../../ical/FeedError.js';
import { addFeed, deleteFeed, listFeeds } from '../../../ical/feeds.js';
import { ApiFailure } from '../../../lib/ApiFailure.js';
import { rowId } from '../rowId.js';

const params = z.object({ id: rowId('id') });

/**
 * iCal import: travel sites' calendars of what they sold, one room type each. Each event blocks
 * a room of the type (ical/applyFeed.ts); the feeds sync on a timer (plugins/icalSync.ts) and on
 * demand here. An event no room is free for is an overbooking alert, listed with its feed and at
 * GET /api/admin/ical-conflicts.
 */
export default async function icalFeedRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/ical-feeds',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: icalFeedList, ...errorResponses } },
    },
    async () => listFeeds(db),
  );

  api.post(
    '/admin/ical-feeds',
    {
      onRequest: app.requireAdmin,
      schema: { body: addIcalFeed, response: { 201: icalFeed, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(addFeed(db, request.body, request.user?.id ?? null, app.config.ical.allowPrivate)),
  );

  api.post(
    '/admin/ical-feeds/:id/sync',
    {
      onRequest: app.requireAdmin,
      schema: { params, response: { 200: icalSyncResult, 502: errorBody, ...errorResponses } },
    },
    async (request) => {
      try {
        return await app.syncIcalFeed(request.params.id);
      } catch (error) {
        // The feed's blocks stay; the admin reads why (also on the feed, as lastError).
        if (error instanceof FeedError) throw new ApiFailure(502, 'FEED_FAILED', error.message);
        throw error;
      }
    },
  );

  api.delete(
    '/admin/ical-feeds/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params, response: { 204: noContent, ...errorResponses } },
    },
    async (request, reply) => {
      deleteFeed(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/admin/ical-conflicts',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: icalConflicts, ...errorResponses } },
    },
    async () => openConflicts(db),
  );
}
