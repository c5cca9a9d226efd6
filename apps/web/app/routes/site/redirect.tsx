import { langOfPath } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
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
  // A page in another language (the English-only admin screens, from /mr/AdminDashboard) is
  // another build's: reached by loading its document.
  const elsewhere = langOfPath(loaderData.to) !== langOfPath(useLocation().pathname);
  useEffect(() => {
    if (elsewhere) window.location.replace(loaderData.to);
    else navigate(loaderData.to, { replace: true });
  }, [navigate, loaderData.to, elsewhere]);
  return (
    <div className="page">
      <p>
        {withElements(m.site_movedTo, {
          link: (
            <Link to={loaderData.to} reloadDocument={elsewhere}>
              {loaderData.to}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
