// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, REGENERATE, routeTable, withRouteTable } from './routeTable';

describe('the route table in README.md', () => {
  it('is the one app/routes.ts makes now', () => {
    const readme = readFileSync(README, 'utf8');
    expect(
      withRouteTable(readme) === readme,
      `README.md's route table is out of date: run \`${REGENERATE}\` and commit README.md.`,
    ).toBe(true);
  });

  it('names a hotel page, an admin screen and a data route by URL, module and kind', () => {
    const table = routeTable();
    expect(table).toContain(
      '| `/Hotel-Aagam-Executive` | `app/routes/site/hotel.tsx` | content: hotel |',
    );
    expect(table).toContain(
      '| `/admin/calendar` | `app/routes/admin/calendar.tsx` | admin screen: calendar |',
    );
    expect(table).toContain(
      '| `/_data/session` | `app/routes/account/sessionData.ts` | data route (a fetcher loads it) |',
    );
  });

  it('catches a table that drifted', () => {
    const readme = withRouteTable(readFileSync(README, 'utf8'));
    const drifted = readme.replace('| `/admin/calendar` |', '| `/admin/occupancy` |');
    expect(drifted).not.toBe(readme);
    expect(withRouteTable(drifted)).toBe(readme);
  });
});
