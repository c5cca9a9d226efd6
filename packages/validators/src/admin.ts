import { z } from 'zod';
import { shortText } from './fields.js';
import { roomType } from './stay.js';

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

const NUMBER_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** 'Single', 'Single Bed' and 'single-bed' all name the type single-bed. */
function roomTypeFromLabel(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return slug === 'single' || slug === 'double' ? `${slug}-bed` : slug;
}

/** POST /api/rooms (admin). Price in rupees, as the source's form sends it (default ₹100). */
export const addRoom = z.strictObject({
  hotelId: z.string('Please choose a hotel.').trim().min(1, 'Please choose a hotel.').max(100),
  roomNumber: z
    .union([z.string(), z.number()], 'Please enter a room number.')
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, 'Please enter a room number.')
        .max(20, 'Please keep the room number under 20 characters.'),
    ),
  type: z.preprocess(roomTypeFromLabel, roomType),
  price: z
    .preprocess(
      (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
      z
        .number('The price must be a number.')
        .min(0, 'The price cannot be negative.')
        .max(1_000_000, 'The price can be at most ₹10,00,000.')
        .refine(
          (rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6,
          'The price can have at most 2 decimal places.',
        ),
    )
    .default(100),
  isAvailable: z.boolean('Available must be true or false.').default(true),
});

export type AddRoom = z.output<typeof addRoom>;
