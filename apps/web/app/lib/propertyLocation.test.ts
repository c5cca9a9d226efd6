import { attractions, banquet, contentIn, getProperty } from '@hotel/content';
import { describe, expect, it } from 'vitest';
import { attractionsFrom, durationText, locationOf, travelTimeText } from './propertyLocation';

const grand = getProperty('hotel-grand-imperial');
const aagam = getProperty('hotel-aagam-executive');
if (!grand || !aagam) throw new Error('the shipped hotels are missing');

describe('a property’s location, as its page states it', () => {
  it('states travel times a guest reads at a glance', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(150)).toBe('2 h 30 min');
    expect(durationText(180)).toBe('3 h');
    expect(travelTimeText({ minutes: 10, maxMinutes: 15, by: 'road' })).toBe('10–15 min by road');
    expect(travelTimeText({ minutes: 150, maxMinutes: 180, by: 'road' })).toBe(
      '2 h 30 min – 3 h by road',
    );
    expect(travelTimeText({ minutes: 45, maxMinutes: 60, by: 'road' })).toBe('45–60 min by road');
    expect(travelTimeText({ minutes: 60, maxMinutes: 75, by: 'road' })).toBe('60–75 min by road');
    expect(travelTimeText({ minutes: 90, maxMinutes: 120, by: 'road' })).toBe(
      '1 h 30 min – 2 h by road',
    );
    expect(travelTimeText({ minutes: 5, by: 'foot' })).toBe('5 min on foot');
  });

  it('lists the eight destinations with the hotel’s own figures, the address first', () => {
    const location = locationOf(grand, attractions);
    expect(location.addressLines).toEqual([
      'Plot 0, Adalat Road, Kranti Chowk',
      'Chhatrapati Sambhajinagar, Maharashtra 431001',
    ]);
    expect(location.distances.map((row) => row.id)).toEqual([
      'railway-station',
      'airport',
      'central-bus-stand',
      'ellora',
      'ajanta',
      'bibi-ka-maqbara',
      'daulatabad',
      'grishneshwar',
    ]);
    expect(location.distances[0]).toEqual({
      id: 'railway-station',
      place: 'Railway station',
      distance: '3 km',
      time: '10–15 min',
    });
    expect(locationOf(aagam, attractions).distances[0]?.time).toBe('5 min on foot');
    expect(locationOf(banquet, attractions).distances).toHaveLength(8);
  });

  it('gives each attraction its distance from this hotel: by road for a destination, else in a straight line', () => {
    const places = (property: typeof grand) =>
      new Map(
        attractionsFrom(property, attractions).groups.flatMap((group) =>
          group.places.map((place) => [place.name, place.distance] as const),
        ),
      );
    const fromGrand = places(grand);
    const fromAagam = places(aagam);
    expect(fromGrand.get('Ellora Caves')).toBe('30 km from Grand Imperial, 50–60 min by road');
    expect(fromAagam.get('Ellora Caves')).toBe('30 km from Aagam Executive, 45–60 min by road');
    expect(fromGrand.get('Salim Ali Lake')).toMatch(
      /^About \d+(\.\d)? km from Grand Imperial in a straight line$/,
    );
    expect(fromGrand.get('Salim Ali Lake')).not.toBe(
      fromAagam.get('Salim Ali Lake')?.replace('Aagam Executive', 'Grand Imperial'),
    );
    expect(fromGrand.get('Bidriware')).toBe('About 3 km from the city centre');
  });
});

describe('travel times in Marathi and Hindi', () => {
  it('writes minutes and hours with the plural each number takes, in Latin digits', () => {
    expect(durationText(1, 'mr')).toBe('1 मिनिट');
    expect(durationText(45, 'mr')).toBe('45 मिनिटे');
    expect(durationText(60, 'hi')).toBe('1 घंटा');
    expect(durationText(180, 'hi')).toBe('3 घंटे');
    expect(durationText(150, 'hi')).toBe('2 घंटे 30 मिनट');
    expect(durationText(61, 'mr')).toBe('1 तास 1 मिनिट');
    expect(travelTimeText({ minutes: 5, by: 'foot' }, 'mr')).toBe('चालत 5 मिनिटे');
    expect(travelTimeText({ minutes: 1, by: 'foot' }, 'hi')).toBe('पैदल 1 मिनट');
    expect(travelTimeText({ minutes: 10, maxMinutes: 15, by: 'road' }, 'hi')).toBe(
      'सड़क से 10–15 मिनट',
    );
    expect(travelTimeText({ minutes: 90, maxMinutes: 120, by: 'road' }, 'hi')).toBe(
      'सड़क से 1 घंटा 30 मिनट – 2 घंटे',
    );
  });

  it('fills a Marathi page’s location table and attraction cards in Marathi', () => {
    const marathi = contentIn('mr');
    const location = locationOf(aagam, marathi.attractions, 'mr');
    expect(location.distances[0]?.time).toBe('चालत 5 मिनिटे');
    for (const row of location.distances) {
      expect(row.distance).toMatch(/^[\d.,]+ किमी$/);
      expect(row.time).not.toMatch(/min|road|foot/);
    }
    const hindi = contentIn('hi');
    const distances = attractionsFrom(grand, hindi.attractions, 'hi').groups.flatMap((group) =>
      group.places.map((place) => place.distance),
    );
    expect(distances.length).toBeGreaterThan(0);
    for (const text of distances) expect(text).toMatch(/किमी/);
    expect(distances.some((text) => /से .* किमी, सड़क से/.test(text))).toBe(true);
  });
});
