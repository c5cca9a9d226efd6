import { m } from '@hotel/i18n/messages';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { withElements } from '../../lib/messageParts';
import { langOf, siteRouteFor } from '../../lib/siteRoute';
import type { Route } from './+types/redirect';

/**
 * Old paths (the source's admin screens, /rooms/{id}) lead to their new page. The API answers
 * them with a 301; this page is the fallback for navigation inside the app, and for a static
 * host: its HTML refreshes to the new page and links to it, and once hydrated it moves there
 * (after rendering, since a navigation during the first render is a no-op in prerendering).
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    to: siteRouteFor(request.url, 'redirect').to,
    title: m.site_movedTitle({}, { locale: langOf(request) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData.title },
  { name: 'robots', content: 'noindex' },
  { httpEquiv: 'refresh', content: `0;url=${loaderData.to}` },
];

export default function Redirect({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(loaderData.to, { replace: true });
  }, [navigate, loaderData.to]);
  return (
    <div className="page">
      <p>
        {withElements(m.site_movedTo, {
          link: <Link to={loaderData.to}>{loaderData.to}</Link>,
        })}
      </p>
    </div>
  );
}
