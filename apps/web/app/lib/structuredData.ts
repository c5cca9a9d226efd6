import type { BanquetHall, Hotel } from '@hotel/content';
import { formatINR, type Paise } from '@hotel/pricing';
import { imageUrl } from './imageUrl';

type Place = Pick<
  Hotel | BanquetHall,
  'name' | 'tagline' | 'path' | 'address' | 'geo' | 'phone' | 'email' | 'cardImage' | 'carousel'
>;

const absolute = (path: string, siteUrl: string): string => new URL(path, siteUrl).href;

/** Whole rupees without the paise (₹1,200), otherwise with them (₹1,200.50). */
const rupees = (paise: Paise): string => formatINR(paise).replace(/\.00$/, '');

const DAY_NAMES = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const;

/** What Hotel and EventVenue share: a place with an address, contacts, position and pictures. */
function placeFacts(place: Place, siteUrl: string) {
  const { street, locality, city, state, postalCode, country } = place.address;
  return {
    name: place.name,
    description: place.tagline,
    url: absolute(place.path, siteUrl),
    image: [place.cardImage, ...place.carousel.map((slide) => slide.image)].map((image) =>
      absolute(imageUrl(image.src), siteUrl),
    ),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${street}, ${locality}`,
      addressLocality: city,
      addressRegion: state,
      postalCode,
      addressCountry: country,
    },
    telephone: place.phone,
    email: place.email,
    geo: {
      '@type': 'GeoCoordinates',
      latitude: place.geo.latitude,
      longitude: place.geo.longitude,
    },
  };
}

/** The price range of structured data, from the lowest and highest shown "from" prices. */
export function priceRangeText({ min, max }: { readonly min: Paise; readonly max: Paise }): string {
  return min === max ? rupees(min) : `${rupees(min)}–${rupees(max)}`;
}

/**
 * JSON-LD `Hotel` for a hotel page; `priceRange` is the range of its room cards' "from" prices
 * (a night for 2 adults, taxes included), so it states what the page shows.
 */
export function hotelJsonLd({
  hotel,
  siteUrl,
  priceRange,
}: {
  readonly hotel: Place & Pick<Hotel, 'starRating' | 'rooms'>;
  readonly siteUrl: string;
  readonly priceRange: { readonly min: Paise; readonly max: Paise };
}) {
  const amenities = [...new Set(hotel.rooms.flatMap((room) => room.amenities))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    ...placeFacts(hotel, siteUrl),
    starRating: { '@type': 'Rating', ratingValue: hotel.starRating },
    priceRange: priceRangeText(priceRange),
    amenityFeature: amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
  };
}

/** JSON-LD `EventVenue` for the banquet hall: capacity and opening hours from the content. */
export function eventVenueJsonLd({
  venue,
  siteUrl,
}: {
  readonly venue: Place & Pick<BanquetHall, 'capacity' | 'openingHours'>;
  readonly siteUrl: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    ...placeFacts(venue, siteUrl),
    maximumAttendeeCapacity: venue.capacity,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: venue.openingHours.days.map((day) => DAY_NAMES[day]),
        opens: venue.openingHours.opens,
        closes: venue.openingHours.closes,
      },
    ],
  };
}
