import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

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
