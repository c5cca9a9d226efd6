import { type Lang, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import type { PricingError, PricingField } from '@hotel/pricing';

/** How a visitor's sentence names each count the engine checks ('Number of rooms'). */
const LABELS: Partial<Record<PricingField, typeof m.fields_labelNumberOfRooms>> = {
  rooms: m.fields_labelNumberOfRooms,
  adults: m.fields_labelNumberOfAdults,
  breakfasts: m.fields_labelBreakfastCount,
  lunchDinners: m.fields_labelLunchDinnerCount,
  nights: m.fields_labelNumberOfNights,
};

/**
 * The pricing engine's refusal of a visitor's input in `lang` (by default the language being
 * rendered): a count out of bounds in the catalog's number sentences, a festival's minimum stay
 * with the adjustment as `nameOf` names it in that language (the API's rules name it in
 * English). An editor's malformed rule has no reason and keeps the engine's English message.
 */
export function pricingErrorText(
  error: PricingError,
  lang: Lang = renderingLang(),
  nameOf: (adjustment: string) => string = (adjustment) => adjustment,
): string {
  const { reason } = error;
  const locale = { locale: lang };
  if (reason?.kind === 'minimumStay') {
    return m.fields_minimumStay(
      { adjustment: nameOf(reason.adjustment), nights: reason.nights },
      locale,
    );
  }
  const label = LABELS[error.field]?.({}, locale);
  if (!reason || !label) return error.message;
  switch (reason.kind) {
    case 'notWhole':
      return m.fields_numberNotWhole({ label }, locale);
    case 'tooSmall':
      return m.fields_numberTooSmall({ label, min: reason.min }, locale);
    case 'tooLarge':
      return m.fields_numberTooLarge({ label, max: reason.max.toLocaleString('en-IN') }, locale);
  }
}
