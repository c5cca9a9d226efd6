import { describe, expect, it } from 'vitest';
import {
  cancellationPolicyInBrief,
  cancellationSchedule,
  cancellationTerms,
  checkInMoment,
  describeCancellationPolicy,
} from './cancellation.js';
import type { CancellationPolicy } from './schema/cancellation.js';
import { cancellationPolicy } from './schema/cancellation.js';

const shipped: CancellationPolicy = {
  checkInTime: '12:00',
  tiers: [
    { hoursBefore: 48, refundPercent: 100 },
    { hoursBefore: 0, refundPercent: 50 },
  ],
};
// Check-in 10 Dec 2026 at 12:00 in India is 06:30 UTC.
const CHECK_IN = '2026-12-10';
const at = (iso: string) => new Date(iso);

describe('cancellationTerms with the shipped policy', () => {
  it('places check-in at 12:00 India time', () => {
    expect(checkInMoment(shipped, CHECK_IN).toISOString()).toBe('2026-12-10T06:30:00.000Z');
  });

  it.each([
    ['a week before', '2026-12-03T06:30:00.000Z', 100, '2026-12-08T06:30:00.000Z'],
    ['exactly 48 hours before', '2026-12-08T06:30:00.000Z', 100, '2026-12-08T06:30:00.000Z'],
    [
      'a millisecond under 48 hours before',
      '2026-12-08T06:30:00.001Z',
      50,
      '2026-12-10T06:30:00.000Z',
    ],
    ['a millisecond before check-in', '2026-12-10T06:29:59.999Z', 50, '2026-12-10T06:30:00.000Z'],
  ])('%s: allowed, %i% back until %s', (_, now, refundPercent, deadline) => {
    expect(cancellationTerms(shipped, CHECK_IN, at(now))).toEqual({
      allowed: true,
      refundPercent,
      deadline,
    });
  });

  it.each([
    ['exactly at check-in', '2026-12-10T06:30:00.000Z'],
    ['after check-in', '2026-12-11T00:00:00.000Z'],
  ])('%s: not allowed, nothing back', (_, now) => {
    expect(cancellationTerms(shipped, CHECK_IN, at(now))).toEqual({
      allowed: false,
      refundPercent: 0,
      deadline: null,
    });
  });

  it('allows a late cancellation with nothing back when no tier reaches check-in', () => {
    const strict = { checkInTime: '14:00', tiers: [{ hoursBefore: 24, refundPercent: 100 }] };
    expect(cancellationTerms(strict, CHECK_IN, at('2026-12-10T01:00:00.000Z'))).toEqual({
      allowed: true,
      refundPercent: 0,
      deadline: '2026-12-10T08:30:00.000Z',
    });
  });
});

describe('describeCancellationPolicy', () => {
  it('states the shipped policy in words', () => {
    expect(describeCancellationPolicy(shipped)).toBe(
      'Cancel at least 48 hours before check-in for a full refund; later, until check-in, for a 50% refund (check-in is 12:00 on the check-in day, India time). After check-in a booking cannot be cancelled.',
    );
  });

  it('says what is left after the last tier', () => {
    expect(
      describeCancellationPolicy({
        checkInTime: '14:00',
        tiers: [{ hoursBefore: 24, refundPercent: 100 }],
      }),
    ).toBe(
      'Cancel at least 24 hours before check-in for a full refund; later, until check-in, for no refund (check-in is 14:00 on the check-in day, India time). After check-in a booking cannot be cancelled.',
    );
  });
});

describe('cancellationPolicyInBrief: the policy on a card, which has no dates', () => {
  it('gives the shipped policy’s free cancellation and its deadline', () => {
    expect(cancellationPolicyInBrief(shipped)).toBe(
      'Free cancellation up to 48 hours before check-in',
    );
  });

  it('names a partial refund, a refund until check-in, and a single hour', () => {
    const policy = (...tiers: [number, number][]): CancellationPolicy => ({
      checkInTime: '14:00',
      tiers: tiers.map(([hoursBefore, refundPercent]) => ({ hoursBefore, refundPercent })),
    });
    expect(cancellationPolicyInBrief(policy([72, 50], [0, 0]))).toBe(
      '50% refund up to 72 hours before check-in',
    );
    expect(cancellationPolicyInBrief(policy([0, 100]))).toBe('Free cancellation until check-in');
    expect(cancellationPolicyInBrief(policy([1, 100]))).toBe(
      'Free cancellation up to 1 hour before check-in',
    );
  });

  it('says non-refundable when no tier gives anything back, never "free"', () => {
    const none: CancellationPolicy = {
      checkInTime: '12:00',
      tiers: [
        { hoursBefore: 24, refundPercent: 0 },
        { hoursBefore: 0, refundPercent: 0 },
      ],
    };
    expect(cancellationPolicyInBrief(none)).toBe('Non-refundable');
  });
});

