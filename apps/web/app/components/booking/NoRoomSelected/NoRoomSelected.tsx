import { m } from '@hotel/i18n/messages';
import { type HotelLink, HotelLinks } from '../HotelLinks/HotelLinks';

/** /Payment without a booking: nothing to pay, and where to choose a room. */
export function NoRoomSelected({ hotels }: { hotels: readonly HotelLink[] }) {
  return (
    <section className="payment-page__panel" aria-labelledby="no-room">
      <h2 id="no-room">{m.booking_noRoomSelected()}</h2>
      <p>{m.booking_nothingToPayYet()}</p>
      <HotelLinks hotels={hotels} />
    </section>
  );
}
