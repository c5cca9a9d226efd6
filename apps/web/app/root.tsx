import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/ErrorScreen/ErrorScreen';
import { loadShell } from './lib/shell';
import './styles/global.css';

export function loader() {
  return loadShell();
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <link rel="icon" href="/site/logo.svg" type="image/svg+xml" />
        <Meta />
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

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <p className="app-loading">Loading…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>('root');
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen status={error.status} siteName={shell?.siteName} />;
  }
  return <ErrorScreen status={500} siteName={shell?.siteName} />;
}
