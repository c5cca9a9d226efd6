import { Link } from 'react-router';

export interface HotelLink {
  readonly id: string;
  readonly name: string;
  readonly path: string;
}

/** A list of links to the hotels' pages. */
export function HotelLinks({ hotels }: { hotels: readonly HotelLink[] }) {
  return (
    <ul className="payment-page__hotels">
      {hotels.map((hotel) => (
        <li key={hotel.id}>
          <Link to={hotel.path}>{hotel.name}</Link>
        </li>
      ))}
    </ul>
  );
}
