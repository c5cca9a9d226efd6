import { type ActionFunctionArgs, type LoaderFunctionArgs, useLocation } from 'react-router';

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
