import { formatINR } from '@hotel/pricing';
import { describe, expect, it } from 'vitest';
import {
  clockTimeText,
  intlLocale,
  LANGS,
  langOfPath,
  pathIn,
  renderIn,
  timeOfDayText,
  unprefixedPath,
} from './index.js';
import { m } from './messages.js';

describe('a page in another language', () => {
  it('is the same path under the language prefix, query and hash kept', () => {
    expect(pathIn('/GrandSinglebed', 'mr')).toBe('/mr/GrandSinglebed');
    expect(pathIn('/', 'hi')).toBe('/hi');
    expect(pathIn('/mr/GrandSinglebed?checkIn=2026-12-01#rooms', 'hi')).toBe(
      '/hi/GrandSinglebed?checkIn=2026-12-01#rooms',
    );
    expect(pathIn('/hi', 'en')).toBe('/');
    expect(pathIn('/mr/search?adults=2', 'en')).toBe('/search?adults=2');
  });

  it('is read back from the path, English when there is no prefix', () => {
    expect(langOfPath('/mr')).toBe('mr');
    expect(langOfPath('/HI/GrandSinglebed')).toBe('hi');
    expect(langOfPath('/mrs-kulkarni')).toBe('en');
    expect(langOfPath('/GrandSinglebed')).toBe('en');
    expect(unprefixedPath('/mr')).toBe('/');
  });
});

describe('numbers in every language', () => {
  it('are Latin digits with Indian grouping, as the prices are written', () => {
    // Marathi's own default is Devanagari digits: the reason intlLocale asks for Latin ones.
    expect(new Intl.NumberFormat('mr-IN').format(123456)).toBe('१,२३,४५६');
    for (const lang of LANGS) {
      expect(new Intl.NumberFormat(intlLocale(lang)).format(123456)).toBe('1,23,456');
    }
    expect(formatINR(12_345_600)).toBe('₹1,23,456.00');
  });

  it('write dates with the language month names and Latin digits', () => {
    const date = new Date('2026-12-05T12:00:00+05:30');
    const format = (lang: (typeof LANGS)[number]) =>
      new Intl.DateTimeFormat(intlLocale(lang), {
        day: 'numeric',
        month: 'long',
        timeZone: 'Asia/Kolkata',
      }).format(date);
    expect(format('en')).toBe('5 December');
    expect(format('mr')).toBe('5 डिसेंबर');
    expect(format('hi')).toBe('5 दिसंबर');
  });
});

describe('times of day', () => {
  const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 0, 1, hour, minute));

  it('name the part of the day in Marathi and Hindi as a sentence writes it, never a Latin PM', () => {
    expect(timeOfDayText(at(14), 'en', 'UTC')).toBe('2:00 pm');
    expect(timeOfDayText(at(12), 'mr', 'UTC')).toBe('दुपारी 12:00');
    expect(timeOfDayText(at(11), 'mr', 'UTC')).toBe('सकाळी 11:00');
    expect(timeOfDayText(at(18), 'mr', 'UTC')).toBe('संध्याकाळी 6:00');
    expect(timeOfDayText(at(12), 'hi', 'UTC')).toBe('दोपहर 12:00');
    expect(timeOfDayText(at(6, 30), 'hi', 'Asia/Kolkata')).toBe('दोपहर 12:00');
  });

  it('give every hour of a Marathi day its adverbial form (CLDR gives the nouns)', () => {
    const nouns = ['पहाट', 'सकाळ', 'मध्यान्ह', 'दुपार', 'संध्याकाळ', 'रात्र'];
    const partsSeen = new Set<string>();
    for (let hour = 0; hour < 24; hour += 1) {
      for (const minute of [0, 30]) {
        const [part = ''] = timeOfDayText(at(hour, minute), 'mr', 'UTC').split(' ');
        partsSeen.add(part);
        expect(nouns, `${hour}:${minute}`).not.toContain(part);
        expect(part, `${hour}:${minute}`).toMatch(/^[\u0900-\u097F]+$/);
      }
    }
    expect([...partsSeen].sort()).toEqual(['दुपारी', 'पहाटे', 'रात्री', 'संध्याकाळी', 'सकाळी']);
  });

  it('write a clock time of the content (a check-in) as it is in English, in words in Marathi and Hindi', () => {
    expect(clockTimeText('14:00', 'en')).toBe('14:00');
    expect(clockTimeText('14:00', 'mr')).toBe('दुपारी 2:00');
    expect(clockTimeText('11:00', 'hi')).toBe('सुबह 11:00');
  });
});

describe('messages', () => {
  it('render in the language set for the page, with its plural rules', () => {
    renderIn('mr');
    expect(m.nights({ count: 1 })).toBe('1 रात्र');
    expect(m.nights({ count: 3 })).toBe('3 रात्री');
    renderIn('hi');
    expect(m.nights({ count: 2 })).toBe('2 रातें');
    renderIn('en');
    expect(m.nights({ count: 1 })).toBe('1 night');
    expect(m.nights({ count: 2 }, { locale: 'mr' })).toBe('2 रात्री');
  });
});
