/**
 * A calendar date ('2026-12-04') in words, in the parts `parts` names ('Friday, 4 December',
 * 'Fri, 4 Dec', 'December 2026'). The date is read at midnight UTC and written in UTC, so it is
 * the date itself on any machine, whatever its time zone. The formatter is made on first use.
 */
export function calendarDateText(
  parts: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (date: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat('en-IN', { ...parts, timeZone: 'UTC' });
    return format.format(new Date(`${date}T00:00:00Z`));
  };
}
