import { DEFAULT_LANG, LANGS, type Lang, pathIn } from '@hotel/i18n';
import { isWholePaise, rupeesToPaise } from '@hotel/pricing';
import { z } from 'zod';

/** Whole rupees (or rupees and paise) as editors write them, turned into integer paise. */
export const rupees = z
  .number()
  .min(0, 'should be an amount in rupees, 0 or more')
  .max(1_000_000, 'should be at most ₹10,00,000')
  .refine(isWholePaise, { message: 'should have at most 2 decimal places (paise)' })
  .transform(rupeesToPaise)
  .meta({ description: 'An amount in rupees, e.g. 1999 for ₹1,999.' });

export const id = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'should be lowercase words joined by hyphens, e.g. "hotel-grand-imperial"',
  )
  .meta({ description: 'A stable identifier: lowercase words joined by hyphens.' });

/**
 * A path of the site as editors write it (the English page's); read in another language it is
 * that language's page: `/GrandSinglebed` in Marathi is `/mr/GrandSinglebed`.
 */
export class LocalPath {
  constructor(readonly path: string) {}
}

export const path = z
  .string()
  .regex(/^\/[A-Za-z0-9\-_/]*$/, 'should be a site path starting with "/", e.g. "/GrandSinglebed"')
  .refine((value) => !/^\/(?:mr|hi)(?:\/|$)/i.test(value), {
    message: 'should not start with /mr or /hi: those are the Marathi and Hindi pages of each path',
  })
  .transform((value) => new LocalPath(value))
  .meta({ description: 'A path on this site, starting with "/". Paths match case-insensitively.' });

export const text = z.string().trim().min(1, 'should not be empty');

/**
 * A text visitors read, in every language of the site: `{ "en": "…", "mr": "…", "hi": "…" }`
 * in the JSON (a plain string is the English alone). Which languages must be there is
 * site.json › languages; `content:check` names each one missing as `file › path (mr)`.
 */
export class LocalText {
  constructor(
    readonly texts: { readonly [L in Lang]?: string | undefined } & { readonly en: string },
  ) {}

  /** The text in a language: the English where it has none (content:check reports that). */
  in(lang: Lang): string {
    return this.texts[lang] ?? this.texts.en;
  }
}

const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  mr: 'Marathi',
  hi: 'Hindi',
};

/** A language's name in English, for content:check's messages. */
export const languageName = (lang: Lang): string => LANGUAGE_NAMES[lang];

/** A localized version of a text schema (`text` by default, or one with a length limit). */
export function localText(base: z.ZodType<string> = text) {
  const translations = z.strictObject(
    Object.fromEntries(
      LANGS.map((lang) => [lang, lang === DEFAULT_LANG ? base : base.optional()]),
    ) as { en: typeof base } & Record<Exclude<Lang, 'en'>, z.ZodOptional<typeof base>>,
  );
  return z
    .union([base, translations])
    .transform((value) => new LocalText(typeof value === 'string' ? { en: value } : value))
    .meta({
      description:
        'The text in each language of the site: { "en": "…", "mr": "…", "hi": "…" } (a plain string is English alone).',
    });
}

/** Content with every localized text resolved to one language's string. */
export type Resolved<T> = T extends LocalText | LocalPath
  ? string
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

/** Parsed content in one language: each LocalText becomes its text in `lang`. */
export function resolveIn<T>(value: T, lang: Lang): Resolved<T> {
  if (value instanceof LocalText) return value.in(lang) as Resolved<T>;
  if (value instanceof LocalPath) return pathIn(value.path, lang) as Resolved<T>;
  if (Array.isArray(value)) return value.map((item) => resolveIn(item, lang)) as Resolved<T>;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveIn(item, lang)]),
    ) as Resolved<T>;
  }
  return value as Resolved<T>;
}

/** Every localized text of parsed content, with its JSON path, in document order. */
export function* localTexts(
  value: unknown,
  path: readonly PropertyKey[] = [],
): Generator<{ readonly path: readonly PropertyKey[]; readonly text: LocalText }> {
  if (value instanceof LocalText) {
    yield { path, text: value };
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* localTexts(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* localTexts(item, [...path, key]);
  }
}

export const email = z.email('should be an e-mail address, e.g. "frontdesk@example.com"');

export const phone = z
  .string()
  .regex(
    /^\+?[0-9][0-9 ]{6,18}[0-9]$/,
    'should be a phone number of digits and spaces, e.g. "+91 240 000 0001"',
  )
  .meta({
    description: 'A phone number as shown to visitors, digits and spaces, e.g. "+91 240 000 0001".',
  });

export const url = z.url({
  protocol: /^https?$/,
  error: 'should be a web address starting with https://',
});

export const image = z
  .strictObject({
    src: z
      .string()
      .regex(
        /^[a-z0-9\-_]+(?:\/[a-z0-9\-_.]+)*\.(?:svg|webp|avif|jpg|jpeg|png)$/,
        'should be an image file under packages/content/images, e.g. "hotel-grand-imperial/card.svg"',
      )
      .meta({
        description:
          'The image file, relative to packages/content/images/: an SVG illustration, or a photo (JPEG, PNG or WebP). Drop a photo there and point to it.',
      }),
    alt: localText().meta({ description: 'What the image shows, for visitors who cannot see it.' }),
    width: z.int().positive().optional().meta({
      description:
        'Intrinsic width in pixels. Needed for an SVG; leave it out for a photo (the build reads it from the file).',
    }),
    height: z.int().positive().optional().meta({
      description:
        'Intrinsic height in pixels. Needed for an SVG; leave it out for a photo (the build reads it from the file).',
    }),
  })
  .superRefine((value, ctx) => {
    if (!value.src.endsWith('.svg')) return;
    for (const side of ['width', 'height'] as const) {
      if (value[side] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [side],
          message: `is required for an SVG (its ${side} in pixels, as in the file's <svg ${side}="…">)`,
        });
      }
    }
  })
  .meta({ description: 'An image slot.' });

/** Every content file may name its JSON Schema for editor autocompletion. */
export const schemaRef = z
  .string()
  .optional()
  .meta({ description: 'The JSON Schema of this file.' });

export const seo = z.strictObject({
  title: localText(text.max(70, 'should be at most 70 characters so search results show it whole')),
  description: localText(
    text.max(170, 'should be at most 170 characters so search results show it whole'),
  ),
});
