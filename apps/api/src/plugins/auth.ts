import cookie from '@fastify/cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/ApiFailure.js';
import { isoIn, nowIso } from '../lib/clock.js';
import { newToken, sha256 } from '../lib/secrets.js';
import { purgeSessions } from '../maintenance/purge.js';

const SESSION_COOKIE = 'sid';

/** The account's columns a signed-in request carries (request.user). */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  hotelId: users.hotelId,
  emailVerifiedAt: users.emailVerifiedAt,
};

export interface SessionUser {
  readonly id: number;
  readonly username: string | null;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly role: 'guest' | 'admin' | 'staff';
  /** The hotel a staff account manages; null for guests and admins. */
  readonly hotelId: string | null;
  /** When the holder proved the e-mail address (a code sent to it); null until then. */
  readonly emailVerifiedAt: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** onRequest/preHandler: 401 without a session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: 401 without a session, 403 for a guest (before the body is read). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook of the front desk's routes: an admin, or a hotel's staff (whom the route
     * then keeps to their hotel); 401 without a session, 403 for a guest.
     */
    requireDesk: (request: FastifyRequest) => Promise<void>;
    startSession: (reply: FastifyReply, userId: number) => void;
    endSession: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/**
 * Server-side sessions: a random token in a signed, HttpOnly, SameSite=Lax cookie (Secure in
 * production); the database keeps only its SHA-256.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, db } = app;
    await app.register(cookie, { secret: config.secret, hook: 'onRequest' });

    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.https,
      signed: true,
    } as const;

    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const row = db
        .select(sessionUserColumns)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, sha256(unsigned.value)),
            gt(sessions.expiresAt, nowIso()),
            // A disabled account's sessions are deleted with it; this holds even for one missed.
            isNull(users.disabledAt),
          ),
        )
        .get();
      request.user = row ?? null;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized('Please sign in as an administrator.');
      if (request.user.role !== 'admin') throw forbidden('Only administrators may do this.');
    });
    app.decorate('requireDesk', async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized('Please sign in as an administrator or hotel staff.');
      if (request.user.role === 'guest') {
        throw forbidden('Only administrators and hotel staff may do this.');
      }
    });
    app.decorate('startSession', (reply: FastifyReply, userId: number) => {
      const token = newToken();
      const maxAge = config.sessionDays * 86_400;
      purgeSessions(db, new Date());
      db.insert(sessions)
        .values({ tokenHash: sha256(token), userId, expiresAt: isoIn(maxAge) })
        .run();
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge });
    });
    app.decorate('endSession', (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[SESSION_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      if (unsigned?.valid && unsigned.value) {
        db.delete(sessions)
          .where(eq(sessions.tokenHash, sha256(unsigned.value)))
          .run();
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
