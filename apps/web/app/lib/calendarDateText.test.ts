import { renderIn } from '@hotel/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarDateText } from './calendarDateText';

afterEach(() => renderIn('en'));

describe('calendarDateText', () => {
  const longDate = calendarDateText({ weekday: 'long', day: 'numeric', month: 'long' });

  it('writes a date with the month and day names of the language rendered, in Latin digits', () => {
    expect(longDate('2026-12-04')).toBe('Friday, 4 December');
    renderIn('mr');
    expect(longDate('2026-12-04')).toBe('शुक्रवार, 4 डिसेंबर');
    renderIn('hi');
    expect(longDate('2026-12-04')).toBe('शुक्रवार, 4 दिसंबर');
  });
});
