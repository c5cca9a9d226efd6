import { site } from '@hotel/content';
import { siteRouteFor } from '../lib/siteRoute';
import type { Route } from './+types/piece';

export function loader({ request }: Route.LoaderArgs) {
  const route = siteRouteFor(request.url, 'piece');
  return { path: route.path, siteName: site.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData.path} | ${loaderData.siteName}` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <h1>{loaderData.path}</h1>
    </main>
  );
}
