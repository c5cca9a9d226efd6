import { properties, site } from '@hotel/content';
import { imageData } from './imageData';
import { legalLinks } from './legalLinks';

/**
 * What every page's header and footer show, taken from the content at build time (the root
 * loader). Only plain data: components receive it as props and never import the content.
 */
export function loadShell() {
  return {
    siteName: site.name,
    siteUrl: site.url,
    logo: imageData(site.logo),
    nav: site.nav,
    signInPath: site.pages.signIn,
    myBookingsPath: site.pages.myBookings,
    findBookingPath: site.pages.findBooking,
    footer: site.footer,
    /** The booking terms and the privacy notice: the footer and every consent checkbox link them. */
    legalLinks: legalLinks(),
    social: site.social,
    preloader: site.preloader,
    branches: properties.map((property) => ({
      id: property.id,
      name: property.name,
      path: property.path,
      phone: property.phone,
      email: property.email,
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
