import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import { type HotelLink, HotelLinks } from '../HotelLinks/HotelLinks';

/** /Payment for a booking it cannot use: why, and the way back to its room (or the hotels). */
export function InvalidBooking({
  problems,
  roomPath,
  hotels,
}: {
  problems: readonly string[];
  roomPath: string | undefined;
  hotels: readonly HotelLink[];
}) {
  return (
    <section className="payment-page__panel" aria-labelledby="invalid-booking">
      <h2 id="invalid-booking">{m.booking_bookingUnusable()}</h2>
      <ul className="payment-page__problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      {roomPath ? (
        <p>
          <Link to={roomPath}>{m.booking_chooseRoomAgain()}</Link>
        </p>
      ) : (
        <>
          <p>{m.booking_chooseRoomAtHotels()}</p>
          <HotelLinks hotels={hotels} />
        </>
      )}
    </section>
  );
}
