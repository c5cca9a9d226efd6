import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { acceptedEncodings } from './staticFiles.js';

/** An answer is recomputed after this long even when nothing was written: holds expire by time. */
const MAX_AGE_MS = 1_000;
/** Distinct answers kept; the oldest goes first. */
const MAX_ENTRIES = 500;
/** Answers smaller than this go out as they are (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_MIN_BYTES = 1_024;
/** Fast enough to make on a request, as @fastify/compress recommends; then kept with the answer. */
const BROTLI_QUALITY = 4;

/**
 * An answer's JSON, checked against its route's schema, and its brotli and gzip copies, each made
 * the first time a browser asks for it and then kept with it: compressing a 5 KB price calendar
 * costs more than answering it from memory.
 */
export class KeptAnswer {
  readonly body: Buffer;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(json: string) {
    this.body = Buffer.from(json);
  }

  /** The bytes for a request's Accept-Encoding, and their encoding (undefined: as they are). */
  encodedFor(acceptEncoding: string | undefined): [Buffer, 'br' | 'gzip' | undefined] {
    if (this.body.length < COMPRESS_MIN_BYTES || !acceptEncoding) return [this.body, undefined];
    const accepted = acceptedEncodings(acceptEncoding);
    if (accepted.br) {
      this.br ??= brotliCompressSync(this.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
        },
      });
      return [this.br, 'br'];
    }
    if (accepted.gzip) {
      this.gzip ??= gzipSync(this.body);
      return [this.gzip, 'gzip'];
    }
    return [this.body, undefined];
  }
}

/**
 * The answers of a read route, kept while the database stays as it was. The price calendar, the
 * availability search and a stored quote are read far more often than anything they depend on is
 * written (every visitor of a room page opens the calendar for the same months), and computing
 * one is a query, the pricing of every night and a check of the answer against its schema.
 * `stamp` names the database's state (plugins/db.ts: it changes with every commit of this
 * process, and within 0.1 s of another's), so an answer does not outlive a write; and none is
 * older than a second, since a pending booking's hold lapses without a write. A failure is never
 * kept.
 */
export function answerCache<T>(schema: ZodType<T>, stamp: () => string) {
  const answers = new Map<string, { readonly answer: KeptAnswer; readonly at: number }>();
  let answeredAt = '';
  return (key: string, compute: () => T): KeptAnswer => {
    const now = Date.now();
    const state = stamp();
    if (state !== answeredAt) {
      answers.clear();
      answeredAt = state;
    }
    const kept = answers.get(key);
    if (kept && now - kept.at < MAX_AGE_MS && now >= kept.at) return kept.answer;
    // Checked and stripped by the route's schema, as Fastify's serializer would on each answer.
    const answer = new KeptAnswer(JSON.stringify(schema.parse(compute())));
    answers.delete(key);
    if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value ?? '');
    answers.set(key, { answer, at: now });
    return answer;
  };
}

/**
 * The route options of a route that answers with sendKept: it compresses its own answers (once
 * each), so @fastify/compress's three hooks stay off it; a GET has no body to decompress.
 */
export const COMPRESSES_ITSELF = { compress: false, decompress: false } as const;

/**
 * Sends a kept answer, compressed as the request accepts (its route has COMPRESSES_ITSELF). The
 * bytes are JSON already checked against the route's schema, so Fastify sends them as they are;
 * the route's typed reply takes only its schema's shape, hence the one widening here.
 */
export function sendKept(request: FastifyRequest, reply: object, answer: KeptAnswer): FastifyReply {
  const sent = reply as FastifyReply;
  const [bytes, encoding] = answer.encodedFor(request.headers['accept-encoding']);
  sent.type('application/json; charset=utf-8');
  if (answer.body.length >= COMPRESS_MIN_BYTES) {
    // Appended: CORS has already said the answer varies by Origin.
    const vary = sent.getHeader('vary');
    sent.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (encoding) sent.header('content-encoding', encoding);
  return sent.send(bytes);
}
