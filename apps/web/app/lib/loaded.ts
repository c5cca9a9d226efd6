/**
 * A read or a change as a value a screen can show: what a loader or an action returns instead of
 * throwing, since a thrown error would replace the whole page with the error screen. A redirect
 * (a Response) still throws.
 */

/** A call's answer: what the API returned, or why it refused. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Error };

/** A call as its answer (a redirect still redirects). */
export async function resultOf<T>(call: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof Response) throw error;
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** Data a screen read: the value, or why it could not be read. */
export type Loaded<T> =
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly message: string };

/** Waits for a read; its failure becomes a message on the screen (a redirect still redirects). */
export async function loaded<T>(read: Promise<T>): Promise<Loaded<T>> {
  const result = await resultOf(read);
  return result.ok
    ? { state: 'ready', value: result.value }
    : { state: 'failed', message: result.error.message };
}
