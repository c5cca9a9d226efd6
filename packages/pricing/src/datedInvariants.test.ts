import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustment, rateRule, selection, taxRule, windowDate } from './arbitraries.fixture.js';
import { DAY_MS } from './calendarDate.js';
import { adjustmentOn } from './priceNights.js';
import { quote } from './quote.js';
import { unreachableAdjustments } from './unreachableAdjustments.js';

const adjustments = fc.array(adjustment, { maxLength: 5 });

describe('dated quote invariants', () => {
  it('prices an undated quote exactly as the rule without adjustments (round 1)', () => {
    fc.assert(
      fc.property(rateRule, adjustments, selection, taxRule, (rule, list, picked, tax) => {
        expect(quote({ ...rule, adjustments: list }, picked, { tax })).toEqual(
          quote(rule, picked, { tax }),
        );
      }),
    );
  });

  it('costs rooms × the sum of the nightly rates, one entry a night, dated from check-in', () => {
    fc.assert(
      fc.property(rateRule, adjustments, selection, windowDate, (rule, list, picked, checkIn) => {
        const result = quote(
          { ...rule, adjustments: list },
          { ...picked, checkIn, nights: Math.min(picked.nights, 7) },
        );
        const sum = result.nightly.reduce((total, night) => total + night.rate, 0);
        expect(result.roomCost).toBe(result.rooms * sum);
        expect(result.nightly).toHaveLength(result.nights);
        expect(result.nightly[0]?.date).toBe(checkIn);
        expect(result.total).toBe(
          result.roomCost + result.gst + result.breakfastCost + result.lunchDinnerCost,
        );
      }),
    );
  });

  it('never puts GST further from exact arithmetic than half a paisa per GST percent', () => {
    fc.assert(
      fc.property(
        rateRule,
        adjustments,
        selection,
        windowDate,
        taxRule,
        (rule, list, picked, checkIn, tax) => {
          const result = quote({ ...rule, adjustments: list }, { ...picked, checkIn }, { tax });
          const exact = result.nightly.reduce(
            (sum, night) => sum + (result.rooms * night.rate * night.gstRate) / 100,
            0,
          );
          const groups = new Set(result.nightly.map((night) => night.gstRate)).size;
          expect(Math.abs(result.gst - exact)).toBeLessThanOrEqual(groups * 0.5 + 1e-6);
        },
      ),
    );
  });
});

describe('unreachableAdjustments', () => {
  it('names exactly the adjustments no night of a long window takes (checked night by night)', () => {
    // Bounded adjustments inside Dec 2026 – Jan 2027; the open ones span all time, so a
    // window of 20 weeks around them holds every case the dates can make.
    fc.assert(
      fc.property(adjustments, (list) => {
        const taken = new Set<number>();
        for (let day = -70; day < 130; day += 1) {
          const date = new Date(Date.UTC(2026, 11, 1) + day * DAY_MS).toISOString().slice(0, 10);
          const applied = adjustmentOn(list, date);
          if (applied) taken.add(list.indexOf(applied));
        }
        const never = list.map((_, index) => index).filter((index) => !taken.has(index));
        expect(unreachableAdjustments(list)).toEqual(never);
      }),
      { numRuns: 300 },
    );
  });

  it('names an adjustment shadowed by the weekend, and one on no night at all', () => {
    expect(
      unreachableAdjustments([
        { name: 'Weekend', days: ['fri', 'sat'], percent: 15 },
        { name: 'Saturday', days: ['sat'], from: '2026-12-01', percent: 20 },
        { name: 'Festival', from: '2026-12-05', to: '2026-12-05', days: ['mon'], amount: 100 },
        { name: 'Season', from: '2026-12-01', to: '2027-01-31', percent: 10 },
      ]),
    ).toEqual([1, 2]);
  });
});
