import { activeRule, pricingOptions, type Room } from '@hotel/content';
import { PricingError, type Quote, quote, type Selection } from '@hotel/pricing';
import { invalid } from '../lib/ApiFailure.js';

/**
 * Prices a stay in a content room with its active rate reading and the tax in force: the one
 * place the API turns a selection into money. A selection the engine refuses becomes a 400
 * naming the field.
 */
export function priceStay(room: Room, selection: Selection): Quote {
  try {
    return quote(activeRule(room), selection, pricingOptions(room));
  } catch (error) {
    if (error instanceof PricingError) throw invalid({ [error.field]: error.message });
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
