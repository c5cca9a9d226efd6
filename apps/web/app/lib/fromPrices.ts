import { fromPrice, type Hotel, hotelFromPrice, type Room } from '@hotel/content';
import { todayInIndia } from '@hotel/validators/dates';
import type { FromPriceFigure } from '../components/booking/FromPrice/FromPrice';

/**
 * Whom and which nights the cards' "from" prices are for: 2 adults in one room, the 30 nights
 * from the day the site is built, in India. Loaders run at build time only, so a card's "from"
 * is the cheapest night of the 30 after the build (apps/web/README.md).
 */
export const fromPriceScan = (now?: Date) => ({ adults: 2, from: todayInIndia(now), nights: 30 });

/** A room card's "from" price (build time). */
export function roomFromPrice(room: Room, now?: Date): FromPriceFigure {
  const { amount, adults } = fromPrice(room, fromPriceScan(now));
  return { amount, adults };
}

/** A hotel card's "from" price: the cheapest of its rooms' (build time). */
export function hotelCardFromPrice(hotel: Hotel, now?: Date): FromPriceFigure {
  const { amount, adults } = hotelFromPrice(hotel, fromPriceScan(now));
  return { amount, adults };
}
