import { m } from '@hotel/i18n/messages';
import { isCalendarDate, todayInIndia } from '@hotel/pricing';

/**
 * The engine's calendar dates in India (YYYY-MM-DD, no 30 February), for the apps' one date
 * module: defined in @hotel/pricing, re-exported here so a page imports them without the schemas.
 */
export {
  addDays,
  dayInIndia,
  isCalendarDate,
  nightsBetween,
  todayInIndia,
} from '@hotel/pricing';

export const stayDateMessages = {
  notADate: (label: string) => `${label} must be a date like 2026-12-31.`,
  get checkInNotADate(): string {
    return m.api_checkInNotADate();
  },
  get checkOutNotADate(): string {
    return m.api_checkOutNotADate();
  },
  get checkInPast(): string {
    return m.api_checkInPast();
  },
  get checkOutNotAfter(): string {
    return m.api_checkOutNotAfter();
  },
} as const;

/**
 * The problems of a stay's dates, by field, with the API's messages (empty when they are fine):
 * real dates, check-in not before today in India, check-out after check-in. Free of zod, so a
 * page can check dates without loading the schemas; `stayDates` in ./stay.ts is built on it.
 */
export function stayDateProblems(
  checkIn: string,
  checkOut: string,
  today: string = todayInIndia(),
): { checkIn?: string; checkOut?: string } {
  const problems: { checkIn?: string; checkOut?: string } = {};
  const checkInReal = isCalendarDate(checkIn);
  const checkOutReal = isCalendarDate(checkOut);
  if (!checkInReal) problems.checkIn = stayDateMessages.checkInNotADate;
  else if (checkIn < today) problems.checkIn = stayDateMessages.checkInPast;
  if (!checkOutReal) problems.checkOut = stayDateMessages.checkOutNotADate;
  else if (checkInReal && checkOut <= checkIn)
    problems.checkOut = stayDateMessages.checkOutNotAfter;
  return problems;
}
