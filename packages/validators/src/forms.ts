import { z } from 'zod';
import { email, id, message, mobile, personName, phone, shortText } from './fields.js';

/** POST /api/banquet-enquiry (the source's fields). */
export const banquetEnquiry = z.strictObject({
  name: personName,
  email,
  phone,
  message,
  category: shortText('the event category'),
  eventType: shortText('the event', 100).describe('The event chosen from the category’s list.'),
  selectedEvent: shortText('the event', 100).optional(),
});

/** POST /api/sendemail: a contact page's message, with the property it is for. */
export const contactMessage = z.strictObject({
  name: personName,
  phone,
  email,
  subject: shortText('a subject'),
  message,
  property: id,
});

export const sendOtp = z.strictObject({ mobile });

export const verifyOtp = z.strictObject({
  mobile,
  otp: z
    .string('Please enter the code.')
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits we sent you.'),
});

export const username = z
  .string('Please choose a username.')
  .trim()
  .min(3, 'A username needs at least 3 characters.')
  .max(30, 'A username can have at most 30 characters.')
  .regex(/^[A-Za-z0-9_.]+$/, 'A username may use letters, digits, dots and underscores.');

export const password = z
  .string('Please enter a password.')
  .min(8, 'A password needs at least 8 characters.')
  .max(128, 'A password can have at most 128 characters.');

export const signUp = z.strictObject({ username, email, password });

/** Password login: the username field takes a username or an e-mail address. */
export const login = z.strictObject({
  username: z
    .string('Please enter your username or email.')
    .trim()
    .min(1, 'Please enter your username or email.')
    .max(254),
  password: z.string('Please enter your password.').min(1, 'Please enter your password.').max(128),
});

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
