import type { SessionUser } from '@hotel/validators/responses';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { api } from './api';

export type { SessionUser };

export interface Session {
  /** The signed-in visitor, or null. Always null in the prerendered HTML. */
  readonly user: SessionUser | null;
  /** True once the API has said who is signed in (after hydration). */
  readonly known: boolean;
  /** Records a visitor who has just signed in (the auth popup calls it). */
  readonly signedIn: (user: SessionUser) => void;
  /** Ends the session on the server (POST /api/auth/logout); rejects with an ApiError. */
  readonly signOut: () => Promise<void>;
  /** Records that the API answered 401: the session has ended on the server. */
  readonly sessionEnded: () => void;
  /** Whether the sign-in popup is open. */
  readonly authOpen: boolean;
  readonly openAuth: () => void;
  readonly closeAuth: () => void;
}

const signedOut: Session = {
  user: null,
  known: false,
  signedIn: () => {},
  signOut: async () => {},
  sessionEnded: () => {},
  authOpen: false,
  openAuth: () => {},
  closeAuth: () => {},
};

const SessionContext = createContext<Session>(signedOut);

/** The current visitor and the sign-in popup, for any component under the app's root. */
export function useSession(): Session {
  return useContext(SessionContext);
}

/** How the header names a visitor: the username, else the mobile number, else the e-mail. */
export function guestName(user: SessionUser): string {
  return user.username ?? user.mobile ?? user.email ?? 'Guest';
}

/**
 * Holds the current visitor. The prerendered pages are the signed-out site; after hydration it
 * asks the API who is signed in and the header follows.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [known, setKnown] = useState(false);
  const [authOpen, setAuthOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api('GET /api/auth/me', { signal: controller.signal })
      .then(({ user: current }) => {
        setUser(current);
        setKnown(true);
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        // The page works signed out; the visitor can still sign in from the header.
        console.warn('Could not learn who is signed in:', (error as Error).message);
        setKnown(true);
      });
    return () => controller.abort();
  }, []);

  const signedIn = useCallback((next: SessionUser) => {
    setUser(next);
    setKnown(true);
  }, []);

  const signOut = useCallback(async () => {
    await api('POST /api/auth/logout');
    setUser(null);
  }, []);

  const sessionEnded = useCallback(() => setUser(null), []);

  const openAuth = useCallback(() => setAuthOpen(true), []);
  const closeAuth = useCallback(() => setAuthOpen(false), []);

  const value = useMemo<Session>(
    () => ({ user, known, signedIn, signOut, sessionEnded, authOpen, openAuth, closeAuth }),
    [user, known, signedIn, signOut, sessionEnded, authOpen, openAuth, closeAuth],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
