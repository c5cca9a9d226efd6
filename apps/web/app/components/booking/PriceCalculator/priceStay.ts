import {
  PricingError,
  type PricingField,
  type Quote,
  quote,
  type RateRule,
  type TaxRule,
} from '@hotel/pricing';
import { nightsBetween, stayDateProblems } from '@hotel/validators/dates';
import { type BookingLimits, bookingLimitProblems } from '@hotel/validators/limits';

/** The content's booking limits, with the room's adults per room: what one booking may take. */
export type RoomLimits = BookingLimits & { readonly maxAdultsPerRoom: number };

export type CalculatorField =
  | 'rooms'
  | 'adults'
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
  | { readonly ok: true; readonly quote: Quote; readonly selection: PricedSelection }
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

const BOTH_DATES = 'Please give both check-in and check-out, or neither.';

/** A typed count as a number; an empty field is NaN, which the engine refuses with a message. */
const countOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The nights of the typed dates (1 without dates), or the dates' errors. */
function nightsOf({ checkIn, checkOut }: CalculatorValues): number | CalculatorErrors {
  if (!checkIn && !checkOut) return 1;
  if (!checkIn) return { checkIn: BOTH_DATES };
  if (!checkOut) return { checkOut: BOTH_DATES };
  const problems = stayDateProblems(checkIn, checkOut);
  return Object.keys(problems).length > 0 ? problems : nightsBetween(checkIn, checkOut);
}

/**
 * Prices the typed selection with the engine the server uses. Any refusal comes back as a message
 * for the field it concerns: the dates' checks, the engine's first complaint, then the booking
 * limits (the rule the server holds quotes and orders to).
 */
export function priceStay(
  rule: RateRule,
  tax: TaxRule,
  values: CalculatorValues,
  limits: RoomLimits,
): PricedStay {
  const nights = nightsOf(values);
  const dateErrors = typeof nights === 'number' ? {} : nights;
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
      { tax },
    );
    const errors = {
      ...bookingLimitProblems(limits, {
        ...selection,
        ...dates,
        maxAdultsPerRoom: limits.maxAdultsPerRoom,
      }),
      ...dateErrors,
    };
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, quote: priced, selection: { ...selection, ...dates } };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    const field = inputOf[error.field];
    if (!field) return { ok: false, errors: dateErrors, problem: error.message };
    return { ok: false, errors: { ...dateErrors, [field]: dateErrors[field] ?? error.message } };
  }
}
