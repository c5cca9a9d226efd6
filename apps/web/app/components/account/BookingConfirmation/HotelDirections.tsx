import { m } from '@hotel/i18n/messages';
import type { StayHotel } from '@hotel/validators/responses';
import { withElements } from '../../../lib/messageParts';

/** A phone number as a link that dials it: '0240 000 0003' → 'tel:02400000003'. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The messaging app's chat with a number (country code first, digits only). */
const messagingHref = (number: string) => `https://wa.me/${number}`;

/**
 * The hotel as the guest needs it on the way: its address with a map, its phone and messaging
 * chat, and how to get there from the railway station and the airport (the hotel's content).
 */
export function HotelDirections({ hotelName, hotel }: { hotelName: string; hotel: StayHotel }) {
  return (
    <section className="payment-page__panel" aria-labelledby="booking-hotel">
      <h2 id="booking-hotel">{m.account_gettingThere()}</h2>
      <address className="my-booking__address">
        <strong>{hotelName}</strong>
        <br />
        {hotel.address}
      </address>
      <ul className="my-booking__links">
        <li>
          <a href={hotel.mapUrl} target="_blank" rel="noopener noreferrer">
            {m.account_openInMaps()}
          </a>
        </li>
        <li>
          <a href={telHref(hotel.phone)}>
            {withElements(m.account_callHotel, {
              phone: <span className="amount">{hotel.phone}</span>,
            })}
          </a>
        </li>
        <li>
          <a href={messagingHref(hotel.messagingNumber)} target="_blank" rel="noopener noreferrer">
            {m.account_messageHotel()}
          </a>
        </li>
      </ul>
      {hotel.directions.length > 0 ? (
        <dl className="my-booking__directions">
          {hotel.directions.map((way) => (
            <div key={way.from}>
              <dt>{way.from}</dt>
              <dd>{way.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
