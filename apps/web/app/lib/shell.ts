import { properties, site } from '@hotel/content';

/** What every page's header and footer show, taken from the content at build time. */
export function loadShell() {
  return {
    siteName: site.name,
    siteUrl: site.url,
    logo: site.logo,
    nav: site.nav,
    signInPath: site.pages.signIn,
    footer: site.footer,
    social: site.social,
    preloader: site.preloader,
    branches: properties.map((property) => ({
      id: property.id,
      name: property.name,
      path: property.path,
      phone: property.phone,
      address: property.address,
    })),
  };
}

export type Shell = ReturnType<typeof loadShell>;
