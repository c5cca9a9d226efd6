import { LANG_TAG, LANGS, langOfPath } from '@hotel/i18n';
import type { MetaDescriptor } from 'react-router';

export interface PageMetaInput {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly image?: string | undefined;
  readonly noindex?: boolean | undefined;
  readonly jsonLd?: object | undefined;
}

/** Open Graph's form of a language tag: 'mr_IN'. */
const ogLocale = (tag: string) => tag.replace('-', '_');

/**
 * Title, description, canonical URL, Open Graph (its locale the page's language, read from the
 * canonical address, with the other languages as alternates) and optional JSON-LD for one page.
 */
export function pageMeta({
  title,
  description,
  canonical,
  image,
  noindex,
  jsonLd,
}: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...localesOf(canonical),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}

function localesOf(canonical: string): MetaDescriptor[] {
  const lang = langOfPath(new URL(canonical, 'https://x.invalid').pathname);
  return [
    { property: 'og:locale', content: ogLocale(LANG_TAG[lang]) },
    ...LANGS.filter((other) => other !== lang).map((other) => ({
      property: 'og:locale:alternate',
      content: ogLocale(LANG_TAG[other]),
    })),
  ];
}
