import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  type ActionFunctionArgs,
  createRoutesStub,
  type LoaderFunctionArgs,
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

/** An admin screen's route module at `pattern`, rendered at `entry` with its clientLoader. */
export function renderAdminScreen(
  pattern: string,
  page: { readonly default: unknown; readonly clientLoader: (args: never) => unknown },
  entry: string,
) {
  const Stub = createRoutesStub([
    {
      path: pattern,
      Component: page.default as never,
      loader: stubClientLoader(page.clientLoader),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup();
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

/** A route module whose data loads in the browser (a clientLoader over its build-time loader). */
export interface BrowserPageModule {
  readonly default: unknown;
  readonly loader: (args: never) => unknown;
  readonly clientLoader: (args: never) => unknown;
  readonly clientAction?: (args: never) => unknown;
  readonly HydrateFallback: () => ReactNode;
}

/**
 * Renders such a page at `path` + `search` as the browser would: its clientLoader gets the
 * build-time data, its clientAction answers its forms, and any other address shows Elsewhere.
 */
export function renderBrowserPage(page: BrowserPageModule, path: string, search = '') {
  const Stub = createRoutesStub([
    {
      path,
      Component: page.default as never,
      HydrateFallback: page.HydrateFallback,
      loader: stubClientLoader(page.clientLoader, buildTimeData(page.loader, path)),
      ...(page.clientAction ? { action: stubClientAction(page.clientAction) } : {}),
    },
    { path: '*', Component: Elsewhere },
  ]);
  render(<Stub initialEntries={[`${path}${search}`]} />);
  return userEvent.setup();
}

/**
 * The checkout pages' test state: the clock at 20 Nov 2026, 11:30 in India, a fresh tab
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
