import { renderIn } from '@hotel/i18n';
import { LIMITS, PricingError, quote, type RateRule } from '@hotel/pricing';
import { afterEach, describe, expect, it } from 'vitest';
import { pricingErrorText } from './pricingText.js';

/** ₹1,500 a night, three nights at least for a New Year night (the engine's own refusals). */
const rule: RateRule = {
  tiers: [{ upToAdults: 1, rate: 150_000 }],
  beyond: { kind: 'perExtraAdult', surcharge: 50_000 },
  breakfastPrice: 25_000,
  lunchDinnerPrice: 40_000,
  adjustments: [
    { name: 'New Year', from: '2026-12-31', to: '2026-12-31', percent: 50, minNights: 3 },
  ],
};

function refusal(selection: Record<string, unknown>): PricingError {
  try {
    quote(rule, { rooms: 1, adults: 1, nights: 1, ...selection } as never);
  } catch (error) {
    if (error instanceof PricingError) return error;
    throw error;
  }
  throw new Error('expected a PricingError');
}

const newYear = refusal({ nights: 2, checkIn: '2026-12-30' });

describe('pricingErrorText', () => {
  afterEach(() => renderIn('en'));

  it('says a count out of bounds in the language being rendered, as the fields do', () => {
    expect(pricingErrorText(refusal({ rooms: 0 }))).toBe('Number of rooms must be at least 1.');
    renderIn('mr');
    expect(pricingErrorText(refusal({ rooms: 0 }))).toBe('खोल्यांची संख्या किमान 1 असावी.');
    expect(pricingErrorText(refusal({ adults: 1.5 }))).toBe('प्रौढांची संख्या पूर्णांक असावी.');
    renderIn('hi');
    expect(pricingErrorText(refusal({ breakfasts: LIMITS.meals + 1 }))).toBe(
      'नाश्तों की संख्या ज़्यादा से ज़्यादा 10,000 हो सकती है।',
    );
  });

  it('keeps English word for word what the engine says', () => {
    for (const selection of [{ rooms: 0 }, { adults: 1.5 }, { lunchDinners: LIMITS.meals + 1 }]) {
      const error = refusal(selection);
      expect(pricingErrorText(error, 'en')).toBe(error.message);
    }
    expect(pricingErrorText(newYear, 'en')).toBe(newYear.message);
  });

  it('says a festival’s minimum stay with the adjustment named in that language', () => {
    expect(newYear.reason).toEqual({ kind: 'minimumStay', adjustment: 'New Year', nights: 3 });
    const names: Record<string, string> = { 'New Year': 'नववर्ष' };
    const nameOf = (name: string) => names[name] ?? name;
    expect(pricingErrorText(newYear, 'mr', nameOf)).toBe(
      'ज्या मुक्कामात नववर्ष दराची रात्र येते, तो किमान 3 रात्रींचा असावा.',
    );
    expect(pricingErrorText(newYear, 'hi', nameOf)).toBe(
      'जिस ठहराव में नववर्ष की रात हो, वह कम से कम 3 रातों का होना चाहिए।',
    );
  });

  it('leaves an editor’s malformed rule in the engine’s English', () => {
    const broken = new PricingError('rule', 'The rate adjustment X has no percent or amount.');
    expect(pricingErrorText(broken, 'mr')).toBe(broken.message);
  });
});
