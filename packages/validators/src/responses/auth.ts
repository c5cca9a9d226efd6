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
export const signInMethods = z.object({
  password: z.literal(true),
  /** A code e-mailed to the guest (sign-in and sign-up): works wherever mail works, always. */
  email: z.literal(true),
  mobile: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethods>;

/**
 * `POST /api/auth/code` and `POST /api/auth/password-reset`: the same answer whether or not an
 * account has the address, so the form tells nobody who has an account.
 */
export const codeSent = z.object({
  message: z.string(),
  expiresInSeconds: z.number(),
  resendInSeconds: z.number(),
});
export type CodeSent = z.infer<typeof codeSent>;

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

/** A hotel's front-desk account as the admin's list shows it (`GET /api/admin/staff`). */
export const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  hotelId: z.string(),
  disabled: z.boolean(),
  /** When an admin disabled it, or null. */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffList = z.array(staffMember);

/** `POST /api/admin/unlock`: how many failure counters of the name were forgotten. */
export const loginUnlocked = z.object({ login: z.string(), cleared: z.number() });

/** The changes to accounts an admin's actions are recorded for. */
export const adminActionKinds = [
  'staff.create',
  'staff.disable',
  'staff.enable',
  'staff.move',
  'login.unlock',
] as const;
export type AdminActionKind = (typeof adminActionKinds)[number];

/** One change an admin made to an account (`GET /api/admin/actions`), newest first. */
export const adminAction = z.object({
  id: z.number(),
  action: z.enum(adminActionKinds),
  actorId: z.number(),
  actorEmail: z.string().nullable(),
  targetUserId: z.number().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminAction>;
export const adminActionList = z.array(adminAction);
