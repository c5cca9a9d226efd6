import { banquet, hotels, priceRange } from '@hotel/content';
import { describe, expect, it } from 'vitest';
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

describe('hotelJsonLd', () => {
  const aagam = hotelNamed('hotel-aagam-executive');
  const ld = hotelJsonLd({ hotel: aagam, siteUrl: SITE, priceRange: priceRange(aagam) });

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

  it('computes the price range from the active readings, not the card prices', () => {
    // Aagam's family suite lists ₹2,200 on its card but charges ₹1,500 (its active reading).
    expect(ld.priceRange).toBe('₹1,200–₹1,800');
    const grand = hotelNamed('hotel-grand-imperial');
    expect(
      hotelJsonLd({ hotel: grand, siteUrl: SITE, priceRange: priceRange(grand) }).priceRange,
    ).toBe('₹1,500–₹3,499');
  });

  it('lists each amenity of the rooms once, and absolute image addresses', () => {
    expect(ld.amenityFeature.map((feature) => feature.name)).toEqual([
      'Free Wifi',
      'Room Service',
      'Air Conditioning',
      'Free Cancellation',
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