describe('the cancellation sentences in Marathi and Hindi (from the booking catalog)', () => {
  const policy = (...tiers: [number, number][]): CancellationPolicy => ({
    checkInTime: '14:00',
    tiers: tiers.map(([hoursBefore, refundPercent]) => ({ hoursBefore, refundPercent })),
  });

  it('states the shipped policy in Marathi, with Latin digits', () => {
    expect(describeCancellationPolicy(shipped, 'mr')).toBe(
      'चेक-इनच्या किमान 48 तास आधी रद्द केल्यास पूर्ण रक्कम परत मिळेल; त्यानंतर चेक-इनपर्यंत रद्द केल्यास 50% रक्कम परत मिळेल (चेक-इनची वेळ: चेक-इनच्या दिवशी दुपारी 12:00, भारतीय वेळ). चेक-इननंतर बुकिंग रद्द करता येत नाही.',
    );
  });

  it('says in Marathi what is left after the last tier', () => {
    expect(describeCancellationPolicy(policy([24, 100]), 'mr')).toBe(
      'चेक-इनच्या किमान 24 तास आधी रद्द केल्यास पूर्ण रक्कम परत मिळेल; त्यानंतर चेक-इनपर्यंत रद्द केल्यास कोणतीही रक्कम परत मिळणार नाही (चेक-इनची वेळ: चेक-इनच्या दिवशी दुपारी 2:00, भारतीय वेळ). चेक-इननंतर बुकिंग रद्द करता येत नाही.',
    );
  });

  it('writes the check-in time in Hindi by its part of the day, as the booking pages do', () => {
    expect(describeCancellationPolicy(shipped, 'hi')).toContain('दोपहर 12:00');
  });

  it('gives the policy in brief in Marathi and Hindi, hours by each language’s plural rules', () => {
    expect(cancellationPolicyInBrief(shipped, 'mr')).toBe(
      'चेक-इनच्या 48 तास आधीपर्यंत मोफत रद्द करता येते',
    );
    expect(cancellationPolicyInBrief(policy([72, 50], [0, 0]), 'mr')).toBe(
      'चेक-इनच्या 72 तास आधीपर्यंत रद्द केल्यास 50% परतावा',
    );
    expect(cancellationPolicyInBrief(policy([0, 0]), 'mr')).toBe('परतावा मिळणार नाही');
    expect(cancellationPolicyInBrief(policy([1, 100]), 'hi')).toBe(
      'चेक-इन से 1 घंटा पहले तक मुफ़्त रद्दीकरण',
    );
    expect(cancellationPolicyInBrief(policy([2, 100]), 'hi')).toBe(
      'चेक-इन से 2 घंटे पहले तक मुफ़्त रद्दीकरण',
    );
  });

  it('stays English when no language is given (the API’s callers)', () => {
    expect(cancellationPolicyInBrief(shipped)).toBe(cancellationPolicyInBrief(shipped, 'en'));
    expect(describeCancellationPolicy(shipped)).toMatch(/^Cancel at least 48 hours/);
  });
});

describe('the cancellation policy schema', () => {
  it('refuses tiers out of order and a bad time', () => {
    const result = cancellationPolicy.safeParse({
      checkInTime: '25:00',
      tiers: [
        { hoursBefore: 0, refundPercent: 50 },
        { hoursBefore: 48, refundPercent: 100 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['checkInTime', 'should be a time of day written HH:MM, e.g. "12:00"'],
      ['tiers.1.hoursBefore', 'should be fewer hours than the tier before it (0)'],
    ]);
  });
});

describe('cancellationSchedule: the steps a guest has from now, for their dates', () => {
  const step = (refundPercent: number, until: string) => ({ refundPercent, until });

  it('gives a full refund until 48 hours before, then 50% until check-in, five weeks ahead', () => {
    expect(cancellationSchedule(shipped, CHECK_IN, at('2026-11-05T10:00:00Z'))).toEqual([
      step(100, '2026-12-08T06:30:00.000Z'),
      step(50, '2026-12-10T06:30:00.000Z'),
    ]);
  });

  it('keeps the full refund at exactly 48 hours before, as cancellationTerms does', () => {
    const now = at('2026-12-08T06:30:00.000Z');
    expect(cancellationSchedule(shipped, CHECK_IN, now)[0]).toEqual(
      step(cancellationTerms(shipped, CHECK_IN, now).refundPercent, '2026-12-08T06:30:00.000Z'),
    );
  });

  it('offers only 50% for a stay that starts tomorrow', () => {
    expect(cancellationSchedule(shipped, CHECK_IN, at('2026-12-09T08:00:00Z'))).toEqual([
      step(50, '2026-12-10T06:30:00.000Z'),
    ]);
  });

  it('ends the last tier with nothing back until check-in, and is empty once check-in passed', () => {
    const strict: CancellationPolicy = {
      checkInTime: '14:00',
      tiers: [{ hoursBefore: 24, refundPercent: 100 }],
    };
    expect(cancellationSchedule(strict, CHECK_IN, at('2026-12-01T00:00:00Z'))).toEqual([
      step(100, '2026-12-09T08:30:00.000Z'),
      step(0, '2026-12-10T08:30:00.000Z'),
    ]);
    expect(cancellationSchedule(strict, CHECK_IN, at('2026-12-10T00:00:00Z'))).toEqual([
      step(0, '2026-12-10T08:30:00.000Z'),
    ]);
    expect(cancellationSchedule(strict, CHECK_IN, at('2026-12-10T08:30:00Z'))).toEqual([]);
  });

  it('is one step of 0 for a non-refundable policy', () => {
    const none: CancellationPolicy = {
      checkInTime: '12:00',
      tiers: [{ hoursBefore: 0, refundPercent: 0 }],
    };
    expect(cancellationSchedule(none, CHECK_IN, at('2026-11-01T00:00:00Z'))).toEqual([
      step(0, '2026-12-10T06:30:00.000Z'),
    ]);
  });
});
