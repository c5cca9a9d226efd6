import { assert } from './assert.js';
import { LIMITS } from './limits.js';
import type { RateRule } from './types.js';
import { validateAdjustments } from './validateAdjustments.js';

const isAmount = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LIMITS.ruleAmount;

/** Throws a PricingError (field `rule`) unless the rule is well formed. */
export function validateRule(rule: RateRule): void {
  assert(typeof rule === 'object' && rule !== null, 'rule', 'The rate rule is missing.');
  assert(Array.isArray(rule.tiers), 'rule', 'The rate rule needs a list of tiers.');
  let previous = 0;
  for (const tier of rule.tiers) {
    assert(
      Number.isInteger(tier.upToAdults) && tier.upToAdults > previous,
      'rule',
      'Rate tiers must be in ascending order of whole numbers of adults.',
    );
    assert(isAmount(tier.rate), 'rule', 'Every tier rate must be a whole number of paise.');
    previous = tier.upToAdults;
  }
  const { beyond } = rule;
  if (beyond?.kind === 'flat') {
    assert(isAmount(beyond.rate), 'rule', 'The flat rate must be a whole number of paise.');
  } else {
    assert(
      beyond?.kind === 'perExtraAdult',
      'rule',
      'The rule must say what lies beyond its tiers.',
    );
    assert(isAmount(beyond.surcharge), 'rule', 'The surcharge must be a whole number of paise.');
    assert(rule.tiers.length > 0, 'rule', 'A per-extra-adult surcharge needs at least one tier.');
  }
  assert(
    isAmount(rule.breakfastPrice),
    'rule',
    'The breakfast price must be a whole number of paise.',
  );
  assert(
    isAmount(rule.lunchDinnerPrice),
    'rule',
    'The lunch/dinner price must be a whole number of paise.',
  );
  validateAdjustments(rule.adjustments);
}
