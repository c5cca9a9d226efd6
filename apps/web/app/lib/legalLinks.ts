import type { Content } from '@hotel/content';

/**
 * The booking terms and the privacy notice, for the footer and the forms that ask a guest's
 * consent or details (read at build time, by the root's and the forms' loaders, in the page's
 * language).
 */
export function legalLinks({ terms, privacy }: Pick<Content, 'terms' | 'privacy'>) {
  return {
    terms: { label: terms.linkLabel, path: terms.path },
    privacy: { label: privacy.linkLabel, path: privacy.path },
  };
}

export type LegalLinks = ReturnType<typeof legalLinks>;
