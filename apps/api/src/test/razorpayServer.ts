import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RAZORPAY_API, razorpayProvider } from '../providers/payments/razorpay.js';
import { razorpayKeys } from './orders.js';
import { startTestApp, type TestApp } from './testApp.js';

/** A refund as Razorpay's refunds API answers it (recorded shape). */
export interface RazorpayRefundEntity {
  readonly id: string;
  readonly entity: 'refund';
  readonly amount: number;
  readonly currency: 'INR';
  readonly payment_id: string;
  readonly receipt: string | null;
  readonly notes: Record<string, string>;
  readonly status: 'pending' | 'processed' | 'failed';
  readonly speed_requested: 'normal';
  readonly created_at: number;
}

/** How the server answers a refund call: makes it (with this status), refuses it, or loses it. */
export type RefundMode = 'processed' | 'pending' | 'refuse' | 'lose';

export interface RazorpayServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** A fetch for razorpayProvider that sends Razorpay's API to this server. */
  readonly fetch: typeof fetch;
  /** The refund calls (POST /v1/payments/:id/refund) that reached the provider. */
  refundCalls(): number;
  /** The refund lookups (GET /v1/payments/:id/refunds) asked. */
  lookups(): number;
  /** The refunds made, for one payment or all. */
  refunds(paymentId?: string): readonly RazorpayRefundEntity[];
  /** Keeps a payment entity for the Fetch Payment API (GET /v1/payments/:id) to answer. */
  addPayment(entity: { readonly id: string } & Record<string, unknown>): void;
  /** How payment lookups are answered: the kept entity (at first), a refusal, or a cut connection. */
  answerPaymentLookups(mode: 'answer' | 'refuse' | 'lose'): void;
  /** The payment lookups (GET /v1/payments/:id) asked. */
  paymentLookups(): number;
  /** How the next refund calls are answered (at first: made, `processed`). */
  answerRefunds(mode: RefundMode): void;
  /**
   * Holds the answers to refund calls (a made refund is made at once, only its answer waits)
   * until `release`: a lost call is then cut off, as a dead connection would be.
   */
  holdAnswers(): { release(): void };
  /** Resolves once `condition` holds, checked at each request and at each `recheck`. */
  waitFor(condition: () => boolean, what: string): Promise<void>;
  /** Checks the waiters' conditions again (a test's own event, e.g. an answer of the app). */
  recheck(): void;
  close(): Promise<void>;
}

const read = async (request: IncomingMessage): Promise<string> => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const refusal = (description: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', reason: 'NA' },
});

/**
 * A Razorpay-shaped API on 127.0.0.1, as the app's provider sees it: Basic auth with the test
 * keys, orders, refunds (honouring `X-Refund-Idempotency`: the same key answers the same refund)
 * and the list of a payment's refunds. It counts every refund call that reaches it, so a test
 * can prove how many refunds were sent.
 */
