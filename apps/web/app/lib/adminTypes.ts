import type { BookingStatus } from './adminApi';

/**
 * The admin API's answers as the admin screens read them, in one place (to be replaced by the
 * API's response schemas).
 */

/** One banquet enquiry of GET /api/admin/enquiries. */
export interface Enquiry {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly category: string;
  readonly eventType: string;
  readonly createdAt: string;
}

/** One contact message of GET /api/admin/messages. */
export interface ContactMessage {
  readonly id: number;
  readonly propertyId: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly createdAt: string;
}

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  readonly createdAt: string;
}

export interface OutboxSms {
  readonly id: number;
  readonly to: string;
  readonly text: string;
  readonly status: DeliveryStatus;
  readonly lastError: string | null;
  readonly sentAt: string | null;
  readonly createdAt: string;
}

/** GET /api/admin/outbox: a page of each. */
export interface Outbox {
  readonly mail: readonly OutboxMail[];
  readonly sms: readonly OutboxSms[];
}

/** One row of GET /api/bookings: one physical room of a booking. Amounts are paise. */
export interface AdminBooking {
  readonly _id: number;
  readonly roomId: number;
  readonly roomNumber: string;
  readonly hotelId: string;
  readonly hotelName: string;
  readonly checkIn: string;
  readonly checkOut: string;
  readonly status: BookingStatus;
  readonly guest: { readonly name: string; readonly email: string; readonly mobile: string };
  readonly amount: number;
  readonly reference: string;
  readonly createdAt: string;
}

/** A hotel of GET /api/hotels (and POST /api/hotels' answer), as far as the screens read it. */
export interface AdminHotel {
  readonly _id: string;
  readonly name: string;
}

/** GET /api/rooms/types: the types POST /api/rooms takes for a hotel. */
export interface HotelRoomTypes {
  readonly hotelId: string;
  /** False for a hotel added by an admin: it has no room types of its own and takes all four. */
  readonly own: boolean;
  readonly types: readonly { readonly type: string; readonly title: string }[];
}
