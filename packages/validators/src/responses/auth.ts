import { z } from 'zod';

/** The signed-in user as the browser sees it: no password hash, no session data. */
export const sessionUser = z.object({
  id: z.number(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(['guest', 'admin', 'staff']),
  /** The hotel a staff account manages (staff only). */
  hotelId: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** A sign-up or a password login that started a session. */
export const signedIn = z.object({ user: sessionUser });

/** Who is signed in (`GET /api/auth/me`): null for a visitor. */
export const currentUser = z.object({ user: sessionUser.nullable() });

/**
 * The ways to sign in that work on this site now (`GET /api/auth/methods`): mobile codes need an
 * SMS gateway in production. Read at run time: the pages are prerendered.
 */
export const signInMethods = z.object({ password: z.literal(true), mobile: z.boolean() });
export type SignInMethods = z.infer<typeof signInMethods>;

/** `POST /api/auth/logout` answers 204 with no body. */
export const noContent = z.null();

/** A hotel's front-desk account, as an admin made it (`POST /api/admin/staff`). */
export const staffAccount = z.object({
  id: z.number(),
  email: z.string(),
  role: z.literal('staff'),
  hotelId: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
