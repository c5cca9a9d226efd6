import { useCallback, useRef } from 'react';
import { type MetaDescriptor, useLocation, useNavigate } from 'react-router';
import { ApiError, callApi } from './api';
import { useSession } from './session';

export const ADMIN_HOME = '/admin';

/** A booking's statuses, as the API names them. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'failed', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const ADMIN_SIGN_IN = '/admin/sign-in';

/** The admin sign-in, coming back to `next` afterwards. */
export function adminSignInPath(next: string): string {
  return `${ADMIN_SIGN_IN}?next=${encodeURIComponent(next)}`;
}

/**
 * Where to go after signing in: an admin screen of this site named by `next`, else the dashboard.
 * Anything else (another site, the sign-in itself) is ignored, so the link cannot send an admin
 * away from the site.
 */
export function nextAdminPath(next: string | null): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next)) return ADMIN_HOME;
  if (next === ADMIN_SIGN_IN || next.startsWith(`${ADMIN_SIGN_IN}?`)) return ADMIN_HOME;
  return next;
}

/** A 401 (not signed in) or 403 (not an admin) from the API. */
export const isDenied = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * `callApi` for the admin screens. The API refuses anyone but an admin; when it does (the session
 * ended, or the account is a guest's), the visitor is sent to the admin sign-in and back here
 * afterwards. The returned function keeps its identity, so screens can use it in effects.
 */
export function useAdminApi() {
  const navigate = useNavigate();
  const location = useLocation();
  const { sessionEnded } = useSession();
  const here = useRef('');
  here.current = location.pathname + location.search;

  return useCallback(
    async <T>(path: string, init: Parameters<typeof callApi>[1] = {}): Promise<T> => {
      try {
        return await callApi<T>(path, init);
      } catch (error) {
        if (isDenied(error)) {
          if (error.status === 401) sessionEnded();
          navigate(adminSignInPath(here.current), { replace: true });
        }
        throw error;
      }
    },
    [navigate, sessionEnded],
  );
}

/** An admin screen's title; never indexed by search engines. */
export function adminMeta(
  screen: string,
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { siteName?: string }
    | undefined;
  return [
    { title: [screen, 'Admin', root?.siteName].filter(Boolean).join(' | ') },
    { name: 'robots', content: 'noindex' },
  ];
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO time as the hotel staff read it: India time, e.g. '22 Nov 2026, 3:45 pm'. */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
