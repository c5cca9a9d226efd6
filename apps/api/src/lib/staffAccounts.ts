import type { AddStaff, ChangeStaff } from '@hotel/validators';
import type { StaffAccount, StaffMember } from '@hotel/validators/responses';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../db/client.js';
import { hotels, sessions, users } from '../db/schema.js';
import { ApiFailure, conflict, invalid, notFound } from './ApiFailure.js';
import { recordAdminAction } from './adminActions.js';
import { nowIso } from './clock.js';
import { passwordProblem } from './passwordStrength.js';
import { hashPassword } from './secrets.js';

const STAFF_MESSAGES = {
  notFound: 'We could not find that staff account.',
  unknownHotel: 'We could not find that hotel. Please choose one from the list.',
  disabled: 'This account has been disabled. Please ask an administrator.',
} as const;

/** The 403 a disabled account's right password gets: whoever knows it learns why, nobody else. */
export const accountDisabled = () =>
  new ApiFailure(403, 'ACCOUNT_DISABLED', STAFF_MESSAGES.disabled);

const memberColumns = {
  id: users.id,
  email: users.email,
  hotelId: users.hotelId,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

type MemberRow = {
  readonly id: number;
  readonly email: string | null;
  readonly hotelId: string | null;
  readonly disabledAt: string | null;
  readonly createdAt: string;
};

const member = (row: MemberRow): StaffMember => ({
  id: row.id,
  email: row.email ?? '',
  hotelId: row.hotelId ?? '',
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt,
  createdAt: row.createdAt,
});

function ensureHotelExists(tx: DbOrTransaction, hotelId: string): void {
  const hotel = tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).get();
  if (!hotel) throw invalid({ hotelId: STAFF_MESSAGES.unknownHotel });
}

/**
 * Makes a hotel's front-desk account: role `staff`, bound to that hotel, signing in with its
 * e-mail and password like anyone else. An address that already has an account is refused (409)
 * rather than turned into staff: whoever made that account knows its password. Recorded as the
 * admin's (`actorId`) action.
 */
export async function createStaff(
  db: Db,
  request: AddStaff,
  actorId: number,
): Promise<StaffAccount> {
  const email = request.email.toLowerCase();
  // A desk account reaches guests' bookings: its password is held to sign-up's standard.
  const weak = passwordProblem(request.password, [email]);
  if (weak) throw invalid({ password: weak });
  // Hashing first leaves no await between the check and the insert (as sign-up does).
  const passwordHash = await hashPassword(request.password);
  return db.transaction(
    (tx) => {
      ensureHotelExists(tx, request.hotelId);
      const taken = tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
      if (taken) throw conflict('ACCOUNT_EXISTS', 'An account with that email already exists.');
      const made = tx
        .insert(users)
        .values({ email, passwordHash, role: 'staff', hotelId: request.hotelId })
        .returning({ id: users.id })
        .get();
      recordAdminAction(tx, {
        actorId,
        action: 'staff.create',
        targetUserId: made.id,
        detail: `${email} at ${request.hotelId}`,
      });
      return { id: made.id, email, role: 'staff' as const, hotelId: request.hotelId };
    },
    { behavior: 'immediate' },
  );
}

/** Every front-desk account, disabled ones too, oldest first. */
export const listStaff = (db: Db): StaffMember[] =>
  db
    .select(memberColumns)
    .from(users)
    .where(eq(users.role, 'staff'))
    .orderBy(asc(users.id))
    .all()
    .map(member);

/**
 * Moves a front-desk account to another hotel, or disables or enables it, in one write with the
 * record of who did it. Disabling deletes every session of the account in the same write: its
 * next request is signed out, and it cannot sign in again. A change to what already holds
 * records nothing. Only staff accounts: another id answers 404.
 */
export function changeStaff(db: Db, id: number, change: ChangeStaff, actorId: number): StaffMember {
  return db.transaction(
    (tx) => {
      const staff = tx
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'staff')))
        .get();
      if (!staff) throw notFound(STAFF_MESSAGES.notFound);
      const record = (action: 'staff.move' | 'staff.disable' | 'staff.enable', detail: string) =>
        recordAdminAction(tx, { actorId, action, targetUserId: id, detail });
      const email = staff.email ?? '';
      let { hotelId, disabledAt } = staff;
      if (change.hotelId !== undefined && change.hotelId !== hotelId) {
        ensureHotelExists(tx, change.hotelId);
        record('staff.move', `${email}: ${hotelId} → ${change.hotelId}`);
        hotelId = change.hotelId;
      }
      if (change.disabled === true && disabledAt === null) {
        disabledAt = nowIso();
        tx.delete(sessions).where(eq(sessions.userId, id)).run();
        record('staff.disable', `${email} at ${hotelId}`);
      } else if (change.disabled === false && disabledAt !== null) {
        disabledAt = null;
        record('staff.enable', `${email} at ${hotelId}`);
      }
      tx.update(users).set({ hotelId, disabledAt }).where(eq(users.id, id)).run();
      return member({ ...staff, hotelId, disabledAt });
    },
    { behavior: 'immediate' },
  );
}
