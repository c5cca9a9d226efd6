import { m } from '@hotel/i18n/messages';
import {
  PricingError,
  type PricingField,
  type Quote,
  type QuoteOptions,
  quote,
  type RateRule,
} from '@hotel/pricing';
import { nightsBetween, stayDateProblems } from '@hotel/validators/dates';
import { type BookingLimits, bookingLimitProblems } from '@hotel/validators/limits';
import { pricingErrorText } from '@hotel/validators/pricingText';
import type { StayPrefill } from '../../../lib/stayParams';
import { SEARCH_CHILDREN } from '../../../lib/staySearch';

/** The content's booking limits, with the room's adults per room: what one booking may take. */
export type RoomLimits = BookingLimits & { readonly maxAdultsPerRoom: number };

export type CalculatorField =
  | 'rooms'
  | 'adults'
  | 'child'
  | 'breakfasts'
  | 'lunchDinners'
  | 'checkIn'
  | 'checkOut';

/** The calculator's inputs as typed. */
export type CalculatorValues = Record<CalculatorField, string>;

export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

export interface PricedSelection {
  readonly rooms: number;
  readonly adults: number;
  readonly breakfasts: number;
  readonly lunchDinners: number;
  readonly checkIn?: string;
  readonly checkOut?: string;
}

export type PricedStay =
  | {
      readonly ok: true;
      readonly quote: Quote;
      readonly selection: PricedSelection;
      /** Children travel with the stay but are not priced (the engine and the server price adults). */
      readonly children: number;
    }
  | { readonly ok: false; readonly errors: CalculatorErrors; readonly problem?: string };

/** Where the engine's complaint about a field is shown. */
const inputOf: Partial<Record<PricingField, CalculatorField>> = {
  rooms: 'rooms',
  adults: 'adults',
  breakfasts: 'breakfasts',
  lunchDinners: 'lunchDinners',
  nights: 'checkOut',
  checkIn: 'checkIn',
};

/** The message of a stay with one date only (the calculator holds it back until Proceed). */
export const bothDates = (): string => m.booking_bothDates();

/** As many children as the search takes. */
const MAX_CHILDREN = SEARCH_CHILDREN[SEARCH_CHILDREN.length - 1] ?? 0;

/** What the calculator starts with: the URL's counts and dates, else the source's defaults. */
export function calculatorValues(prefill: StayPrefill): CalculatorValues {
  return {
    rooms: prefill.rooms ?? '1',
    adults: prefill.adults ?? '1',
    child: prefill.child ?? '0',
    breakfasts: prefill.breakfasts ?? '0',
    lunchDinners: prefill.lunchDinners ?? '0',
    checkIn: prefill.checkIn ?? '',
    checkOut: prefill.checkOut ?? '',
  };
}

/** The children typed (none when empty), or what is wrong with the number. */
function childrenOf(typed: string): number | CalculatorErrors {
  const children = typed.trim() === '' ? 0 : Number(typed);
  if (!Number.isInteger(children)) return { child: m.booking_childrenWhole() };
  if (children < 0) return { child: m.booking_childrenAtLeastZero() };
  if (children > MAX_CHILDREN) {
    return { child: m.booking_childrenAtMost({ max: MAX_CHILDREN }) };
  }
  return children;
}

/** A typed count as a number; an empty field is NaN, which the engine refuses with a message. */
const countOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The nights of the typed dates (1 without dates), or the dates' errors. */
function nightsOf({ checkIn, checkOut }: CalculatorValues): number | CalculatorErrors {
  if (!checkIn && !checkOut) return 1;
  if (!checkIn) return { checkIn: bothDates() };
  if (!checkOut) return { checkOut: bothDates() };
  const problems = stayDateProblems(checkIn, checkOut);
  return Object.keys(problems).length > 0 ? problems : nightsBetween(checkIn, checkOut);
}

/**
 * Prices the typed selection with the engine and options the server uses (the content's
 * `pricingOptions(room)`: the GST on the room and on its meals). Any refusal comes back as a message
 * for the field it concerns: the dates' checks, the engine's first complaint, then the booking
 * limits (the rule the server holds quotes and orders to).
 */
export function priceStay(
  rule: RateRule,
  pricing: QuoteOptions,
  values: CalculatorValues,
  limits: RoomLimits,
): PricedStay {
  const nights = nightsOf(values);
  const children = childrenOf(values.child);
  const inputErrors: CalculatorErrors = {
    ...(typeof nights === 'number' ? {} : nights),
    ...(typeof children === 'number' ? {} : children),
  };
  const selection = {
    rooms: countOf(values.rooms),
    adults: countOf(values.adults),
    breakfasts: countOf(values.breakfasts),
    lunchDinners: countOf(values.lunchDinners),
  };
  const dates =
    typeof nights === 'number' && values.checkIn && values.checkOut
      ? { checkIn: values.checkIn, checkOut: values.checkOut }
      : {};
  try {
    // With dates each night takes its own rate (a weekend, a festival); without, the base rate.
    const priced = quote(
      rule,
      {
        ...selection,
        nights: typeof nights === 'number' ? nights : 1,
        ...(dates.checkIn ? { checkIn: dates.checkIn } : {}),
      },
      pricing,
    );
    const errors = {
      ...bookingLimitProblems(limits, {
        ...selection,
        ...dates,
        maxAdultsPerRoom: limits.maxAdultsPerRoom,
      }),
      ...inputErrors,
    };
    if (Object.keys(errors).length > 0 || typeof children !== 'number')
      return { ok: false, errors };
    return { ok: true, quote: priced, selection: { ...selection, ...dates }, children };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    // The room's rule comes from the page's language's content: its adjustments carry its names.
    const message = pricingErrorText(error);
    const field = inputOf[error.field];
    if (!field) return { ok: false, errors: inputErrors, problem: message };
    return { ok: false, errors: { ...inputErrors, [field]: inputErrors[field] ?? message } };
  }
}
