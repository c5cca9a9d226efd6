import type { FastifyInstance } from 'fastify';
import auth from './auth/index.js';
import data from './data/index.js';
import otp from './otp/index.js';
import passwordReset from './passwordReset/index.js';
import signInCode from './signInCode/index.js';

/**
 * Sign-up, sign-in (password or a one-time code), the session, a forgotten password, and the
 * guest's own data (download it, delete the account).
 */
export default async function routes(app: FastifyInstance): Promise<void> {
  for (const plugin of [otp, auth, signInCode, passwordReset, data]) await app.register(plugin);
}
