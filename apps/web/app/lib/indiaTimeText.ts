import { renderingLang, timeOfDayText } from '@hotel/i18n';
import { INDIA_TIME_ZONE } from '@hotel/pricing';
import { instantText } from './calendarDateText';

const instant = (at: Date | string): Date => (typeof at === 'string' ? new Date(at) : at);

const day = instantText({ dateStyle: 'medium', timeZone: INDIA_TIME_ZONE });
const dayAndClock = instantText({
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
});

/** The time of day of an instant in India, in the language being rendered: '11:45 am'. */
export const indiaClockText = (at: Date | string): string =>
  timeOfDayText(instant(at), renderingLang(), INDIA_TIME_ZONE);

/**
 * An instant as a guest in India reads it, in the language being rendered (Latin digits):
 * '1 Dec 2026, 12:00 pm' in English, as `formatIndiaDateTime` writes it; the part of the day by
 * its name in Marathi and Hindi ('1 डिसें, 2026, दुपारी 12:00').
 */
export const indiaDateTimeText = (at: Date | string): string =>
  renderingLang() === 'en'
    ? dayAndClock(instant(at))
    : `${day(instant(at))}, ${indiaClockText(at)}`;
