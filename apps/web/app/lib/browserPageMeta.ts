import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './pageMeta';

/**
 * The meta of a page whose data loads in the browser (a clientLoader with a HydrateFallback): its
 * own loader data is not there when it is prerendered, so the site's name and address come from
 * the root's data, and the page's path from its route id (`kind:path`, see routes.ts). Such pages
 * are a visitor's own (a booking, a payment), so they are never indexed.
 */
export function browserPageMeta(
  shell: { readonly siteName: string; readonly siteUrl: string },
  routeId: string,
  page: { readonly title: string; readonly description: string },
): MetaDescriptor[] {
  const path = routeId.slice(routeId.indexOf(':') + 1);
  return pageMeta({
    title: `${page.title} | ${shell.siteName}`,
    description: page.description,
    canonical: new URL(path, shell.siteUrl).href,
    noindex: true,
  });
}
