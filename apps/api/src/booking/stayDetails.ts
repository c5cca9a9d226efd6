import { addressText, contentIn, getRoom, type Room, stayTimesOf } from '@hotel/content';
import { DEFAULT_LANG, type Lang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type {
  BookingDetail,
  BookingPrice,
  StayHotel,
  StoredQuote,
} from '@hotel/validators/responses';
import { nightsIn } from './guestLanguage.js';
import { chargesOf, mealsOf } from './taxDocuments.js';

/** A map search for the hotel's `mapQuery` (Google Maps' documented search URL). */
const mapSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/**
 * A hotel as its guest needs it on the way there (the confirmation page, the calendar file and
 * the e-mail), its texts (directions) in `lang`: undefined for a hotel the content does not hold
 * (one an admin added).
 */
export function stayHotelOf(hotelId: string, lang: Lang = DEFAULT_LANG): StayHotel | undefined {
  const property = contentIn(lang).properties.find((candidate) => candidate.id === hotelId);
  if (property?.kind !== 'hotel') return undefined;
  return {
    address: addressText(property),
    mapUrl: mapSearchUrl(property.mapQuery),
    phone: property.phone,
    messagingNumber: property.messagingNumber,
    ...stayTimesOf(property),
    directions: (property.directions ?? []).map(({ from, text }) => ({ from, text })),
  };
}

/** What a room type includes, as its room card lists it. */
export const amenitiesOf = (roomTypeId: string): string[] => [
  ...(getRoom(roomTypeId)?.amenities ?? []),
];

/** A paid quote's nights and charges, the figures its tax invoice prints. */
export function priceOf(quote: StoredQuote): BookingPrice {
  const { gstRates, cgst, sgst, meals, mealGst } = chargesOf(quote);
  return {
    nightly: [...quote.nightly],
    roomCost: quote.roomCost,
    gstRates: [...gstRates],
    cgst,
    sgst,
    meals: meals.map((meal) => ({ ...meal })),
    mealGst: mealGst ? { ...mealGst } : null,
    total: quote.total,
  };
}

/** A booking's hotel, what its room includes and what it cost, for GET /api/bookings/:reference. */
export function stayDetailsOf(
  quote: StoredQuote | undefined,
  lang: Lang = DEFAULT_LANG,
): Pick<BookingDetail, 'hotel' | 'amenities' | 'price'> {
  if (!quote) return { hotel: null, amenities: [], price: null };
  const price = priceOf(quote);
  return {
    hotel: stayHotelOf(quote.hotelId, lang) ?? null,
    amenities: [...(roomIn(quote.roomId, lang)?.amenities ?? amenitiesOf(quote.roomId))],
    price: {
      ...price,
      nightly: nightsIn(price.nightly, lang),
      meals: lang === DEFAULT_LANG ? price.meals : mealsIn(quote, lang),
    },
  };
}

/** The meals of a stay as the booking summary names them in `lang` ('न्याहारी: 2 × ₹250.00'). */
function mealsIn(quote: StoredQuote, lang: Lang): BookingPrice['meals'] {
  return mealsOf(quote).map((meal) => ({
    label: (meal.kind === 'breakfast' ? m.booking_breakfastsTimes : m.booking_lunchDinnersTimes)(
      { count: meal.count, price: formatINR(meal.price) },
      { locale: lang },
    ),
    amount: meal.amount,
  }));
}

/**
 * The booking's own page, as the guest keeps it (the e-mail, the calendar file): at the site's
 * public address (site.json › url), as canonical links and the sitemap are.
 */
export function bookingPageUrl(reference: string, lang: Lang = DEFAULT_LANG): string {
  const { site } = contentIn(lang);
  return new URL(`${site.pages.myBookings}/${encodeURIComponent(reference)}`, site.url).href;
}

/** A room type of the content, its texts in `lang`. */
export const roomIn = (roomTypeId: string, lang: Lang): Room | undefined =>
  contentIn(lang)
    .hotels.flatMap((hotel) => hotel.rooms)
    .find((room) => room.id === roomTypeId);
