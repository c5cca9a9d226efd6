import type { Db } from '../db/client.js';
import { inviteToReview } from '../reviews/invitations.js';
import { dayInIndia, insertBooking, roomIdOf } from './bookingFixtures.js';

let sequence = 0;

/**
 * A stay checked out (a booking row left `checked_out`) and its guest invited to review it, as
 * the desk's check-out does; answers the invitation's token (the link's secret).
 */
export function invitedStay(
  db: Db,
  stay: {
    readonly hotelId?: string;
    readonly roomNumber?: string;
    readonly guestName?: string;
    readonly guestEmail?: string;
    readonly checkIn?: string;
  } = {},
): { readonly token: string; readonly reference: string } {
  sequence += 1;
  const reference = `DSH-RV${String(sequence).padStart(4, '0')}`;
  const checkIn = stay.checkIn ?? dayInIndia(-3);
  insertBooking(db, {
    reference,
    roomId: roomIdOf(db, stay.hotelId ?? 'hotel-grand-imperial', stay.roomNumber ?? '101'),
    checkIn,
    checkOut: dayInIndia(-1),
    status: 'checked_out',
    guestName: stay.guestName ?? 'Asha Patil',
    guestEmail: stay.guestEmail ?? 'asha@example.com',
  });
  const invitation = db.transaction((tx) =>
    inviteToReview(tx, reference, new Date().toISOString()),
  );
  if (!invitation) throw new Error(`No invitation for ${reference}`);
  return { token: invitation.token, reference };
}

/** A review's body as the review page sends it. */
export const exampleReview = (token: string, extra: Record<string, unknown> = {}) => ({
  token,
  rating: 5,
  cleanliness: 5,
  staff: 4,
  location: 5,
  value: 4,
  title: 'Clean rooms and a warm welcome',
  text: 'The room was spotless and the staff helped us find a taxi to Ellora at 6 in the morning.',
  language: 'en',
  ...extra,
});
