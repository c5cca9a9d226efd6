import { renderIn } from '@hotel/i18n';
import { describe, expect, it } from 'vitest';
import { bookingLimitProblems } from './bookingLimits.js';

// The shipped limits (packages/content's tests pin that site.json holds these).
const limits = { bookAheadDays: 365, maxNights: 30, maxRooms: 5 };
const today = '2026-11-23';
const check = (stay: Parameters<typeof bookingLimitProblems>[1]) =>
  bookingLimitProblems(limits, stay, today);

describe('booking limits', () => {
  it('accept a stay within every limit, at each edge', () => {
    expect(check({ rooms: 5, adults: 15, maxAdultsPerRoom: 3 })).toEqual({});
    expect(check({ rooms: 1, adults: 1, checkIn: '2027-11-23', checkOut: '2027-12-23' })).toEqual(
      {},
    );
  });

  it('refuse more rooms, more nights or a later check-in, naming the limit', () => {
    expect(check({ rooms: 6, adults: 6, checkIn: '2027-11-24', checkOut: '2027-12-25' })).toEqual({
      rooms: 'You can book at most 5 rooms at once. Please contact the hotel for more.',
      checkIn: 'Bookings open 365 days ahead: please choose a check-in on or before 2027-11-23.',
      checkOut: 'A stay can be at most 30 nights. Please contact the hotel for longer stays.',
    });
  });

  it('refuse fewer adults than rooms, and more than the room type sleeps', () => {
    expect(check({ rooms: 3, adults: 2, maxAdultsPerRoom: 2 })).toEqual({
      adults: 'Each room needs an adult: please choose at least 3 adults for 3 rooms.',
    });
    expect(check({ rooms: 1, adults: 3, maxAdultsPerRoom: 2 })).toEqual({
      adults:
        'At most 2 adults can stay in one room, so 1 room takes at most 2 adults. Please add a room.',
    });
    expect(check({ rooms: 2, adults: 7, maxAdultsPerRoom: 3 }).adults).toBe(
      'At most 3 adults can stay in one room, so 2 rooms take at most 6 adults. Please add a room.',
    );
    // Without a room type (a search of every type) only the one-adult-a-room rule applies.
    expect(check({ rooms: 1, adults: 9 })).toEqual({});
  });

  it('name the limits in the page’s language, with each count’s plural', () => {
    renderIn('mr');
    try {
      expect(check({ rooms: 2, adults: 7, maxAdultsPerRoom: 3 }).adults).toBe(
        'एका खोलीत जास्तीत जास्त 3 प्रौढ राहू शकतात; 2 खोल्या घेतल्यास जास्तीत जास्त 6 प्रौढ. कृपया आणखी एक खोली जोडा.',
      );
      renderIn('hi');
      expect(check({ rooms: 1, adults: 3, maxAdultsPerRoom: 2 }).adults).toBe(
        'एक कमरे में अधिकतम 2 वयस्क ठहर सकते हैं; 1 कमरा लेने पर अधिकतम 2 वयस्क। कृपया एक और कमरा जोड़ें।',
      );
    } finally {
      renderIn('en');
    }
  });
});
