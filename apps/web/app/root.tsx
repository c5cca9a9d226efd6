import { DEFAULT_LANG, LANG_TAG, langOfPath, pathIn, renderIn } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  type UIMatch,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { TestPaymentsNotice } from './components/booking/TestPaymentsNotice/TestPaymentsNotice';
import { ErrorScreen } from './components/site/ErrorScreen/ErrorScreen';
import { LanguageSuggestion } from './components/site/LanguageSuggestion/LanguageSuggestion';
import { Preloader } from './components/site/Preloader/Preloader';
import { SiteFooter } from './components/site/SiteFooter/SiteFooter';
import { SiteHeader } from './components/site/SiteHeader/SiteHeader';
import {
  chunkFailedMessage,
  chunkName,
  claimAutomaticReload,
  isChunkLoadError,
  sessionStore,
} from './lib/chunkErrors';
import { PAGE_FONT } from './lib/pageFont';
import { SessionProvider, useSession } from './lib/session';
import { SessionEndedListener } from './lib/sessionSignal';
import { loadShell, type Shell } from './lib/shell';
import { useSignInMethods } from './lib/signInMethods';
import { contentOf, langOf } from './lib/siteRoute';
import './styles/global.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadShell(contentOf(request), langOf(request));
}

/** The shell is the page's language's: read again when a navigation changes the language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate;

/** A content page's route id is `kind:path` (routes.ts): the pages that exist in each language. */
const isContentPage = (matches: readonly UIMatch[]) =>
  matches.some((match) => /^[A-Za-z]+:\//.test(match.id));

/**
 * The same page in each language the site is published in, for search engines: `hreflang`
 * alternates (the English one is also the `x-default`).
 */
function LanguageAlternates({ siteUrl, pathname }: { siteUrl: string; pathname: string }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  if (!shell) return null;
  const href = (code: Parameters<typeof pathIn>[1]) =>
    new URL(pathIn(pathname, code), siteUrl).href;
  return (
    <>
      {shell.languages.map(({ code, tag }) => (
        <link key={code} rel="alternate" hrefLang={tag} href={href(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(DEFAULT_LANG)} />
    </>
  );
}

/** A route whose module exports `handle = { standalone: true }` renders without the site chrome. */
export interface RouteHandle {
  readonly standalone?: boolean;
}

const isStandalone = (matches: readonly UIMatch[]) =>
  matches.some((match) => (match.handle as RouteHandle | undefined)?.standalone === true);

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  // Before any child renders: the messages (m.…()) of this render are in the page's language.
  renderIn(lang);
  const shell = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  // Marks the page interactive, whether the page or an error screen (the not-found page) rendered:
  // CSS may style the no-script state, and the end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={LANG_TAG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        {PAGE_FONT[lang] ? (
          <link rel="preload" href={PAGE_FONT[lang]} as="font" type="font/woff2" crossOrigin="" />
        ) : null}
        <link rel="icon" href="/site/logo.svg" type="image/svg+xml" />
        <Meta />
        {shell && isContentPage(matches) ? (
          <LanguageAlternates siteUrl={shell.siteUrl} pathname={pathname} />
        ) : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const loadAuthDialog = () => import('./components/account/AuthDialog/AuthDialog');
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

/** What a visitor does first on a page: reason enough to fetch the sign-in popup's code. */
const FIRST_INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'];

/**
 * The sign-in popup, shared by every page. Its code (with the form schemas) loads once the
 * visitor starts using the page, or when the popup first opens: never with the first page, and
 * not at all for a visit that only reads.
 */
function AuthPopup() {
  const { authOpen, authStart, closeAuth, signedIn } = useSession();
  const methods = useSignInMethods(authOpen);
  const shell = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    const preload = () => {
      stop();
      loadAuthDialog().catch((error: unknown) => {
        console.warn('Preloading the sign-in popup failed:', (error as Error).message);
      });
    };
    const stop = () => {
      for (const type of FIRST_INTERACTIONS) removeEventListener(type, preload);
    };
    for (const type of FIRST_INTERACTIONS) addEventListener(type, preload, { passive: true });
    return stop;
  }, []);
  if (!authOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open
        onClose={closeAuth}
        onSignedIn={signedIn}
        startMode={authStart}
        mobileSignIn={methods?.mobile ?? false}
        legal={shell?.legalLinks}
      />
    </Suspense>
  );
}

/** Skip link, header and footer around a page; the page brings its own <main>. */
function SiteChrome({ shell, children }: { shell: Shell; children: ReactNode }) {
  const session = useSession();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.skipToMain()}
      </a>
      <SiteHeader brandName={shell.siteName} shell={shell} session={session} />
      {children}
      <SiteFooter brandName={shell.siteName} shell={shell} signedIn={session.user !== null} />
    </>
  );
}

export default function App({ loaderData: shell }: Route.ComponentProps) {
  const matches = useMatches();
  const navigation = useNavigation();
  return (
    <SessionProvider>
      <SessionEndedListener />
      <Preloader {...shell.preloader} busy={navigation.state === 'loading'} />
      {isStandalone(matches) ? (
        <Outlet />
      ) : (
        <SiteChrome shell={shell}>
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </SiteChrome>
      )}
      <AuthPopup />
      <TestPaymentsNotice />
      <LanguageSuggestion />
    </SessionProvider>
  );
}

export function HydrateFallback() {
  return (
    <p className="app-loading" role="status">
      {m.common_loading()}
    </p>
  );
}

/**
 * 'Loading chunk {id} failed' with a Reload button. The first time a chunk fails in this tab the
 * page reloads by itself (a new version of the site usually explains it); if it fails again the
 * message stays, so it never loops.
 */
function ChunkErrorScreen({ id }: { id: string }) {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (claimAutomaticReload(sessionStore(), id)) {
      setRetrying(true);
      window.location.reload();
    }
  }, [id]);
  const title = chunkFailedMessage(id);
  return (
    <main className="error-screen" id="main">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p role="status">{retrying ? m.common_chunkRetrying() : m.common_chunkText()}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {m.common_reload()}
        </button>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  let screen: ReactNode;
  if (isRouteErrorResponse(error)) {
    screen = <ErrorScreen status={error.status} siteName={shell?.siteName} />;
  } else if (isChunkLoadError(error)) {
    const page = matches.at(-1)?.id.split(':')[0] ?? 'page';
    screen = <ChunkErrorScreen id={chunkName(error, page)} />;
  } else {
    console.error(error);
    screen = <ErrorScreen status={500} siteName={shell?.siteName} />;
  }
  if (!shell) return screen;
  return (
    <SessionProvider>
      <SiteChrome shell={shell}>{screen}</SiteChrome>
      <AuthPopup />
    </SessionProvider>
  );
}
