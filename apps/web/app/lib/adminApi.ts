import { formatIndiaDateTime } from '@hotel/pricing';
import type { SessionUser } from '@hotel/validators/responses';
import type { MetaDescriptor } from 'react-router';
import { ADMIN_HOME, ADMIN_SIGN_IN, DESK_HOME } from './adminPaths';
import { ApiError } from './api';

/** The screens a hotel's staff may open (the API lets them run the desk of their hotel only). */
export const DESK_SCREENS: readonly string[] = [
  '/admin/today',
  DESK_HOME,
  '/admin/housekeeping',
  '/admin/bookings',
  '/admin/reviews',
  '/admin/reports',
];

/** An account the admin screens are for: an admin, or a hotel's staff. */
export const isDeskAccount = (user: SessionUser | null | undefined): user is SessionUser =>
  user?.role === 'admin' || user?.role === 'staff';

/**
 * Where an account that may use the admin screens must go instead of `pathname`: a staff account
 * to its home from a screen only admins may open; null when the screen is theirs.
 */
export function deskRedirect(user: SessionUser, pathname: string): string | null {
  if (user.role === 'admin') return null;
  return DESK_SCREENS.includes(pathname.replace(/\/+$/, '')) ? null : DESK_HOME;
}

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

/** An ISO time as the hotel staff read it: India time, e.g. '22 Nov 2026, 3:45 pm'. */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIndiaDateTime(date);
}
