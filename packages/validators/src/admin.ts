import { z } from 'zod';
import { id, shortText } from './fields.js';

/** POST /api/hotels (admin). */
export const addHotel = z.strictObject({
  name: shortText('the hotel’s name', 120),
  location: shortText('the location', 200),
  description: z
    .string()
    .trim()
    .max(2000, 'Please keep the description under 2,000 characters.')
    .default(''),
});

/** POST /api/rooms (admin). Price in rupees, as the source's form sends it. */
export const addRoom = z.strictObject({
  hotelId: id,
  roomNumber: z
    .union([z.string(), z.number()], 'Please enter a room number.')
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, 'Please enter a room number.')
        .max(20, 'Please keep the room number under 20 characters.'),
    ),
  type: z.enum(
    ['single-bed', 'double-bed', 'family-suite', 'luxury-room'],
    'Please choose a room type.',
  ),
  price: z
    .number('The price must be a number.')
    .min(0, 'The price cannot be negative.')
    .max(1_000_000)
    .default(100),
  isAvailable: z.boolean().default(true),
});
