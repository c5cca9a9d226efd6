import { z } from 'zod';

/** A hotel in the source's shape (`_id`), as listed and as added by an admin. */
export const hotel = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
});
export type Hotel = z.infer<typeof hotel>;

export const hotelList = z.array(hotel);
