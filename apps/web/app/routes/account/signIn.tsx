import { m } from '@hotel/i18n/messages';
import { useEffect, useRef } from 'react';
import { pageMeta } from '../../lib/pageMeta';
import { useSession } from '../../lib/session';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
import { LandingPage, loader as landingLoader } from '../site/landing';
import type { Route } from './+types/signIn';

/** /SignLogin: the landing page with the sign-in popup open. Not for search engines. */
export function loader({ request }: Route.LoaderArgs) {
  const { site } = contentOf(request);
  const route = siteRouteFor(request.url, 'signIn');
  return { ...landingLoader({ request }), canonical: new URL(route.path, site.url).href };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${m.account_logInSignUp()} | ${loaderData.siteName}`,
    description: loaderData.seo.description,
    canonical: loaderData.canonical,
    noindex: true,
  });

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { user, known, openAuth } = useSession();
  const offered = useRef(false);
  // Once the API has said who is here: a visitor who is not signed in gets the popup, once.
  useEffect(() => {
    if (offered.current || !known) return;
    offered.current = true;
    if (!user) openAuth();
  }, [known, user, openAuth]);
  return <LandingPage data={loaderData} />;
}
