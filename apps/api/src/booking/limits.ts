import { type Room, site } from '@hotel/content';
import { bookingLimitProblems } from '@hotel/validators';
import { invalid } from '../lib/ApiFailure.js';

/** A stay as a quote has it: its party, and its dates when it has them. */
export interface LimitedStay {
  readonly rooms: number;
  readonly adults: number;
  readonly checkIn?: string | null | undefined;
  readonly checkOut?: string | null | undefined;
}

/**
 * Refuses (400, a message on each field) a stay past the content's booking limits for this room:
 * rooms, nights, how far ahead, and adults per room. The same rule the room page checks.
 */
export function assertWithinBookingLimits(room: Room, stay: LimitedStay, today?: string): void {
  const problems = bookingLimitProblems(
    site.booking,
    {
      rooms: stay.rooms,
      adults: stay.adults,
      checkIn: stay.checkIn ?? undefined,
      checkOut: stay.checkOut ?? undefined,
      maxAdultsPerRoom: room.maxAdultsPerRoom,
    },
    today,
  );
  if (Object.keys(problems).length > 0) throw invalid(problems);
}
