import { LANGS, type Lang, renderIn } from '@hotel/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** Each problem as the form shows it: field → message (`_` for the form as a whole). */
export function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.') || '_', issue.message]),
  );
}

/** One bad input of a schema and what each language says of it, field by field. */
export interface LanguageCase {
  readonly title: string;
  readonly schema: z.ZodType;
  readonly input: unknown;
  readonly en: Record<string, string>;
  readonly mr: Record<string, string>;
  readonly hi: Record<string, string>;
}

/**
 * Parses each case's input in each language of the site (`renderIn`, as the page's check and the
 * API's answer render them) and expects its messages, field by field: English word for word what
 * it was, Marathi and Hindi from the fields area of @hotel/i18n.
 */
export function describeLanguageCases(cases: readonly LanguageCase[]): void {
  describe('field messages in English, Marathi and Hindi', () => {
    afterEach(() => renderIn('en'));

    describe.each(cases)('$title', (testCase) => {
      it.each(LANGS)('names each field’s problem in %s', (lang: Lang) => {
        renderIn(lang);
        expect(problems(testCase.schema, testCase.input)).toEqual(testCase[lang]);
      });
    });
  });
}
