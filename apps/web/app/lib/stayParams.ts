import type { QuoteRequest, quoteRequest } from '@hotel/validators';
import { isCalendarDate, nightsBetween } from '@hotel/validators/dates';
import { useSearchParams } from 'react-router';
import { useHydrated } from './useHydrated';

/** A room page's selection, as it travels to /Payment. Meal counts are totals for the stay. */
export type StaySelection = QuoteRequest;

/** What a room page's form starts with, as a search's result passes it. */
export interface StayPrefill {
  readonly rooms?: string;
  readonly adults?: string;
  /** Children (`child`, the search's name): shown and carried to /Payment, never priced. */
  readonly child?: string;
  readonly breakfasts?: string;
  readonly lunchDinners?: string;
  readonly checkIn?: string;
  readonly checkOut?: string;
}

export type SelectionFromUrl =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly roomId?: string; readonly problems: readonly string[] }
  | { readonly kind: 'valid'; readonly selection: StaySelection };

/** The search params of a selection, in this order. */
const SELECTION_KEYS = [
  'roomId',
  'rooms',
  'adults',
  'breakfasts',
  'lunchDinners',
  'checkIn',
  'checkOut',
] as const;

const COUNT_KEYS = ['rooms', 'adults', 'child', 'breakfasts', 'lunchDinners'] as const;
const DATE_KEYS = ['checkIn', 'checkOut'] as const;
const WHOLE_NUMBER = /^\d{1,6}$/;

/** The URL search params that carry a selection (dates only when both are chosen). */
export function staySearchParams(selection: StaySelection): URLSearchParams {
  const params = new URLSearchParams();
  const withDates = Boolean(selection.checkIn && selection.checkOut);
  for (const key of SELECTION_KEYS) {
    const value = selection[key];
    if (value === undefined || (!withDates && (key === 'checkIn' || key === 'checkOut'))) continue;
    params.set(key, String(value));
  }
  if (selection.children > 0) params.set('child', String(selection.children));
  return params;
}

/**
 * The selection the search params carry, checked like the server checks a quote request; `none`
 * when they name no room. Other params (campaign tags and such) are ignored; empty ones are absent.
 */
export function readStaySelection(
  params: URLSearchParams,
  schema: typeof quoteRequest,
): SelectionFromUrl {
  const roomId = params.get('roomId')?.trim();
  if (!roomId) return { kind: 'none' };
  const given: Record<string, string> = {};
  for (const key of SELECTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) given[key] = value;
  }
  // The party's children travel as `child`, the search's name for them.
  const children = params.get('child')?.trim();
  if (children) given.children = children;
  const result = schema.safeParse(given);
  if (!result.success) {
    return { kind: 'invalid', roomId, problems: result.error.issues.map((issue) => issue.message) };
  }
  const { checkIn, checkOut, ...counts } = result.data;
  return {
    kind: 'valid',
    selection: { ...counts, ...(checkIn && checkOut ? { checkIn, checkOut } : {}) },
  };
}

/**
 * What a room page's form starts with: the counts and dates the params carry that look like
 * a count or a date. Nothing is judged here; the calculator checks the values when pressed.
 */
export function readStayPrefill(params: URLSearchParams): StayPrefill {
  const prefill: Record<string, string> = {};
  for (const key of COUNT_KEYS) {
    const value = params.get(key)?.trim();
    if (value && WHOLE_NUMBER.test(value)) prefill[key] = String(Number(value));
  }
  for (const key of DATE_KEYS) {
    const value = params.get(key)?.trim();
    if (value && isCalendarDate(value)) prefill[key] = value;
  }
  return prefill;
}

/** As many children as a search takes (`GET /api/search`'s `child`). */
const MAX_CHILDREN = 6;

/**
 * The children a booking's address carries (`child`): the quote prices adults only, so they
 * travel beside it to /Payment. 0 when absent or not a number a search could have sent.
 */
export function readChildren(params: URLSearchParams): number {
  const value = params.get('child')?.trim() ?? '';
  const children = WHOLE_NUMBER.test(value) ? Number(value) : 0;
  return children <= MAX_CHILDREN ? children : 0;
}

/** Nights of a stay: between its dates, or 1 when it has none (the source prices one night). */
export function nightsOf(stay: { checkIn?: string | undefined; checkOut?: string | undefined }) {
  return stay.checkIn && stay.checkOut ? nightsBetween(stay.checkIn, stay.checkOut) : 1;
}

/** The URL's search params once hydrated; null while the prerendered HTML hydrates. */
export function useSearchParamsAfterHydration(): URLSearchParams | null {
  const [params] = useSearchParams();
  return useHydrated() ? params : null;
}
