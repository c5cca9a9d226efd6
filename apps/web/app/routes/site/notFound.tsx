import { data, useRouteLoaderData } from 'react-router';
import { ErrorScreenText } from '../../components/site/ErrorScreen/ErrorScreen';
import type { loader as rootLoader } from '../../root';

/** Any address the site does not have: the root's error boundary shows the 404 screen. */
export function clientLoader() {
  throw data(null, { status: 404 });
}

/**
 * What the prerendered not-found page (404.html, which the API sends for unknown addresses)
 * reads before its script runs, or without JavaScript at all: the same screen, in the site's
 * header and footer.
 */
export function HydrateFallback() {
  const shell = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <div className="error-screen">
      <ErrorScreenText status={404} siteName={shell?.siteName} />
    </div>
  );
}

export default function NotFound() {
  return null;
}
