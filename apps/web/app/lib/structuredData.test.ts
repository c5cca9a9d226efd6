import { banquet, type Hotel, hotels } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { roomFromPrice } from './fromPrices';
import { eventVenueJsonLd, hotelJsonLd, priceRangeText } from './structuredData';

const SITE = 'https://hotels.example.com';

const hotelNamed = (id: string) => {
  const hotel = hotels.find((candidate) => candidate.id === id);
  if (!hotel) throw new Error(`no hotel ${id}`);
  return hotel;
};

describe('priceRangeText', () => {
  it('writes whole rupees without paise and joins the ends with an en dash', () => {
    expect(priceRangeText({ min: 120000, max: 180000 })).toBe('₹1,200–₹1,800');
  });

  it('keeps paise when an end has them, and gives one price when both ends agree', () => {
    expect(priceRangeText({ min: 99950, max: 100000 })).toBe('₹999.50–₹1,000');
    expect(priceRangeText({ min: 299900, max: 299900 })).toBe('₹2,999');
  });
});

// The build's day in India: Friday 27 Nov 2026.
const BUILT_AT = new Date('2026-11-27T04:00:00Z');
/** What the hotel page's loader passes: the range of its room cards' "from" prices. */
const cardsRange = (hotel: Hotel) => {
  const amounts = hotel.rooms.map((room) => roomFromPrice(room, BUILT_AT).amount);
  return { min: Math.min(...amounts), max: Math.max(...amounts) };
};

describe('hotelJsonLd', () => {
  const aagam = hotelNamed('hotel-aagam-executive');
  const ld = hotelJsonLd({ hotel: aagam, siteUrl: SITE, priceRange: cardsRange(aagam) });

  it('describes the hotel with its address, contacts, position and star rating', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Hotel Aagam Executive',
      url: 'https://hotels.example.com/Hotel-Aagam-Executive',
      telephone: aagam.phone,
      email: aagam.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${aagam.address.street}, ${aagam.address.locality}`,
        addressLocality: aagam.address.city,
        addressRegion: 'Maharashtra',
        postalCode: aagam.address.postalCode,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: aagam.geo.latitude },
      starRating: { '@type': 'Rating', ratingValue: 2 },
    });
  });

  it('states the range of the room cards’ "from" prices: a night for 2 adults, taxes included', () => {
    // ₹1,500 (three rooms) and ₹2,200 a night for 2 adults, plus 5% GST; not ₹1,200–₹1,800,
    // the one-adult rates before tax the cards used to show.
    expect(ld.priceRange).toBe('₹1,575–₹2,310');
    const grand = hotelNamed('hotel-grand-imperial');
    // Weekday nights (the weekend's 15% more is not a "from"): ₹1,800 to ₹3,999, plus 5%.
    expect(
      hotelJsonLd({ hotel: grand, siteUrl: SITE, priceRange: cardsRange(grand) }).priceRange,
    ).toBe('₹1,890–₹4,198.95');
  });

  it('lists each amenity of the rooms once, and absolute image addresses', () => {
    expect(ld.amenityFeature.map((feature) => feature.name)).toEqual([
      'Free Wifi',
      'Room Service',
      'Air Conditioning',
    ]);
    expect(ld.amenityFeature[0]).toEqual({
      '@type': 'LocationFeatureSpecification',
      name: 'Free Wifi',
      value: true,
    });
    expect(ld.image).toHaveLength(5);
    expect(ld.image[0]).toBe('https://hotels.example.com/hotel-aagam-executive/card.svg');
  });

  it('survives JSON serialisation unchanged (what the page embeds)', () => {
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });
});

describe('eventVenueJsonLd', () => {
  const ld = eventVenueJsonLd({ venue: banquet, siteUrl: SITE });

  it('gives the capacity and the opening hours every day from 08:00 to 23:00', () => {
    expect(ld).toMatchObject({
      '@type': 'EventVenue',
      name: 'Akash Banquet Hall',
      url: 'https://hotels.example.com/Akash-Banquet-Hall',
      maximumAttendeeCapacity: 500,
      telephone: banquet.phone,
      address: { '@type': 'PostalAddress', postalCode: banquet.address.postalCode },
    });
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '23:00',
      },
    ]);
  });
});
