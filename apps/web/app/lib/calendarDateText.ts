import { intlLocale, type Lang, renderingLang } from '@hotel/i18n';

/**
 * A calendar date ('2026-12-04') in words, in the parts `parts` names ('Friday, 4 December',
 * 'Fri, 4 Dec', 'December 2026'), in the language being rendered (`mr`: 'शुक्रवार, 4 डिसेंबर';
 * Latin digits in every language). The date is read at midnight UTC and written in UTC, so it is
 * the date itself on any machine, whatever its time zone. Each language's formatter is made on
 * first use.
 */
export function calendarDateText(
  parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (date: string) => string {
  const formats = new Map<Lang, Intl.DateTimeFormat>();
  return (date) => {
    const lang = renderingLang();
    let format = formats.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(intlLocale(lang), { ...parts, timeZone: 'UTC' });
      formats.set(lang, format);
    }
    return format.format(new Date(`${date}T00:00:00Z`));
  };
}

/**
 * An instant (a Date) in the parts `parts` names, with their time zone, in the language being
 * rendered (Latin digits in every language), e.g. '3 Dec' in India's time zone.
 */
export function instantText(parts: Intl.DateTimeFormatOptions): (at: Date) => string {
  const formats = new Map<Lang, Intl.DateTimeFormat>();
  return (at) => {
    const lang = renderingLang();
    let format = formats.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(intlLocale(lang), parts);
      formats.set(lang, format);
    }
    return format.format(at);
  };
}
