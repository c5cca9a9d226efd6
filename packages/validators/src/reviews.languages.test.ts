import { LANGS, type Lang, renderIn } from '@hotel/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { reviewSubmission } from './reviews.js';

/**
 * The guest’s review form refuse bad input in the page's language (the browser's check) and the request's (the
 * API's): one schema, its messages rendered when a value fails. English is word for word what it
 * was; Marathi and Hindi come from the fields area of @hotel/i18n.
 */

/** Each problem as the form shows it: field → message (`_` for the form as a whole). */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.') || '_', issue.message]),
  );
}

const cases: readonly {
  readonly title: string;
  readonly schema: z.ZodType;
  readonly input: unknown;
  readonly en: Record<string, string>;
  readonly mr: Record<string, string>;
  readonly hi: Record<string, string>;
}[] = [
  {
    title: 'a review with a field the form does not have',
    schema: reviewSubmission,
    input: {
      token: 't'.repeat(30),
      rating: 5,
      title: 'Lovely',
      text: 'A lovely stay with great staff.',
      language: 'en',
      price: 1,
    },
    en: {
      _: 'This form has no field price.',
    },
    mr: {
      _: 'या फॉर्ममध्ये price अशी नोंद नाही.',
    },
    hi: {
      _: 'इस फ़ॉर्म में price फ़ील्ड नहीं है.',
    },
  },
  {
    title: 'a review that is not an object',
    schema: reviewSubmission,
    input: 'x',
    en: {
      _: 'Please send the review as a JSON object.',
    },
    mr: {
      _: 'कृपया अभिप्राय JSON ऑब्जेक्ट म्हणून पाठवा.',
    },
    hi: {
      _: 'कृपया समीक्षा JSON ऑब्जेक्ट के रूप में भेजें.',
    },
  },
];

describe('field messages in English, Marathi and Hindi', () => {
  afterEach(() => renderIn('en'));

  describe.each(cases)('$title', (testCase) => {
    it.each(LANGS)('names each field’s problem in %s', (lang: Lang) => {
      renderIn(lang);
      expect(problems(testCase.schema, testCase.input)).toEqual(testCase[lang]);
    });
  });
});
