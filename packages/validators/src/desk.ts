import { z } from 'zod';
import { nightsBetween, todayInIndia } from './dates.js';
import { isoDate, shortText } from './fields.js';

/** The most nights one block may cover: a year. */
export const BLOCK_MAX_NIGHTS = 366;

/**
 * POST /api/admin/rooms/:roomId/blocks: takes a physical room out of sale from the night `from`
 * to the night `to`, both included (a one-night block has from = to).
 */
export const roomBlock = z
  .strictObject({
    from: isoDate('From'),
    to: isoDate('To'),
    reason: shortText('a reason', 200),
  })
  .superRefine(({ from, to }, ctx) => {
    if (from < todayInIndia()) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From cannot be in the past.' });
    }
    const nights = nightsBetween(from, to) + 1;
    if (nights < 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From.' });
    } else if (nights > BLOCK_MAX_NIGHTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A block covers at most ${BLOCK_MAX_NIGHTS} nights.`,
      });
    }
  });

export type RoomBlockRequest = z.output<typeof roomBlock>;
