import { describe, expect, it } from 'vitest';
import { hotels, noShowRuleOf } from './index.js';

describe('noShowRuleOf', () => {
  it('reports only unless a hotel’s content says to mark', () => {
    const [hotel] = hotels;
    if (!hotel) throw new Error('the content has no hotel');
    expect(noShowRuleOf({ ...hotel, noShows: undefined })).toBe('report');
    expect(noShowRuleOf({ ...hotel, noShows: 'mark' })).toBe('mark');
    // The shipped content keeps the default: every hotel reports.
    expect(hotels.map(noShowRuleOf)).toEqual(hotels.map(() => 'report'));
  });
});
