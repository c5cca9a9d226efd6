import { assertCount } from './assert.js';
import { LIMITS } from './limits.js';
import type { Paise, RateRule } from './types.js';
import { validateRule } from './validateRule.js';

/** The nightly rate of one room, in paise, when the rule counts `adults` adults. */
export function rateFor(rule: RateRule, adults: number): Paise {
  validateRule(rule);
  assertCount(adults, 'adults', 'Number of adults', 1, LIMITS.adults);
  const tier = rule.tiers.find((candidate) => adults <= candidate.upToAdults);
  if (tier) return tier.rate;
  if (rule.beyond.kind === 'flat') return rule.beyond.rate;
  const last = rule.tiers.at(-1);
  if (!last) throw new TypeError('unreachable: validateRule guarantees a tier');
  return last.rate + rule.beyond.surcharge * (adults - last.upToAdults);
}
