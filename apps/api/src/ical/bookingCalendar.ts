import { site } from '@hotel/content';
import { instantInIndia } from '@hotel/pricing';
import { guestsText } from '@hotel/validators/guests';
import type { BookingDetail } from '@hotel/validators/responses';
import ICAL from 'ical.js';

/** A booking that will not be stayed: its event is cancelled in the guest's calendar. */
const NOT_STAYING: ReadonlySet<BookingDetail['status']> = new Set([
  'cancelled',
  'failed',
  'expired',
]);

/** The event's text: what the guest needs at the desk and on the way. */
function descriptionOf(booking: BookingDetail, pageUrl: string): string {
  const rooms = booking.rooms.length;
  const { hotel } = booking;
  return [
    `Booking reference: ${booking.reference}`,
    `Room: ${booking.roomTitle}${rooms > 1 ? ` × ${rooms}` : ''}`,
    `Guests: ${guestsText(booking)}`,
    ...(hotel
      ? [`Check-in from ${hotel.checkInTime}, check-out by ${hotel.checkOutTime} (India time)`]
      : []),
    `Your booking: ${pageUrl}`,
    ...(hotel ? [`Hotel phone: ${hotel.phone}`] : []),
  ].join('\n');
}

export interface BookingCalendar {
  readonly booking: BookingDetail;
  /** The booking's own page on the site. */
  readonly pageUrl: string;
  /** The site's host name, which makes the event's UID unique worldwide. */
  readonly host: string;
  readonly now: Date;
}

/**
 * The RFC 5545 calendar a guest adds their stay with: one event from check-in to check-out at
 * the hotel's times in India, written in UTC. Its UID is the reference's, so a file downloaded
 * again after cancelling (STATUS:CANCELLED, a higher SEQUENCE) updates the same event.
 */
export function bookingCalendar({ booking, pageUrl, host, now }: BookingCalendar): string {
  const times = booking.hotel ?? {
    checkInTime: site.cancellation.checkInTime,
    checkOutTime: site.checkOutTime,
  };
  const cancelled = NOT_STAYING.has(booking.status);
  const root = new ICAL.Component(['vcalendar', [], []]);
  root.updatePropertyWithValue('prodid', `-//${site.name}//Booking//EN`);
  root.updatePropertyWithValue('version', '2.0');
  root.updatePropertyWithValue('calscale', 'GREGORIAN');
  root.updatePropertyWithValue('method', 'PUBLISH');
  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  event.uid = `${booking.reference}@${host}`;
  component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
  event.startDate = ICAL.Time.fromJSDate(instantInIndia(booking.checkIn, times.checkInTime), true);
  event.endDate = ICAL.Time.fromJSDate(instantInIndia(booking.checkOut, times.checkOutTime), true);
  event.summary = `Stay at ${booking.hotelName}`;
  event.location = booking.hotel?.address ?? booking.hotelName;
  event.description = descriptionOf(booking, pageUrl);
  component.updatePropertyWithValue('url', pageUrl);
  component.updatePropertyWithValue('status', cancelled ? 'CANCELLED' : 'CONFIRMED');
  component.updatePropertyWithValue('sequence', cancelled ? 1 : 0);
  component.updatePropertyWithValue('transp', 'OPAQUE');
  root.addSubcomponent(component);
  return ICAL.stringify(root.toJSON());
}
