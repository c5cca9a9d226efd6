import { z } from 'zod';
import { hotelId, shortText, text } from './fields.js';
import { roomType } from './stay.js';

/** POST /api/hotels (admin). */
export const addHotel = z.strictObject({
  name: shortText('the hotel’s name', 120),
  location: shortText('the location', 200),
  description: text(undefined, { multiline: true })
    .max(2000, 'Please keep the description under 2,000 characters.')
    .default(''),
});

/** 'Single', 'Single Bed' and 'single-bed' all name the type single-bed. */
function roomTypeFromLabel(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return slug === 'single' || slug === 'double' ? `${slug}-bed` : slug;
}

/** POST /api/rooms (admin): a physical room of one of the hotel's room types. */
export const addRoom = z
  .strictObject({
    hotelId,
    roomNumber: z
      .union([z.string(), z.number()], 'Please enter a room number.')
      .transform((value) => String(value).trim())
      .pipe(
        text()
          .min(1, 'Please enter a room number.')
          .max(20, 'Please keep the room number under 20 characters.'),
      ),
    type: z.preprocess(roomTypeFromLabel, roomType),
    // A room is charged by its room type's rates in the content, never by a price of its own.
    price: z
      .never({
        error:
          'A room has no price of its own: it is charged at its room type’s rates, set in the content.',
      })
      .optional(),
    isAvailable: z.boolean('Available must be true or false.').default(true),
  })
  // Nothing to keep: the key is only there to say why a price is refused.
  .transform(({ price: _price, ...room }) => room);

export type AddRoom = z.output<typeof addRoom>;
