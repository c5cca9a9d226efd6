import type { RateRule } from './types.js';

/** The source's rate rules of SPEC §4, written out in paise, for the tests. */
const rupees = (amount: number) => amount * 100;

const upTo = (...rates: [number, number][]) =>
  rates.map(([upToAdults, rate]) => ({ upToAdults, rate: rupees(rate) }));
const flat = (rate: number) => ({ kind: 'flat', rate: rupees(rate) }) as const;
const perExtraAdult = (surcharge: number) =>
  ({ kind: 'perExtraAdult', surcharge: rupees(surcharge) }) as const;
const meals = (breakfast: number, lunchDinner: number) => ({
  breakfastPrice: rupees(breakfast),
  lunchDinnerPrice: rupees(lunchDinner),
});

export const sourceRules = {
  'aagam-single-bed page': {
    tiers: upTo([1, 1200], [2, 1500]),
    beyond: flat(1800),
    ...meals(100, 800),
  },
  'aagam-double-bed page': { tiers: upTo([2, 1500]), beyond: flat(1800), ...meals(100, 800) },
  'aagam-family-suite page': { tiers: upTo([2, 1500]), beyond: flat(1800), ...meals(100, 800) },
  'aagam-family-suite older-page': {
    tiers: upTo([1, 2000], [2, 2200]),
    beyond: flat(1800),
    ...meals(100, 800),
  },
  'aagam-family-suite card': { tiers: [], beyond: flat(2200), ...meals(100, 800) },
  'aagam-luxury-room page': {
    tiers: upTo([1, 1800], [2, 2200]),
    beyond: flat(2600),
    ...meals(150, 1000),
  },
  'grand/akash single-bed page': {
    tiers: upTo([1, 1999], [2, 2299]),
    beyond: perExtraAdult(300),
    ...meals(150, 750),
  },
  'grand/akash double-bed page': {
    tiers: upTo([1, 1500], [2, 1800]),
    beyond: perExtraAdult(300),
    ...meals(120, 850),
  },
  'grand/akash double-bed card': {
    tiers: upTo([1, 2499], [2, 2799]),
    beyond: perExtraAdult(400),
    ...meals(150, 850),
  },
  'grand/akash family-suite page': { tiers: [], beyond: flat(2999), ...meals(100, 800) },
  'grand/akash luxury-room page': {
    tiers: upTo([1, 3499], [2, 3999]),
    beyond: perExtraAdult(500),
    ...meals(250, 1200),
  },
} satisfies Record<string, RateRule>;

export type SourceRuleName = keyof typeof sourceRules;
