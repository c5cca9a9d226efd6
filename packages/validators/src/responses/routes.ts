import type { z } from 'zod';
import { accountDeleted, accountExport } from './account.js';
import { adminEnquiries, adminMessages, outbox } from './admin.js';
import {
  adminActionList,
  codeSent,
  currentUser,
  loginUnlocked,
  noContent,
  signedIn,
  signInMethods,
  staffAccount,
  staffList,
  staffMember,
} from './auth.js';
import { availableRoomTypes } from './availability.js';
import {
  adminBookings,
  bookingCodeSent,
  bookingDetail,
  bookingOpened,
  cancelledBooking,
  myBookings,
  retriedRefund,
} from './bookings.js';
import { priceCalendar } from './calendar.js';
import { deskPaymentRecorded, occupancy, roomBlock, stayChange, walkInBooked } from './desk.js';
import { housekeepingRoom, housekeepingRooms, todayLists } from './deskDay.js';
import { banquetEnquiryReceived, banquetLead, banquetLeads, received } from './enquiries.js';
import { gstr1Return } from './gst.js';
import { healthy, siteStatus } from './health.js';
import { hotel, hotelList } from './hotels.js';
import {
  icalConflicts,
  icalExport,
  icalExports,
  icalFeed,
  icalFeedList,
  icalSyncResult,
} from './ical.js';
import { otpSent, otpVerified } from './otp.js';
import {
  createdOrder,
  orderStatus,
  paidOrder,
  payAtHotelOffer,
  testPaymentOutcome,
  webhookReceipt,
} from './payments.js';
import { storedQuote } from './quotes.js';
import { performanceReport } from './reports.js';
import {
  adminReview,
  adminReviews,
  publicReviews,
  reviewInvitation,
  reviewReceived,
} from './reviews.js';
import { hotelRoomTypes, room, roomList } from './rooms.js';
import { searchResults } from './search.js';

/**
 * The body of each API route's success answer, keyed `METHOD /path` as Fastify names the route.
 * The API declares these in the routes' `response:` blocks and the web client parses with them,
 * so the two cannot drift.
 */
export const responses = {
  'GET /api/health': healthy,
  'GET /api/site': siteStatus,
  'GET /api/hotels': hotelList,
  'POST /api/hotels': hotel,
  'GET /api/rooms': roomList,
  'POST /api/rooms': room,
  'GET /api/rooms/types': hotelRoomTypes,
  'GET /api/rooms/:roomId/calendar': priceCalendar,
  'GET /api/bookings': adminBookings,
  'GET /api/bookings/mine': myBookings,
  'GET /api/bookings/:reference': bookingDetail,
  'POST /api/bookings/:reference/cancel': cancelledBooking,
  'POST /api/refunds/:reference/retry': retriedRefund,
  'GET /api/availability': availableRoomTypes,
  'GET /api/search': searchResults,
  'POST /api/bookings/lookup': bookingCodeSent,
  'POST /api/bookings/lookup/verify': bookingOpened,
  'POST /api/quotes': storedQuote,
  'GET /api/quotes/:id': storedQuote,
  'POST /api/payments/orders': createdOrder,
  'GET /api/payments/pay-at-hotel': payAtHotelOffer,
  'GET /api/payments/orders/:orderId/status': orderStatus,
  'POST /api/payments/test/complete': testPaymentOutcome,
  'POST /api/payments/test/webhook': testPaymentOutcome,
  'POST /api/payments/verify': paidOrder,
  'POST /api/payments/webhook': webhookReceipt,
  'POST /api/banquet-enquiry': banquetEnquiryReceived,
  'POST /api/sendemail': received,
  'POST /api/send-otp': otpSent,
  'POST /api/verify-otp': otpVerified,
  'POST /api/auth/signup': signedIn,
  'POST /api/auth/login': signedIn,
  'POST /api/auth/logout': noContent,
  'GET /api/auth/me': currentUser,
  'GET /api/auth/methods': signInMethods,
  'GET /api/account/export': accountExport,
  'DELETE /api/account': accountDeleted,
  'POST /api/auth/code': codeSent,
  'POST /api/auth/code/verify': signedIn,
  'POST /api/auth/password-reset': codeSent,
  'POST /api/auth/password-reset/confirm': signedIn,
  'GET /api/admin/enquiries': adminEnquiries,
  'GET /api/admin/messages': adminMessages,
  'GET /api/admin/outbox': outbox,
  'POST /api/admin/rooms/:roomId/blocks': roomBlock,
  'DELETE /api/admin/blocks/:id': noContent,
  'GET /api/admin/occupancy': occupancy,
  'GET /api/admin/today': todayLists,
  'GET /api/admin/housekeeping': housekeepingRooms,
  'PUT /api/admin/rooms/:roomId/housekeeping': housekeepingRoom,
  'GET /api/admin/gst/gstr1': gstr1Return,
  'GET /api/admin/reports/performance': performanceReport,
  'POST /api/admin/staff': staffAccount,
  'GET /api/admin/staff': staffList,
  'PATCH /api/admin/staff/:id': staffMember,
  'DELETE /api/admin/staff/:id': staffMember,
  'POST /api/admin/unlock': loginUnlocked,
  'GET /api/admin/actions': adminActionList,
  'POST /api/admin/bookings': walkInBooked,
  'POST /api/admin/bookings/:reference/check-in': stayChange,
  'POST /api/admin/bookings/:reference/check-out': stayChange,
  'POST /api/admin/bookings/:reference/no-show': stayChange,
  'POST /api/admin/bookings/:reference/payment': deskPaymentRecorded,
  'GET /api/admin/ical': icalExports,
  'POST /api/admin/ical/:roomTypeId/rotate': icalExport,
  'GET /api/admin/ical-feeds': icalFeedList,
  'POST /api/admin/ical-feeds': icalFeed,
  'POST /api/admin/ical-feeds/:id/sync': icalSyncResult,
  'DELETE /api/admin/ical-feeds/:id': noContent,
  'GET /api/admin/ical-conflicts': icalConflicts,
  'GET /api/reviews': publicReviews,
  'GET /api/reviews/invitation/:token': reviewInvitation,
  'POST /api/reviews': reviewReceived,
  'GET /api/admin/reviews': adminReviews,
  'POST /api/admin/reviews/:id/publish': adminReview,
  'POST /api/admin/reviews/:id/reject': adminReview,
  'POST /api/admin/reviews/:id/reply': adminReview,
  'GET /api/admin/banquet': banquetLeads,
  'POST /api/admin/banquet/:id/status': banquetLead,
  'POST /api/admin/banquet/:id/note': banquetLead,
} as const satisfies Record<string, z.ZodType>;

/** A route of the API, e.g. `'GET /api/quotes/:id'`. */
export type ApiRoute = keyof typeof responses;

/** The body of a route's success answer. */
export type ResponseOf<R extends ApiRoute> = z.infer<(typeof responses)[R]>;

/** The same map, typed so that a generic caller reads a route's schema as a schema of its body. */
export const responseSchemas: { readonly [R in ApiRoute]: z.ZodType<ResponseOf<R>> } = responses;

/** Every route key, for tests that hold the map against the API's route table. */
export const routeKeys = Object.keys(responses) as ApiRoute[];

type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:params` of a route's path, e.g. `'id'` for `'GET /api/quotes/:id'`. */
export type ParamsOf<R extends ApiRoute> = PathParams<
  R extends `${string} ${infer Path}` ? Path : never
>;
