import { z } from 'zod';
import { clockTime } from './cancellation.js';

const whole = (what: string, min: number) =>
  z.int(`should be a whole number of ${what}`).min(min, `should be at least ${min}`);

/**
 * Pay at hotel ("Book @ ₹0"): whether a hotel confirms a stay with nothing paid online, for whom
 * and for which stays. Nights on which a dated price rise of the room's active reading holds
 * (a season or festival under `readings › adjustments` with `from`/`to`) are the hotel's peak:
 * never bookable to pay at the hotel.
 */
export const payAtHotel = z
  .strictObject({
    offered: z.boolean().meta({ description: 'Whether guests may book this hotel to pay at it.' }),
    maxDaysBeforeArrival: whole('days', 0).meta({
      description:
        'Only for a check-in at most this many days from today (India), e.g. 30. 0: same-day arrivals only.',
    }),
    maxNights: whole('nights', 1).meta({
      description: 'Only for stays of at most this many nights, e.g. 3.',
    }),
    maxUnpaidPerContact: whole('bookings', 1).meta({
      description:
        'How many bookings left to pay at the hotel one verified mobile number or e-mail address may hold at once (across the hotels), e.g. 2.',
    }),
    noShowReleaseTime: clockTime.meta({
      description:
        'India time on the arrival day after which a booking not checked in and not paid is released as a no-show (the guest is told by e-mail and SMS), e.g. "18:00".',
    }),
  })
  .meta({
    description:
      'Pay at hotel: a stay confirmed with nothing paid online, for a guest who verified a mobile number or e-mail address by a one-time code.',
  });

export type PayAtHotel = z.output<typeof payAtHotel>;
