import { z } from 'zod';
import { hotelId, isoDate } from './fields.js';
import { HOUSEKEEPING_STATES } from './responses/housekeepingStates.js';

export {
  HOUSEKEEPING_STATES,
  type HousekeepingState,
  housekeepingLabels,
} from './responses/housekeepingStates.js';

/** GET /api/admin/today: a hotel's lists for a date (today in India when left out). */
export const todayQuery = z.object({
  hotelId,
  date: isoDate('Date').optional(),
});

/** GET /api/admin/housekeeping: a hotel's rooms and their states. */
export const housekeepingQuery = z.object({ hotelId });

/** PUT /api/admin/rooms/:roomId/housekeeping. */
export const housekeepingChange = z.strictObject({
  state: z.enum(HOUSEKEEPING_STATES, {
    error: `State must be one of ${HOUSEKEEPING_STATES.join(', ')}.`,
  }),
});
export type HousekeepingChange = z.output<typeof housekeepingChange>;

/** POST /api/admin/bookings/:reference/check-in: `acceptDirtyRoom` checks a guest into a dirty room. */
export const checkInRequest = z
  .strictObject({ acceptDirtyRoom: z.boolean('acceptDirtyRoom must be true or false.').optional() })
  .nullish();
