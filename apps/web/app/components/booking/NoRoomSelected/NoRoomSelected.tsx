import { type HotelLink, HotelLinks } from '../HotelLinks/HotelLinks';

/** /Payment without a booking: nothing to pay, and where to choose a room. */
export function NoRoomSelected({ hotels }: { hotels: readonly HotelLink[] }) {
  return (
    <section className="payment-page__panel" aria-labelledby="no-room">
      <h2 id="no-room">No room selected</h2>
      <p>
        There is nothing to pay for yet. Choose a room at one of our hotels and press its booking
        button to see your booking summary here.
      </p>
      <HotelLinks hotels={hotels} />
    </section>
  );
}
