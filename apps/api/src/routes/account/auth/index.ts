import { m } from '@hotel/i18n/messages';
import { login, signUp } from '@hotel/validators';
import {
  currentUser,
  errorResponses,
  noContent,
  signedIn,
  signInMethods,
} from '@hotel/validators/responses';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../../db/schema.js';
import { conflict, unauthorized } from '../../../lib/ApiFailure.js';
import { findByLogin } from '../../../lib/accounts.js';
import { lockoutKey, lockoutKeys, passwordTry } from '../../../lib/loginLockout.js';
import { passwordProblem } from '../../../lib/passwordStrength.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../../lib/secrets.js';
import { accountDisabled } from '../../../lib/staffAccounts.js';
import { publicUser } from './publicUser.js';

/** A sign-up whose password is not easy to guess (checked once the fields are valid). */
const signUpBody = signUp.superRefine((body, ctx) => {
  const problem = passwordProblem(body.password, [body.username, body.email]);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});

/** /api/auth: sign-up, password login, logout, the current user and the ways to sign in. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const authLimit = { rateLimit: { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' } };

  api.post(
    '/auth/signup',
    {
      config: authLimit,
      schema: { body: signUpBody, response: { 201: signedIn, ...errorResponses } },
    },
    async (request, reply) => {
      const username = request.body.username.toLowerCase();
      const email = request.body.email.toLowerCase();
      // Hashing first leaves no await between the check and the insert, and one immediate
      // transaction holds the write lock across both: two sign-ups for one name, even in two
      // processes sharing the database, cannot both pass the check.
      const passwordHash = await hashPassword(request.body.password);
      const user = db.transaction(
        (tx) => {
          const taken = tx
            .select({ username: users.username, email: users.email })
            .from(users)
            .where(or(eq(users.username, username), eq(users.email, email)))
            .get();
          if (taken) {
            throw conflict(
              'ACCOUNT_EXISTS',
              taken.username === username ? m.api_usernameTaken() : m.api_emailTaken(),
            );
          }
          return tx
            .insert(users)
            .values({ username, email, passwordHash, role: 'guest' })
            .returning({
              id: users.id,
              username: users.username,
              email: users.email,
              mobile: users.mobile,
              role: users.role,
            })
            .get();
        },
        { behavior: 'immediate' },
      );
      app.startSession(reply, user.id);
      return reply.status(201).send({ user: publicUser(user) });
    },
  );

  api.post(
    '/auth/login',
    {
      config: authLimit,
      schema: { body: login, response: { 200: signedIn, ...errorResponses } },
    },
    async (request, reply) => {
      const user = findByLogin(db, request.body.username);
      // Counted per account and client address, so guesses from one address never lock the
      // owner out elsewhere; the account as a whole is only slowed (lib/loginLockout.ts).
      const keys = lockoutKeys(lockoutKey(user?.id, request.body.username), request.ip);
      const account = await passwordTry(db, config.loginLockout, keys, reply, {
        verify: async () => {
          const valid = await verifyPassword(
            request.body.password,
            user?.passwordHash ?? (await decoyPasswordHash),
          );
          return user?.passwordHash && valid ? user : undefined;
        },
        wrong: () => unauthorized(m.api_wrongCredentials()),
      });
      // Only whoever knows the password learns that an administrator disabled the account.
      if (account.disabledAt) throw accountDisabled();
      app.startSession(reply, account.id);
      return { user: publicUser(account) };
    },
  );

  api.post(
    '/auth/logout',
    { schema: { response: { 204: noContent, ...errorResponses } } },
    async (request, reply) => {
      app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/auth/methods',
    { schema: { response: { 200: signInMethods, ...errorResponses } } },
    async () => ({ password: true as const, email: true as const, mobile: app.sms.available }),
  );

  api.get(
    '/auth/me',
    { schema: { response: { 200: currentUser, ...errorResponses } } },
    async (request) => ({ user: request.user ? publicUser(request.user) : null }),
  );
}
