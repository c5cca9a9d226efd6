import { z } from 'zod';
import { shortText } from './fields.js';

export const icalFeedMessages = {
  roomType: 'Please choose a room type.',
  url: 'Please enter the feed’s address.',
  urlTooLong: 'Please keep the address under 2,000 characters.',
  notHttp: 'The feed’s address must be a web address starting with http:// or https://.',
  credentials:
    'Please leave the user name and password out of the feed’s address: they would be shown to every admin. Use the secret address the travel site gives for its calendar.',
  notPublic:
    'The feed’s address must be a public web address, not a local, private or reserved one.',
} as const;

/** Whether a web address carries a user name or password (`https://user:secret@host/…`). */
const hasCredentials = (address: string) => {
  try {
    const url = new URL(address);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
};

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
    .pipe(z.url({ protocol: /^https?$/, error: icalFeedMessages.notHttp }))
    .refine((address) => !hasCredentials(address), icalFeedMessages.credentials),
});

export type AddIcalFeed = z.output<typeof addIcalFeed>;
