import type { RateRule } from '@hotel/pricing';
import { describe, expect, it } from 'vitest';
import { getProperty, payAtHotelOf, peakNights } from './index.js';

const rule = (adjustments: RateRule['adjustments']): RateRule => ({
  tiers: [{ upToAdults: 2, rate: 150_000 }],
  beyond: { kind: 'flat', rate: 180_000 },
  breakfastPrice: 10_000,
  lunchDinnerPrice: 80_000,
  adjustments,
});

describe('peakNights', () => {
  it('names the nights a dated price rise holds on, whichever adjustment prices them', () => {
    const seasonal = rule([
      { name: 'Weekend', days: ['fri', 'sat'], percent: 15 },
      { name: 'Diwali', from: '2027-10-27', to: '2027-11-01', percent: 20 },
    ]);
    // 2027-10-29 is a Friday: the weekend prices it, Diwali still makes it peak.
    expect(peakNights(seasonal, '2027-10-25', '2027-10-30')).toEqual([
      { date: '2027-10-27', name: 'Diwali' },
      { date: '2027-10-28', name: 'Diwali' },
      { date: '2027-10-29', name: 'Diwali' },
    ]);
    expect(peakNights(seasonal, '2027-11-02', '2027-11-05')).toEqual([]);
  });

  it('does not count a weekday-only rise or a dated discount as peak', () => {
    const offSeason = rule([
      { name: 'Weekend', days: ['fri', 'sat'], percent: 15 },
      { name: 'Monsoon offer', from: '2027-07-01', to: '2027-08-31', percent: -10 },
    ]);
    expect(peakNights(offSeason, '2027-07-01', '2027-07-10')).toEqual([]);
  });
});

describe('payAtHotelOf', () => {
  it('gives the terms of a hotel that offers pay at hotel, and nothing for one that does not', () => {
    const grand = getProperty('hotel-grand-imperial');
    const aagam = getProperty('hotel-aagam-executive');
    if (grand?.kind !== 'hotel' || aagam?.kind !== 'hotel') throw new Error('no such hotels');
    expect(payAtHotelOf(grand)).toMatchObject({ offered: true, noShowReleaseTime: '18:00' });
    expect(payAtHotelOf(aagam)).toBeUndefined();
  });
});
