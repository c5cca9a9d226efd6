import { Navigate } from 'react-router';
import { siteRouteFor } from '../lib/siteRoute';
import type { Route } from './+types/redirect';

/**
 * Old paths (the source's admin screens, /rooms/{id}) lead to their new page. The API answers
 * them with a 301; this page is the fallback for navigation inside the app.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { to: siteRouteFor(request.url, 'redirect').to };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: 'Moved' },
  { name: 'robots', content: 'noindex' },
  { httpEquiv: 'refresh', content: `0;url=${loaderData.to}` },
];

export default function Redirect({ loaderData }: Route.ComponentProps) {
  return <Navigate to={loaderData.to} replace />;
}
