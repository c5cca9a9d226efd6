import type { MetaDescriptor } from 'react-router';

export interface PageMetaInput {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly image?: string | undefined;
  readonly noindex?: boolean | undefined;
  readonly jsonLd?: object | undefined;
}

/** Title, description, canonical URL, Open Graph and optional JSON-LD for one page. */
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
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
  ];
}
