import { intlLocale, type Lang, renderingLang } from '@hotel/i18n';
import { INDIA_TIME_ZONE } from '@hotel/pricing';

/** One formatter per language and style, made on first use. */
function inIndia(options: Intl.DateTimeFormatOptions): (at: Date | string) => string {
  const formats = new Map<Lang, Intl.DateTimeFormat>();
  return (at) => {
    const lang = renderingLang();
    let format = formats.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: INDIA_TIME_ZONE });
      formats.set(lang, format);
    }
    return format.format(typeof at === 'string' ? new Date(at) : at);
  };
}

/**
 * An instant as a guest in India reads it, in the language being rendered (Latin digits):
 * '1 Dec 2026, 12:00 pm' in English, as `formatIndiaDateTime` writes it.
 */
export const indiaDateTimeText = inIndia({ dateStyle: 'medium', timeStyle: 'short' });

/** The time of day of an instant in India, in the language being rendered: '11:45 am'. */
export const indiaClockText = inIndia({ timeStyle: 'short' });
