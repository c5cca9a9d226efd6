import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';

/** An answer is recomputed after this long even when nothing was written: holds expire by time. */
const MAX_AGE_MS = 1_000;
/** Distinct answers kept; the oldest goes first. */
const MAX_ENTRIES = 500;

/**
 * The answers of a read route, kept as JSON while the database stays as it was. The price
 * calendar, the availability search and a stored quote are read far more often than anything
 * they depend on is written (every visitor of a room page opens the calendar for the same
 * months), and computing one is a query, the pricing of every night and a check of the answer
 * against its schema. `stamp` names the database's state (plugins/db.ts: it changes with every
 * commit of this process, and within 0.1 s of another's), so an answer does not outlive a write;
 * and none is older than a second, since a pending booking's hold lapses without a write. A
 * failure is never kept.
 */
export function answerCache<T>(schema: ZodType<T>, stamp: () => string) {
  const answers = new Map<string, { readonly json: string; readonly at: number }>();
  let answeredAt = '';
  return (key: string, compute: () => T): string => {
    const now = Date.now();
    const state = stamp();
    if (state !== answeredAt) {
      answers.clear();
      answeredAt = state;
    }
    const kept = answers.get(key);
    if (kept && now - kept.at < MAX_AGE_MS && now >= kept.at) return kept.json;
    // Checked and stripped by the route's schema, as Fastify's serializer would on each answer.
    const json = JSON.stringify(schema.parse(compute()));
    answers.delete(key);
    if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value ?? '');
    answers.set(key, { json, at: now });
    return json;
  };
}

/**
 * Sends an answer answerCache kept: JSON already checked against the route's schema, so
 * Fastify sends the string as it is (a string of a JSON type is not serialized again). The
 * route's typed reply takes only its schema's shape, hence the one widening here.
 */
export function sendJson(reply: object, json: string): FastifyReply {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
}
