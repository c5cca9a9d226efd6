import { describe, expect, it } from 'vitest';
import { pageMeta } from './pageMeta';

const page = (canonical: string) =>
  pageMeta({ title: 'A page', description: 'What it is.', canonical });
const locales = (canonical: string) =>
  page(canonical).filter(
    (tag) => 'property' in tag && String(tag.property).startsWith('og:locale'),
  );

describe('pageMeta', () => {
  it('names the page’s language for Open Graph, from its address, and the others as alternates', () => {
    expect(locales('https://hotels.example.com/mr/GrandSinglebed')).toEqual([
      { property: 'og:locale', content: 'mr_IN' },
      { property: 'og:locale:alternate', content: 'en_IN' },
      { property: 'og:locale:alternate', content: 'hi_IN' },
    ]);
    expect(locales('https://hotels.example.com/hi')[0]).toEqual({
      property: 'og:locale',
      content: 'hi_IN',
    });
    expect(locales('https://hotels.example.com/GrandSinglebed')[0]).toEqual({
      property: 'og:locale',
      content: 'en_IN',
    });
  });
});
