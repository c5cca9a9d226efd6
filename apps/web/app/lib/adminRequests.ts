import type { ApiRoute, ResponseOf } from '@hotel/validators/responses';
import { redirect } from 'react-router';
import { adminSignInPath, deskRedirect, isDenied, isDeskAccount } from './adminApi';
import { ApiError, api } from './api';
import type { CallOptions } from './apiRoute';
import { type Result, resultOf } from './loaded';
import { announceSessionEnded } from './sessionSignal';

/** The admin sign-in, back to the screen the request was for. */
function toSignIn(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  return redirect(adminSignInPath(url.pathname + url.search));
}

/**
 * `api` for the admin screens' loaders and actions, aborted with the navigation. The API refuses anyone but an admin; when
 * it does (the session ended, or the account is a guest's), the visitor is redirected to the
 * admin sign-in and comes back here afterwards.
 */
export async function adminCall<R extends ApiRoute>(
  request: Request,
  route: R,
  options: CallOptions<R> = {},
): Promise<ResponseOf<R>> {
  try {
    return await api(route, { ...options, signal: request.signal });
  } catch (error) {
    if (!isDenied(error)) throw error;
    if (error.status === 401) announceSessionEnded();
    throw toSignIn(request);
  }
}

/** An admin action's answer: what the API returned, or why it refused. */
export type AdminResult<T> = Result<T>;
/** An action's call as its answer: a redirect (a refused admin session) still redirects. */
export const actionResult = resultOf;

/** An admin change (POST …) as an action's answer. */
export function adminSubmit<R extends ApiRoute>(
  request: Request,
  route: R,
  options: CallOptions<R> = {},
): Promise<AdminResult<ResponseOf<R>>> {
  return actionResult(adminCall(request, route, options));
}

/**
 * A refused admin form's message: `failed` (e.g. 'Failed to add hotel'), with the API's reason
 * unless the fields already show it (`shownByFields`) or there is none (no answer came).
 */
export const refusedText = (failed: string, error: unknown, shownByFields: boolean): string =>
  error instanceof ApiError && !shownByFields ? `${failed}. ${error.message}` : failed;

/**
 * Before any admin screen loads: anyone but a signed-in admin or hotel staff goes to the admin
 * sign-in first, and staff go from a screen only admins may open to their hotel's grid, so the
 * screens' requests are never refused for them.
 */
export async function requireDeskAccount({ request }: { request: Request }): Promise<void> {
  const { user } = await api('GET /api/auth/me', { signal: request.signal });
  if (isDeskAccount(user)) {
    const elsewhere = deskRedirect(user, new URL(request.url).pathname);
    if (elsewhere) throw redirect(elsewhere);
    return;
  }
  if (!user) announceSessionEnded();
  throw toSignIn(request);
}

export { type Loaded, loaded } from './loaded';
