import { type Lang, pathIn, unprefixedPath } from '@hotel/i18n';
import type { ContactPage, Privacy, Property, Site, SiteRoute, Terms } from './types.js';

/** A route with the place in the content that declares its path, for error messages. */
export interface DeclaredRoute {
  readonly route: SiteRoute;
  readonly file: string;
  readonly jsonPath: string;
}

interface ContentForRoutes {
  readonly site: Site;
  readonly properties: readonly Property[];
  readonly contactPages: readonly ContactPage[];
  /** The legal pages (absent while checking content that lacks their files). */
  readonly terms?: Terms | undefined;
  readonly privacy?: Privacy | undefined;
}

export const propertyFile = (id: string): string => `properties/${id}.json`;

type WithoutLang<T> = T extends unknown ? Omit<T, 'lang'> : never;

/**
 * Where an old path leads in a language: the page in that language, except the admin screens,
 * which are English only (staff tools): `/mr/AdminDashboard` leads to `/admin`.
 */
function redirectTarget(to: string): string {
  const english = unprefixedPath(to);
  return /^\/admin(?=[/?#]|$)/.test(english) ? english : to;
}

/** Every path of the site in one language (content read in it), with where the content declares it. */
export function declaredRoutes(
  { site, properties, contactPages, terms, privacy }: ContentForRoutes,
  lang: Lang,
): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  const add = (route: WithoutLang<SiteRoute>, file: string, jsonPath: string): void => {
    declared.push({ route: { ...route, lang } as SiteRoute, file, jsonPath });
  };

  site.pages.landing.forEach((path, index) => {
    add({ path, kind: 'landing', sitemap: index === 0 }, 'site.json', `pages.landing[${index}]`);
  });
  for (const property of properties) {
    const file = propertyFile(property.id);
    const propertyId = property.id;
    if (property.kind === 'hotel') {
      add({ path: property.path, kind: 'hotel', propertyId, sitemap: true }, file, 'path');
      property.rooms.forEach((room, index) => {
        const roomRoute = { kind: 'room', propertyId, roomId: room.id, sitemap: true } as const;
        add({ path: room.path, ...roomRoute }, file, `rooms[${index}].path`);
        add(
          {
            path: pathIn(`/rooms/${room.id}`, lang),
            kind: 'redirect',
            to: room.path,
            sitemap: false,
          },
          file,
          `rooms[${index}].id`,
        );
      });
    } else {
      add(
        { path: property.path, kind: 'banquet', propertyId, variant: 'page', sitemap: true },
        file,
        'path',
      );
      if (property.bodyPath) {
        const body = { kind: 'banquet', propertyId, variant: 'body', sitemap: false } as const;
        add({ path: property.bodyPath, ...body }, file, 'bodyPath');
      }
    }
    for (const piece of ['header', 'footer'] as const) {
      const path = property.pieces?.[piece];
      if (path)
        add({ path, kind: 'piece', propertyId, piece, sitemap: false }, file, `pieces.${piece}`);
    }
  }
  contactPages.forEach((page, index) => {
    add(
      { path: page.path, kind: 'contact', propertyId: page.property, sitemap: true },
      'contacts.json',
      `pages[${index}].path`,
    );
  });
  add({ path: site.about.path, kind: 'about', sitemap: true }, 'site.json', 'about.path');
  if (terms) add({ path: terms.path, kind: 'terms', sitemap: true }, 'terms.json', 'path');
  if (privacy) add({ path: privacy.path, kind: 'privacy', sitemap: true }, 'privacy.json', 'path');
  add({ path: site.pages.payment, kind: 'payment', sitemap: false }, 'site.json', 'pages.payment');
  add(
    { path: site.pages.paymentForm, kind: 'paymentForm', sitemap: false },
    'site.json',
    'pages.paymentForm',
  );
  add({ path: site.pages.signIn, kind: 'signIn', sitemap: false }, 'site.json', 'pages.signIn');
  add(
    { path: site.pages.myBookings, kind: 'myBookings', sitemap: false },
    'site.json',
    'pages.myBookings',
  );
  add({ path: site.pages.search, kind: 'search', sitemap: false }, 'site.json', 'pages.search');
  add(
    { path: site.pages.findBooking, kind: 'findBooking', sitemap: false },
    'site.json',
    'pages.findBooking',
  );
  site.redirects.forEach(({ from, to }, index) => {
    add(
      { path: from, kind: 'redirect', to: redirectTarget(to), sitemap: false },
      'site.json',
      `redirects[${index}].from`,
    );
  });
  return declared;
}

/** Paths compare case-insensitively, as the site matches them. */
export const pathKey = (path: string): string => path.toLowerCase().replace(/\/+$/, '') || '/';