export async function startRazorpayServer(): Promise<RazorpayServer> {
  const authorization = `Basic ${Buffer.from(`${razorpayKeys.keyId}:${razorpayKeys.keySecret}`).toString('base64')}`;
  const made: RazorpayRefundEntity[] = [];
  const byKey = new Map<string, RazorpayRefundEntity>();
  const waiters = new Set<() => void>();
  const held: (() => void)[] = [];
  let holding = false;
  let mode: RefundMode = 'processed';
  const payments = new Map<string, Record<string, unknown>>();
  let lookupMode: 'answer' | 'refuse' | 'lose' = 'answer';
  let paymentLookups = 0;
  let calls = 0;
  let lookups = 0;
  let orders = 0;
  const wake = () => {
    for (const check of [...waiters]) check();
  };

  async function refund(paymentId: string, request: IncomingMessage, response: ServerResponse) {
    calls += 1;
    const sent = JSON.parse(await read(request)) as {
      amount: number;
      receipt?: string;
      notes?: Record<string, string>;
    };
    const key = request.headers['x-refund-idempotency'];
    const known = typeof key === 'string' ? byKey.get(key) : undefined;
    let reply = () => answer(response, 400, refusal('The refund could not be made just now.'));
    if (known) reply = () => answer(response, 200, known);
    else if (mode === 'lose') reply = () => response.socket?.destroy();
    else if (mode !== 'refuse') {
      const entity: RazorpayRefundEntity = {
        id: `rfnd_srv${made.length + 1}`,
        entity: 'refund',
        amount: sent.amount,
        currency: 'INR',
        payment_id: paymentId,
        receipt: sent.receipt ?? null,
        notes: sent.notes ?? {},
        status: mode,
        speed_requested: 'normal',
        created_at: 1764000000 + made.length,
      };
      made.push(entity);
      if (typeof key === 'string') byKey.set(key, entity);
      reply = () => answer(response, 200, entity);
    }
    if (holding || mode === 'lose') held.push(reply);
    else reply();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const refunding = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    const listing = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    const fetching = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    const handled = (async () => {
      if (request.headers.authorization !== authorization) {
        answer(response, 401, refusal('Authentication failed'));
      } else if (request.method === 'POST' && refunding?.[1]) {
        await refund(decodeURIComponent(refunding[1]), request, response);
      } else if (request.method === 'GET' && listing?.[1]) {
        lookups += 1;
        const paymentId = decodeURIComponent(listing[1]);
        const items = made.filter((entity) => entity.payment_id === paymentId);
        answer(response, 200, { entity: 'collection', count: items.length, items });
      } else if (request.method === 'GET' && fetching?.[1]) {
        paymentLookups += 1;
        const entity = payments.get(decodeURIComponent(fetching[1]));
        if (lookupMode === 'lose') response.socket?.destroy();
        else if (lookupMode === 'refuse') {
          answer(response, 500, {
            error: {
              code: 'SERVER_ERROR',
              description:
                'We are facing some trouble completing your request at the moment. Please try again shortly.',
              source: 'NA',
              reason: 'NA',
            },
          });
        } else if (entity) answer(response, 200, entity);
        else answer(response, 400, refusal('The id provided does not exist'));
      } else if (request.method === 'POST' && url.pathname === '/v1/orders') {
        const sent = JSON.parse(await read(request)) as { amount: number; receipt: string };
        orders += 1;
        answer(response, 200, {
          id: `order_srv${orders}`,
          entity: 'order',
          amount: sent.amount,
          currency: 'INR',
          receipt: sent.receipt,
          status: 'created',
        });
      } else {
        answer(response, 404, refusal('The requested URL was not found on the server.'));
      }
    })();
    handled.finally(wake).catch(() => response.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    fetch: ((url: string, init: RequestInit) =>
      fetch(String(url).replace(RAZORPAY_API, `${base}/v1`), init)) as unknown as typeof fetch,
    addPayment(entity) {
      payments.set(entity.id, entity);
    },
    answerPaymentLookups(next) {
      lookupMode = next;
    },
    paymentLookups: () => paymentLookups,
    refundCalls: () => calls,
    lookups: () => lookups,
    refunds: (paymentId) =>
      paymentId ? made.filter((entity) => entity.payment_id === paymentId) : [...made],
    answerRefunds(next) {
      mode = next;
    },
    holdAnswers() {
      holding = true;
      return {
        release() {
          holding = false;
          for (const reply of held.splice(0)) reply();
        },
      };
    },
    waitFor(condition, what) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}`));
        }, 10_000);
        waiters.add(check);
        check();
      });
    },
    recheck: wake,
    close: () =>
      new Promise<void>((resolve) => {
        for (const reply of held.splice(0)) reply();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An app taking payments through Razorpay at `razorpay` (its own database file, or the one named
 * by DATABASE_PATH: a second process on the same file).
 */
export const startAppOnRazorpay = (
  razorpay: RazorpayServer,
  env: Parameters<typeof startTestApp>[0] = {},
): Promise<TestApp> =>
  startTestApp(
    {
      RAZORPAY_KEY_ID: razorpayKeys.keyId,
      RAZORPAY_KEY_SECRET: razorpayKeys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpayKeys.webhookSecret,
      ...env,
    },
    { paymentProvider: razorpayProvider(razorpayKeys, razorpay.fetch) },
  );
