import type { AddStaff } from '@hotel/validators';
import type { StaffAccount } from '@hotel/validators/responses';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { hotels, users } from '../db/schema.js';
import { conflict, invalid } from './ApiFailure.js';
import { passwordProblem } from './passwordStrength.js';
import { hashPassword } from './secrets.js';

/**
 * Makes a hotel's front-desk account: role `staff`, bound to that hotel, signing in with its
 * e-mail and password like anyone else. An address that already has an account is refused (409)
 * rather than turned into staff: whoever made that account knows its password.
 */
export async function createStaff(db: Db, request: AddStaff): Promise<StaffAccount> {
  const email = request.email.toLowerCase();
  // A desk account reaches guests' bookings: its password is held to sign-up's standard.
  const weak = passwordProblem(request.password, [email]);
  if (weak) throw invalid({ password: weak });
  // Hashing first leaves no await between the check and the insert (as sign-up does).
  const passwordHash = await hashPassword(request.password);
  return db.transaction(
    (tx) => {
      const hotel = tx
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.id, request.hotelId))
        .get();
      if (!hotel) {
        throw invalid({
          hotelId: 'We could not find that hotel. Please choose one from the list.',
        });
      }
      const taken = tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
      if (taken) throw conflict('ACCOUNT_EXISTS', 'An account with that email already exists.');
      const made = tx
        .insert(users)
        .values({ email, passwordHash, role: 'staff', hotelId: hotel.id })
        .returning({ id: users.id })
        .get();
      return { id: made.id, email, role: 'staff' as const, hotelId: hotel.id };
    },
    { behavior: 'immediate' },
  );
}
