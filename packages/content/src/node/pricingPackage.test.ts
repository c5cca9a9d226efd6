import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { packageDir } from './paths.js';

const run = promisify(execFile);

describe('@hotel/pricing as another workspace member uses it', () => {
  it('imports from the built dist/ with plain Node and prices the worked example', async () => {
    const script = `
      import { formatINR, quote } from '@hotel/pricing';
      const rule = {
        tiers: [{ upToAdults: 1, rate: 349900 }, { upToAdults: 2, rate: 399900 }],
        beyond: { kind: 'perExtraAdult', surcharge: 50000 },
        breakfastPrice: 25000,
        lunchDinnerPrice: 120000,
      };
      console.log(import.meta.resolve('@hotel/pricing'));
      console.log(formatINR(quote(rule, { rooms: 2, adults: 4, breakfasts: 2, lunchDinners: 1 }).total));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: packageDir,
    });
    const [resolved, total] = stdout.trim().split('\n');
    expect(resolved).toMatch(/\/packages\/pricing\/dist\/index\.js$/);
    expect(total).toBe('₹13,497.64');
  });
});
