import { useRouteLoaderData } from 'react-router';
import { SiteFooter } from '../../components/site/SiteFooter/SiteFooter';
import { SiteHeader } from '../../components/site/SiteHeader/SiteHeader';
import { pageMeta } from '../../lib/pageMeta';
import { useSession } from '../../lib/session';
import type { Shell } from '../../lib/shell';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
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
  return {
    piece: route.piece,
    propertyName: property.name,
    siteName: site.name,
    canonical: new URL(route.path, site.url).href,
  };
}

const pieceLabel = { header: 'header', footer: 'footer' } as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData.propertyName} ${pieceLabel[loaderData.piece]} | ${loaderData.siteName}`,
    description: `Preview of the ${pieceLabel[loaderData.piece]} of ${loaderData.propertyName}.`,
    canonical: loaderData.canonical,
    noindex: true,
  });

export default function Piece({ loaderData }: Route.ComponentProps) {
  const { piece, propertyName } = loaderData;
  const shell = useRouteLoaderData('root') as Shell | undefined;
  const session = useSession();
  if (!shell) return null;
  const title = (
    <main id="main">
      <h1 className="visually-hidden">
        {propertyName}: {pieceLabel[piece]} preview
      </h1>
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
