import { intlLocale, type Lang, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';

/** A price range a filter offers, in whole rupees: from `min` (included) to `max` (excluded). */
export interface PriceRange {
  readonly id: string;
  readonly min: number;
  /** null: and above. */
  readonly max: number | null;
  /** In English (build-time data); a page shows `priceRangeText(range)` in its language. */
  readonly label: string;
}

const NICE_STEPS = [500, 1000, 2000, 2500, 5000, 10_000, 20_000, 25_000, 50_000, 100_000];
const rupees = (amount: number, lang: Lang) => `₹${amount.toLocaleString(intlLocale(lang))}`;

/** '₹2,000 to ₹4,000': a range in words, in the language rendered unless told (Latin digits). */
export function priceRangeText(range: Pick<PriceRange, 'min' | 'max'>, lang = renderingLang()) {
  const from = rupees(range.min, lang);
  return range.max === null
    ? m.booking_priceFrom({ from }, { locale: lang })
    : m.booking_priceRange({ from, to: rupees(range.max, lang) }, { locale: lang });
}

/**
 * A few ranges (at most five), labelled in `lang` (a loader passes its page's), in round steps, that the prices (in rupees) really fall in: a
 * filter never offers a range that matches nothing, nor one range that matches all (then none).
 */
export function roundPriceRanges(
  prices: readonly number[],
  lang: Lang = renderingLang(),
): PriceRange[] {
  if (prices.length < 2) return [];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const step = NICE_STEPS.find((candidate) => (high - low) / candidate <= 4) ?? 100_000;
  const ranges: PriceRange[] = [];
  for (let start = Math.floor(low / step) * step; start <= high; start += step) {
    const end = start + step;
    if (!prices.some((price) => price >= start && price < end)) continue;
    ranges.push({
      id: `${start}-${end}`,
      min: start,
      max: end,
      label: priceRangeText({ min: start, max: end }, lang),
    });
  }
  return ranges.length > 1 ? ranges : [];
}

/** Whether a price in rupees is in a range. */
export const isInPriceRange = (range: PriceRange, price: number): boolean =>
  price >= range.min && (range.max === null || price < range.max);
