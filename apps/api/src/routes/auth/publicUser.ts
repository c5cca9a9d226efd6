import { z } from 'zod';
import type { SessionUser } from '../../plugins/auth.js';

/** The signed-in user as the browser sees it: no password hash, no session data. */
export const userBody = z.object({
  id: z.number(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(['guest', 'admin']),
});

export const publicUser = ({ id, username, email, mobile, role }: SessionUser) => ({
  id,
  username,
  email,
  mobile,
  role,
});
