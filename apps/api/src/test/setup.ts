import { afterEach, vi } from 'vitest';
import { lowerPasswordHashCostForTests } from '../lib/secrets.js';

// The unit tests hash a password for nearly every account they make; at N = 2^10 a hash takes
// ~2.5 ms instead of ~190 ms on this 2-core machine. The real cost is checked in createAdmin.test.ts.
lowerPasswordHashCostForTests(2 ** 10);

// The test files share their modules (vitest.config.ts), so no test may leave a fake clock, a spy
// or a stubbed variable to the next.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
