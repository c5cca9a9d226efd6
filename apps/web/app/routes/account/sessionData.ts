import { api } from '../../lib/api';
import type { Route } from './+types/sessionData';

/**
 * Who is signed in, for `lib/session.tsx`'s fetcher: read once a page load, and again after a
 * sign-in or sign-out. A failure is a signed-out visitor: the page works signed out, and the
 * visitor can still sign in from the header.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await api('GET /api/auth/me', { signal: request.signal });
  } catch (error) {
    if (!request.signal.aborted) {
      console.warn('Could not learn who is signed in:', (error as Error).message);
    }
    return { user: null, failed: true } as const;
  }
}

/** Only when the session asks: an admin's change or a page's reload is no reason to ask again. */
export const shouldRevalidate = () => false;
