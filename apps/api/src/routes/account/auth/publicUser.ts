import type { SessionUser as PublicUser } from '@hotel/validators/responses';
import type { SessionUser } from '../../../plugins/auth.js';

/** The signed-in user as the browser sees it: no password hash, no session data. */
export const publicUser = ({
  id,
  username,
  email,
  mobile,
  role,
  hotelId,
}: Pick<SessionUser, 'id' | 'username' | 'email' | 'mobile' | 'role'> & {
  readonly hotelId?: string | null;
}): PublicUser => ({
  id,
  username,
  email,
  mobile,
  role,
  ...(role === 'staff' && hotelId ? { hotelId } : {}),
});
