import { activeRule, adjustmentNameIn, pricingOptions, type Room } from '@hotel/content';
import { type Lang, renderingLang } from '@hotel/i18n';
import { PricingError, type Quote, quote, type Selection } from '@hotel/pricing';
import { pricingErrorText } from '@hotel/validators/pricingText';
import { invalid } from '../lib/ApiFailure.js';

/**
 * The engine's refusal in `lang` (the request's by default), the adjustment named as that
 * language's content names it (the rules the API prices with are the English content's).
 */
export const refusalText = (error: PricingError, lang: Lang = renderingLang()): string =>
  pricingErrorText(error, lang, (name) => adjustmentNameIn(name, lang));

/**
 * Prices a stay in a content room with its active rate reading and the tax in force: the one
 * place the API turns a selection into money. A selection the engine refuses becomes a 400
 * naming the field.
 */
export function priceStay(room: Room, selection: Selection): Quote {
  try {
    return quote(activeRule(room), selection, pricingOptions(room));
  } catch (error) {
    if (error instanceof PricingError) throw invalid({ [error.field]: refusalText(error) });
    throw error;
  }
}

/**
 * The stay priced, or why the room does not take a stay of that length on those dates (a
 * festival's minimum stay, as the engine's error): a search lists the room as not taking it.
 */
export function priceOrWhyNot(room: Room, selection: Selection): Quote | PricingError {
  try {
    return quote(activeRule(room), selection, pricingOptions(room));
  } catch (error) {
    if (error instanceof PricingError && error.field === 'nights') return error;
    return priceStay(room, selection);
  }
}

/**
 * The stay priced, or null when the room does not take a stay of that length on those dates (a
 * festival's minimum stay): a search lists the other rooms rather than failing.
 */
export function priceIfTaken(room: Room, selection: Selection): Quote | null {
  const priced = priceOrWhyNot(room, selection);
  return priced instanceof PricingError ? null : priced;
}
