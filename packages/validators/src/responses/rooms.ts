import { roomTypes } from '@hotel/content/roomTypes';
import { z } from 'zod';

export const roomType = z.enum(roomTypes);

/** A physical room (charged at its room type's rates, which the content holds). */
export const room = z.object({
  _id: z.number().int(),
  hotelId: z.string(),
  roomNumber: z.string(),
  type: roomType,
  isAvailable: z.boolean(),
});
export type Room = z.infer<typeof room>;

export const roomList = z.array(room);

/** The room types a hotel takes; `own` is false for the fallback of all four. */
export const hotelRoomTypes = z.object({
  hotelId: z.string(),
  own: z.boolean(),
  types: z.array(z.object({ type: roomType, title: z.string() })),
});
export type HotelRoomTypes = z.infer<typeof hotelRoomTypes>;
