import type { CreateOrder } from '@hotel/validators';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type OrderClient, ownsOrder } from '../../../booking/ownership.js';
import type { Config } from '../../../config.js';
import { nowIso } from '../../../lib/clock.js';
import { langOfRequest } from '../../../lib/requestLang.js';
import { newToken, sha256 } from '../../../lib/secrets.js';

/** The ordering browser's key: random, HttpOnly, sent only to the payment routes. */
export const ORDER_CLIENT_COOKIE = 'order_client';
const KEY = /^[\w-]{43}$/;
const KEY_DAYS = 30;

/**
 * Who is ordering: the session's account, the client address, and the browser's key, made and
 * set as an HttpOnly, SameSite=Strict cookie on its first order. The server keeps only its hash;
 * page scripts cannot read it, and another site's page cannot send it.
 */
export function orderClient(
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): OrderClient {
  let key = request.cookies[ORDER_CLIENT_COOKIE];
  if (!key || !KEY.test(key)) {
    key = newToken();
    reply.setCookie(ORDER_CLIENT_COOKIE, key, {
      path: '/api/payments',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      maxAge: KEY_DAYS * 86_400,
    });
  }
  return { userId: request.user?.id ?? null, ip: request.ip, keyHash: sha256(key) };
}

/**
 * What every order of a stay starts from, paid online or at the hotel: the quote, the guest, who
 * orders (see orderClient), the time, how long a quote can be ordered and the page's language.
 */
export function stayOrder(
  request: FastifyRequest<{ Body: CreateOrder }>,
  reply: FastifyReply,
  config: Config,
) {
  const { quoteId, customer } = request.body;
  return {
    quoteId,
    customer,
    client: orderClient(request, reply, config.https),
    now: nowIso(),
    quoteTtlMinutes: config.payments.quoteTtlMinutes,
    lang: langOfRequest(request),
  };
}

/**
 * Whether this request comes from the browser (or the account) that made the order, without
 * giving a browser that has no key one: the payer, and no one else, is shown the booking.
 */
export function madeOrder(
  request: FastifyRequest,
  row: { readonly userId: number | null; readonly clientKeyHash: string | null },
): boolean {
  const key = request.cookies[ORDER_CLIENT_COOKIE];
  const keyHash = key && KEY.test(key) ? sha256(key) : '';
  return ownsOrder(row, { userId: request.user?.id ?? null, ip: request.ip, keyHash });
}
