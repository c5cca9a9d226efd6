import type { SignInMethods } from '@hotel/validators/responses';
import { useEffect, useState } from 'react';
import { api } from './api';
import { loadOnce } from './loadOnce';

/**
 * The ways to sign in that work on this site (`GET /api/auth/methods`), asked at run time once
 * per page load: a prerendered page cannot know whether the server has an SMS gateway. A failed
 * call is asked again next time.
 */
export const loadSignInMethods = loadOnce(() => api('GET /api/auth/methods'));

/**
 * The sign-in methods once `wanted` (the popup is open): null until the API answers, and if it
 * cannot be reached (then only password sign-in is offered: the one that needs no gateway).
 */
export function useSignInMethods(wanted: boolean): SignInMethods | null {
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    loadSignInMethods()
      .then((answer) => {
        if (current) setMethods(answer);
      })
      .catch((error: unknown) => {
        console.warn('Could not learn the ways to sign in:', (error as Error).message);
      });
    return () => {
      current = false;
    };
  }, [wanted]);
  return methods;
}
