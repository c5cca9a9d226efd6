import { m } from '@hotel/i18n/messages';
import { useRouteLoaderData } from 'react-router';
import { SiteFooter } from '../../components/site/SiteFooter/SiteFooter';
import { SiteHeader } from '../../components/site/SiteHeader/SiteHeader';
import { pageMeta } from '../../lib/pageMeta';
import { useSession } from '../../lib/session';
import type { Shell } from '../../lib/shell';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import type { RouteHandle } from '../../root';
import type { Route } from './+types/piece';

/** Rendered alone: the root leaves out the site's own header and footer. */
export const handle: RouteHandle = { standalone: true };

/** A property's stand-alone header or footer (e.g. /GrandHeader): a preview for editors. */
export function loader({ request }: Route.LoaderArgs) {
  const { properties, site } = contentOf(request);
  const route = siteRouteFor(request.url, 'piece');
  const property = properties.find((candidate) => candidate.id === route.propertyId);
  if (!property) throw new Response(`No property ${route.propertyId}`, { status: 404 });
  const texts = pieceTexts[route.piece];
  const inputs = { name: property.name };
  const locale = { locale: langOf(request) };
  return {
    piece: route.piece,
    propertyName: property.name,
    title: `${texts.title(inputs, locale)} | ${site.name}`,
    description: texts.description(inputs, locale),
    heading: texts.heading(inputs, locale),
    canonical: new URL(route.path, site.url).href,
  };
}

const pieceTexts = {
  header: {
    title: m.site_headerPreviewTitle,
    description: m.site_headerPreviewDescription,
    heading: m.site_headerPreviewHeading,
  },
  footer: {
    title: m.site_footerPreviewTitle,
    description: m.site_footerPreviewDescription,
    heading: m.site_footerPreviewHeading,
  },
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    canonical: loaderData.canonical,
    noindex: true,
  });

export default function Piece({ loaderData }: Route.ComponentProps) {
  const { piece, propertyName, heading } = loaderData;
  const shell = useRouteLoaderData('root') as Shell | undefined;
  const session = useSession();
  if (!shell) return null;
  const title = (
    <main id="main">
      <h1 className="visually-hidden">{heading}</h1>
    </main>
  );
  return piece === 'header' ? (
    <>
      <SiteHeader brandName={propertyName} shell={shell} session={session} />
      {title}
    </>
  ) : (
    <>
      {title}
      <SiteFooter brandName={propertyName} shell={shell} signedIn={session.user !== null} />
    </>
  );
}
