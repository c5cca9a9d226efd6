import { useEffect } from 'react';
import { useSession } from './session';

const listeners = new Set<() => void>();

/**
 * Tells the page that the API answered 401: the session ended on the server. Loaders and actions
 * run outside React, so they cannot reach the session themselves.
 */
export function announceSessionEnded(): void {
  for (const listener of listeners) listener();
}

/** Under the SessionProvider: records an announced end of the session. */
export function SessionEndedListener() {
  const { sessionEnded } = useSession();
  useEffect(() => {
    listeners.add(sessionEnded);
    return () => {
      listeners.delete(sessionEnded);
    };
  }, [sessionEnded]);
  return null;
}
