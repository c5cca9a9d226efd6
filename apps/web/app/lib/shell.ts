import type { Content, Property } from '@hotel/content';
import { LANG_NAME, LANG_TAG, type Lang } from '@hotel/i18n';
import { imageData } from './imageData';
import { legalLinks } from './legalLinks';

/** Who runs a hotel and its GSTIN; a banquet hall invoices nothing online, so it shows none. */
export const hotelLegal = (property: Property) =>
  property.kind === 'hotel'
    ? { name: property.legal.name, gstin: property.legal.gstin }
    : undefined;

/**
 * What every page's header and footer show, taken from the content at build time (the root
 * loader) in the page's language. Only plain data: components receive it as props and never
 * import the content.
 */
export function loadShell(content: Content, lang: Lang) {
  const { site, properties } = content;
  return {
    lang,
    /** The languages the site is published in, each with its tag and its own name. */
    languages: site.languages.map((code) => ({
      code,
      tag: LANG_TAG[code],
      name: LANG_NAME[code],
    })),
    siteName: site.name,
    siteUrl: site.url,
    logo: imageData(site.logo),
    /** The landing page in this language: the brand links to it. */
    homePath: site.pages.landing[0] ?? '/',
    nav: site.nav,
    signInPath: site.pages.signIn,
    myBookingsPath: site.pages.myBookings,
    findBookingPath: site.pages.findBooking,
    footer: site.footer,
    /** The booking terms and the privacy notice: the footer and every consent checkbox link them. */
    legalLinks: legalLinks(content),
    social: site.social,
    preloader: site.preloader,
    branches: properties.map((property) => ({
      id: property.id,
      name: property.name,
      path: property.path,
      phone: property.phone,
      email: property.email,
      legal: hotelLegal(property),
      addressLines: [
        `${property.address.street}, ${property.address.locality}`,
        `${property.address.city}, ${property.address.state} ${property.address.postalCode}`,
      ],
    })),
    /** The year the pages were built: the copyright shows it until the browser knows better. */
    builtYear: new Date().getFullYear(),
  };
}

export type Shell = ReturnType<typeof loadShell>;
export type Branch = Shell['branches'][number];
export type NavLinkData = Shell['nav'][number];
export type SocialLink = Shell['social'][number];
