import type { FastifyInstance } from 'fastify';
import auth from './auth/index.js';
import otp from './otp/index.js';

/** Sign-up, sign-in (password or a one-time code) and the session. */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [otp, auth]) await app.register(plugin);
}
