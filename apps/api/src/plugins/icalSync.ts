import type { IcalSyncResult } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FeedError } from '../ical/FeedError.js';
import { feedIds } from '../ical/feeds.js';
import { syncFeed } from '../ical/syncFeed.js';
import { ApiFailure } from '../lib/ApiFailure.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Syncs one iCal feed now (stopped when the server shuts down). */
    syncIcalFeed: (id: number) => Promise<IcalSyncResult>;
  }
}

/**
 * Syncs every iCal feed every ICAL_SYNC_MINUTES (0: never on its own), one feed after another; a
 * turn still running when the next is due is not doubled. The timer does not keep the process
 * alive, and closing the app stops it and aborts any fetch in flight (a manual sync's too), so a
 * slow feed never delays a shutdown.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const { ical } = config;
    const limits = {
      fetch: {
        timeoutMs: ical.fetchTimeoutMs,
        maxBytes: ical.maxBytes,
        allowPrivate: ical.allowPrivate,
      },
      read: { timeoutMs: ical.readTimeoutMs, maxEvents: ical.maxEvents },
    };
    const stop = new AbortController();
    const sync = (id: number) => syncFeed(db, limits, id, stop.signal);
    app.decorate('syncIcalFeed', sync);

    const syncOne = async (feedId: number) => {
      try {
        const { added, moved, released, conflicts } = await sync(feedId);
        const counts = {
          feedId,
          added: added.length,
          moved: moved.length,
          released: released.length,
          conflicts: conflicts.length,
        };
        if (conflicts.length > 0) app.log.warn(counts, 'iCal feed synced with overbookings');
        else if (added.length + moved.length + released.length > 0) {
          app.log.info(counts, 'iCal feed synced');
        }
      } catch (error) {
        if (error instanceof FeedError)
          app.log.warn({ feedId, reason: error.message }, 'iCal feed failed');
        // Deleted while it was fetched: nothing to do.
        else if (!(error instanceof ApiFailure && error.statusCode === 404)) {
          app.log.error({ err: error, feedId }, 'iCal sync failed');
        }
      }
    };

    let running: Promise<void> | undefined;
    const syncAll = () => {
      running ??= (async () => {
        for (const feedId of feedIds(db)) {
          if (stop.signal.aborted) return;
          await syncOne(feedId);
        }
      })().finally(() => {
        running = undefined;
      });
    };
    const { syncMinutes } = ical;
    const timer = syncMinutes > 0 ? setInterval(syncAll, syncMinutes * 60_000) : undefined;
    timer?.unref();

    app.addHook('preClose', async () => {
      clearInterval(timer);
      stop.abort();
    });
    app.addHook('onClose', async () => {
      await running;
    });
  },
  { name: 'ical-sync', dependencies: ['config', 'db'] },
);
