import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  type ActionFunctionArgs,
  createRoutesStub,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
  useLocation,
} from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A route module's `clientLoader` as a `createRoutesStub` loader. The stub has no server, so
 * `serverLoader` answers with `serverData` (the module's build-time `loader`, where it has one).
 */
export function stubClientLoader<Args, Result>(
  clientLoader: (args: Args) => Result,
  serverData?: unknown,
) {
  return (args: LoaderFunctionArgs) =>
    clientLoader({ ...args, serverLoader: async () => serverData } as Args);
}

/** A table row's cells (and header cells), as read. */
export const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

/** A route module's `clientAction` as a `createRoutesStub` action. */
export function stubClientAction<Args, Result>(clientAction: (args: Args) => Result) {
  return (args: ActionFunctionArgs) => clientAction(args as Args);
}

/** A prerendered page's build-time loader data, as the page at `path` gets it. */
export function buildTimeData<Args, Result>(loader: (args: Args) => Result, path: string): Result {
  return loader({ request: new Request(`http://site${path}`), params: {}, context: {} } as Args);
}

/** Any other address: says where the page sent the visitor. */
export function Elsewhere() {
  const location = useLocation();
  return <p>{`Went to ${location.pathname}${location.search}`}</p>;
}

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/** A route module as a test renders it: its page and what it gives the router. */
export interface RouteModule {
  readonly default: unknown;
  readonly clientLoader?: (args: never) => unknown;
  readonly clientAction?: (args: never) => unknown;
  readonly HydrateFallback?: () => ReactNode;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * Renders a route module's page at `path` (opened at `at`, by default `path`) as the router
 * would: its clientLoader (whose serverLoader answers `serverData`), its clientAction, its
 * HydrateFallback and shouldRevalidate, each where the module has one. `frame` puts the routes in
 * a frame (test/dataRoutes.tsx's `inApp`: the session around them); with `elsewhere`, any other
 * address shows Elsewhere. Answers the user to drive it.
 */
export function renderRoute(
  page: RouteModule,
  path: string,
  {
    at = path,
    serverData,
    frame = (routes) => routes,
    elsewhere = false,
  }: {
    readonly at?: string | undefined;
    readonly serverData?: unknown;
    readonly frame?: ((routes: StubRoutes) => StubRoutes) | undefined;
    readonly elsewhere?: boolean | undefined;
  } = {},
) {
  const Stub = createRoutesStub(
    frame([
      {
        path,
        Component: page.default as never,
        ...(page.HydrateFallback ? { HydrateFallback: page.HydrateFallback } : {}),
        ...(page.clientLoader ? { loader: stubClientLoader(page.clientLoader, serverData) } : {}),
        ...(page.clientAction ? { action: stubClientAction(page.clientAction) } : {}),
        ...(page.shouldRevalidate ? { shouldRevalidate: page.shouldRevalidate } : {}),
      },
      ...(elsewhere ? [{ path: '*', Component: Elsewhere }] : []),
    ]),
  );
  render(<Stub initialEntries={[at]} />);
  return userEvent.setup();
}

/** A route module whose data loads in the browser (a clientLoader over its build-time loader). */
export interface BrowserPageModule extends RouteModule {
  readonly loader: (args: never) => unknown;
  readonly clientLoader: (args: never) => unknown;
  readonly HydrateFallback: () => ReactNode;
}

/**
 * Renders such a page at `path` + `search` as the browser would: its clientLoader gets the
 * build-time data, its clientAction answers its forms, and any other address shows Elsewhere.
 */
export function renderBrowserPage(
  page: BrowserPageModule,
  path: string,
  search = '',
  frame?: (routes: StubRoutes) => StubRoutes,
) {
  return renderRoute(page, path, {
    at: `${path}${search}`,
    serverData: buildTimeData(page.loader, path),
    frame,
    elsewhere: true,
  });
}

/** An admin screen's route module: loaded and changed in the browser only. */
export interface AdminScreenModule {
  readonly default: unknown;
  readonly clientLoader: (args: never) => unknown;
  readonly clientAction?: (args: never) => unknown;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
}

/** Renders an admin screen at `path` + `search`, its clientLoader and clientAction in place. */
export function renderAdminScreen(screen: AdminScreenModule, path: string, search = '') {
  const Stub = createRoutesStub([
    {
      path,
      Component: screen.default as never,
      loader: stubClientLoader(screen.clientLoader),
      ...(screen.clientAction ? { action: stubClientAction(screen.clientAction) } : {}),
      ...(screen.shouldRevalidate ? { shouldRevalidate: screen.shouldRevalidate } : {}),
    },
  ]);
  render(<Stub initialEntries={[`${path}${search}`]} />);
  return userEvent.setup();
}

/**
 * The checkout pages' (and the desk's day's) test state: the clock at 20 Nov 2026, 11:30 in India, a fresh tab
 * (sessionStorage) for each test, and the globals each test stubbed put back after it.
 */
export function useCheckoutTestState() {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-20T06:00:00Z'), toFake: ['Date'] });
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
