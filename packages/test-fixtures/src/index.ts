import { dayInIndia } from '@hotel/validators/dates';
import type { QuoteFigures, StoredQuote } from '@hotel/validators/responses';

/**
 * SPEC §4's worked example, as the API prices it with the GST in force (gst-2025): Hotel Akash
 * Executive's Luxury Room, 2 rooms for 4 adults, one night, 2 breakfasts and 1 lunch/dinner:
 * ₹9,998 + GST 5% ₹499.90 (₹4,999 a room-night is ≤ ₹7,500) + meals ₹1,700 + their GST 5% ₹85
 * (restaurant service, the hotel not a specified premises) = ₹12,282.90 (the source's flat 18% on
 * the room, meals untaxed, made it ₹13,497.64). The one copy the tests and the READMEs' examples share.
 */
export const workedExampleFigures: QuoteFigures = {
  rate: 499900,
  rooms: 2,
  adults: 4,
  nights: 1,
  roomCost: 999800,
  gstRate: 5,
  gst: 49990,
  breakfasts: 2,
  breakfastPrice: 25000,
  breakfastCost: 50000,
  lunchDinners: 1,
  lunchDinnerPrice: 120000,
  lunchDinnerCost: 120000,
  mealGstRate: 5,
  mealGst: 8500,
  total: 1228290,
  nightly: [{ date: null, rate: 499900, adjustment: null, gstRate: 5 }],
};

/**
 * The worked example's meals as a booking's price lists them (GET /api/bookings/:reference): 2
 * breakfasts and 1 lunch/dinner, ₹1,700, with their own 5% GST of ₹85.00, half CGST, half SGST.
 */
export const workedExampleMeals = {
  meals: [
    { label: 'Breakfast × 2 at ₹250.00', amount: 50000 },
    { label: 'Lunch/dinner × 1 at ₹1,200.00', amount: 120000 },
  ],
  mealGst: { gstRate: 5, cgst: 4250, sgst: 4250 },
};

/** The worked example stored as a quote for 1 December 2026 (`GET /api/quotes/:id`). */
export const workedExampleQuote: StoredQuote = {
  id: 'hXjKvifID1GiXojDSOVWGw',
  roomId: 'akash-luxury-room',
  roomTitle: 'Luxury Room',
  hotelId: 'hotel-akash-executive',
  hotelName: 'Hotel Akash Executive',
  checkIn: '2026-12-01',
  checkOut: '2026-12-02',
  children: 0,
  ...workedExampleFigures,
  nightly: [{ date: '2026-12-01', rate: 499900, adjustment: null, gstRate: 5 }],
  currency: 'INR',
  createdAt: '2026-11-20T06:00:00.000Z',
};

/** The room page's selection that makes the worked example, for 1 December 2026. */
export const workedExampleSelection = {
  roomId: 'akash-luxury-room',
  rooms: 2,
  adults: 4,
  children: 0,
  breakfasts: 2,
  lunchDinners: 1,
  checkIn: '2026-12-01',
  checkOut: '2026-12-02',
} as const;

/** A banquet enquiry as the banquet page sends it (`POST /api/banquet-enquiry`). */
export const exampleEnquiry = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '0240 000 0009',
  message: 'About 200 guests in March.',
  category: 'Social & Personal Events',
  eventType: 'Wedding Reception',
  selectedEvent: 'Wedding Reception',
  // Ninety days from today in India, and the day after: always ahead, whenever the tests run.
  eventDate: dayInIndia(90),
  alternativeDate: dayInIndia(91),
  guests: 200,
  rooms: 10,
  nights: 2,
  catering: 'veg',
  budget: '3-5-lakh',
} as const;

/** A contact message as the contact form sends it (`POST /api/sendemail`). */
export const exampleContactMessage = {
  name: 'Asha Patil',
  phone: '0240 000 0009',
  email: 'asha@example.com',
  subject: 'Parking',
  message: 'Is there parking for a bus?',
  property: 'hotel-grand-imperial',
} as const;

/** A guest signed in with a password (`GET /api/auth/me`). */
export const exampleGuest = {
  id: 2,
  username: 'asha',
  email: 'asha@example.com',
  mobile: null,
  role: 'guest',
} as const;
