import { describe, expect, it } from 'vitest';
import { attractions, contentIn, getProperty, routes } from './index.js';
import { attractionDistance, distancesOf, straightLineKm } from './location.js';

const place = (name: string) => {
  const found = attractions.groups.flatMap((group) => group.places).find((p) => p.name === name);
  if (!found) throw new Error(`no attraction ${name}`);
  return found;
};

describe('location figures', () => {
  const grand = getProperty('hotel-grand-imperial');
  const akash = getProperty('hotel-akash-executive');
  if (!grand || !akash) throw new Error('the shipped hotels are missing');

  it('lists a property’s distances in the order of the destinations, with their names', () => {
    const listed = distancesOf(grand, attractions.destinations);
    expect(listed.map((distance) => distance.destination.id)).toEqual(
      attractions.destinations.map((destination) => destination.id),
    );
    expect(listed[0]).toMatchObject({
      destination: { id: 'railway-station' },
      km: 3,
      minutes: 10,
      maxMinutes: 15,
      by: 'road',
    });
  });

  it('measures a straight line on the globe: one degree of latitude is about 111 km', () => {
    expect(
      straightLineKm({ latitude: 19, longitude: 75 }, { latitude: 20, longitude: 75 }),
    ).toBeCloseTo(111.2, 1);
  });

  it('gives an attraction that is a destination the hotel’s own road figures, others their straight-line distance from that hotel', () => {
    expect(attractionDistance(place('Ellora Caves'), akash)).toEqual({
      basis: 'road',
      km: 37,
      minutes: 60,
      maxMinutes: 75,
      by: 'road',
    });
    const lake = place('Salim Ali Lake');
    const fromGrand = attractionDistance(lake, grand);
    const fromAkash = attractionDistance(lake, akash);
    expect(fromGrand.basis).toBe('straightLine');
    // The lake is in the old city: nearer the Grand Imperial (Kranti Chowk) than the Akash (by the airport).
    expect(fromGrand.km).toBeLessThan(fromAkash.km);
    if (!lake.geo) throw new Error('Salim Ali Lake has no coordinates');
    expect(fromGrand.km).toBe(Math.round(straightLineKm(grand.geo, lake.geo) * 10) / 10);
    expect(attractionDistance(place('Bidriware'), grand)).toEqual({ basis: 'cityCentre', km: 3 });
  });

  it('adds the terms and the privacy notice to the site’s routes and sitemap, in each language', () => {
    const legal = routes().filter((route) => route.kind === 'terms' || route.kind === 'privacy');
    expect(legal).toEqual([
      { path: '/terms', kind: 'terms', sitemap: true, lang: 'en' },
      { path: '/privacy', kind: 'privacy', sitemap: true, lang: 'en' },
      { path: '/mr/terms', kind: 'terms', sitemap: true, lang: 'mr' },
      { path: '/mr/privacy', kind: 'privacy', sitemap: true, lang: 'mr' },
      { path: '/hi/terms', kind: 'terms', sitemap: true, lang: 'hi' },
      { path: '/hi/privacy', kind: 'privacy', sitemap: true, lang: 'hi' },
    ]);
  });

  it('reads a page path in the language of the content', () => {
    const landing = routes().filter(
      (route) => route.kind === 'landing' || route.kind === 'redirect',
    );
    expect(landing.filter((route) => route.lang === 'mr').map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/mr', '/mr/Home', '/mr/rooms/grand-single-bed']),
    );
    expect(contentIn('hi').hotels[0]?.rooms[0]?.path).toMatch(/^\/hi\//);
    expect(contentIn('en').hotels[0]?.rooms[0]?.path).not.toMatch(/^\/(?:mr|hi)/);
  });
});
