import { z } from 'zod';
import { paise, quoteFigures } from './quotes.js';
import { roomType } from './rooms.js';

/** A room type with enough free rooms for the whole stay, priced for the party. */
export const availableRoomType = z.object({
  roomId: z.string(),
  title: z.string(),
  type: roomType,
  path: z.string(),
  freeRooms: z.number().int(),
  nightlyRate: paise,
  quote: quoteFigures,
});
export type AvailableRoomType = z.infer<typeof availableRoomType>;

export const availableRoomTypes = z.array(availableRoomType);
