import { loadConfig } from '../config.js';

/** The configuration's defaults, as a deployment that sets nothing runs with. */
export const defaults = loadConfig({ APP_SECRET: 's'.repeat(32), DATABASE_PATH: ':memory:' });

/** The rate limits a deployment runs with: the configuration's defaults, not the tests' 10000. */
export const realLimits = {
  RATE_LIMIT_PER_MINUTE: String(defaults.rateLimit.perMinute),
  AUTH_RATE_LIMIT_PER_MINUTE: String(defaults.rateLimit.authPerMinute),
  FORM_RATE_LIMIT_PER_MINUTE: String(defaults.rateLimit.formPerMinute),
};
