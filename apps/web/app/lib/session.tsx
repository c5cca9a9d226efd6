import { m } from '@hotel/i18n/messages';
import type { SessionUser } from '@hotel/validators/responses';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import type { clientLoader } from '../routes/account/sessionData';
import { api } from './api';
import { dataPath } from './dataRoutes';

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
  /** The popup's first form: the code (signing in), or setting a password by an e-mailed code. */
  readonly authStart: AuthStart;
  readonly openAuth: () => void;
  /** Opens the popup on "Set a new password" (a signed-in guest adds or changes a password). */
  readonly openPasswordSetting: () => void;
  readonly closeAuth: () => void;
}

export type AuthStart = 'code' | 'reset';

const signedOut: Session = {
  user: null,
  known: false,
  signedIn: () => {},
  signOut: async () => {},
  sessionEnded: () => {},
  authOpen: false,
  authStart: 'code',
  openAuth: () => {},
  openPasswordSetting: () => {},
  closeAuth: () => {},
};

const SessionContext = createContext<Session>(signedOut);

/** The current visitor and the sign-in popup, for any component under the app's root. */
export function useSession(): Session {
  return useContext(SessionContext);
}

/** How the header names a visitor: the username, else the mobile number, else the e-mail. */
export function guestName(user: SessionUser): string {
  return user.username ?? user.mobile ?? user.email ?? m.account_guest();
}

type Answer = Awaited<ReturnType<typeof clientLoader>>;

/** What the page learnt itself (a sign-in, a sign-out, a 401), over the fetcher's answer `over`. */
interface Told {
  readonly user: SessionUser | null;
  readonly over: Answer | undefined;
}

/** One fetcher for the whole page, so every provider (the page's, the error screen's) shares it. */
const SESSION_FETCHER = 'session';

/**
 * Holds the current visitor. The prerendered pages are the signed-out site; after hydration the
 * session's data route (`routes/account/sessionData.ts`) asks the API who is signed in, once a
 * page load, and the header follows. A sign-in or sign-out shows at once and is read again.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const fetcher = useFetcher<typeof clientLoader>({ key: SESSION_FETCHER });
  const { load, data } = fetcher;
  const [told, setTold] = useState<Told | null>(null);
  const [authOpen, setAuthOpen] = useState(false);
  const [authStart, setAuthStart] = useState<AuthStart>('code');
  const unread = data === undefined && fetcher.state === 'idle';

  useEffect(() => {
    if (unread) void load(dataPath('session'));
  }, [unread, load]);

  // What the page was told holds until the API answers again (a failed read changes nothing).
  const readFailed = data !== undefined && 'failed' in data;
  const current = told && (told.over === data || readFailed) ? told.user : (data?.user ?? null);
  const known = told !== null || data !== undefined;

  // What changes the visitor: made again when the fetcher's answer is (they record over it).
  const visitorActions = useMemo(() => {
    const told = (user: SessionUser | null) => setTold({ user, over: data });
    return {
      signedIn: (next: SessionUser) => {
        told(next);
        void load(dataPath('session'));
      },
      signOut: async () => {
        await api('POST /api/auth/logout');
        told(null);
        void load(dataPath('session'));
      },
      sessionEnded: () => told(null),
    };
  }, [data, load]);

  // The popup's openers and closer never change.
  const popupActions = useMemo(
    () => ({
      openAuth: () => {
        setAuthStart('code');
        setAuthOpen(true);
      },
      openPasswordSetting: () => {
        setAuthStart('reset');
        setAuthOpen(true);
      },
      closeAuth: () => setAuthOpen(false),
    }),
    [],
  );

  const value = useMemo<Session>(
    () => ({ user: current, known, authOpen, authStart, ...visitorActions, ...popupActions }),
    [current, known, authOpen, authStart, visitorActions, popupActions],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
