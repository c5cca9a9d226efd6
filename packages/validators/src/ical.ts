import { z } from 'zod';
import { shortText } from './fields.js';

export const icalFeedMessages = {
  roomType: 'Please choose a room type.',
  url: 'Please enter the feed’s address.',
  urlTooLong: 'Please keep the address under 2,000 characters.',
  notHttp: 'The feed’s address must be a web address starting with http:// or https://.',
} as const;

/**
 * POST /api/admin/ical-feeds: a travel site's iCal calendar (what it sold) of one room type, to
 * block a room of that type for each of its events.
 */
export const addIcalFeed = z.strictObject({
  roomTypeId: z
    .string(icalFeedMessages.roomType)
    .trim()
    .min(1, icalFeedMessages.roomType)
    .max(100, icalFeedMessages.roomType),
  name: shortText('a name', 100),
  url: z
    .string(icalFeedMessages.url)
    .trim()
    .min(1, icalFeedMessages.url)
    .max(2000, icalFeedMessages.urlTooLong)
    .pipe(z.url({ protocol: /^https?$/, error: icalFeedMessages.notHttp })),
});

export type AddIcalFeed = z.output<typeof addIcalFeed>;
