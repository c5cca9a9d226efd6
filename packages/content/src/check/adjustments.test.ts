import { describe, expect, it } from 'vitest';
import { contentFiles } from '../files.js';
import { copyOfContent, type RawFiles } from '../test/rawFiles.js';
import { checkContent } from './checkContent.js';
import { formatProblem } from './problem.js';

const GRAND = 'properties/hotel-grand-imperial.json';
const AT = `${GRAND} › rooms[0].readings.page.adjustments`;

/** The shipped content with the Grand Imperial single room's adjustments replaced. */
function withAdjustments(...adjustments: unknown[]): RawFiles {
  const files = copyOfContent();
  files[GRAND].rooms[0].readings.page.adjustments = adjustments;
  return files;
}
const problemsOf = (files: RawFiles, severity: 'error' | 'warning') =>
  checkContent(files)
    .problems.filter(
      (problem) => problem.severity === severity && problem.path.includes('adjustments'),
    )
    .map(formatProblem);

/** A season named in the site's three languages, as guests read it beside its nights. */
const MONSOON = { en: 'Monsoon', mr: 'पावसाळा', hi: 'मानसून' };

describe('rate adjustments in the content', () => {
  it('ships a 15% weekend on every Grand Imperial room, parsed for the engine', () => {
    const { content } = checkContent(contentFiles);
    const grand = content?.hotels.find((hotel) => hotel.id === 'hotel-grand-imperial');
    expect(grand?.rooms.map((room) => room.readings[room.activeReading]?.adjustments)).toEqual(
      Array.from({ length: 4 }, () => [{ name: 'Weekend', days: ['fri', 'sat'], percent: 15 }]),
    );
    const others = content?.hotels.filter((hotel) => hotel.id !== 'hotel-grand-imperial');
    for (const room of others?.flatMap((hotel) => hotel.rooms) ?? []) {
      expect(room.readings[room.activeReading]?.adjustments).toBeUndefined();
    }
  });

  it('parses an amount in rupees (negative allowed) into paise', () => {
    const { content } = checkContent(
      withAdjustments({ name: MONSOON, from: '2027-07-01', to: '2027-09-30', amount: -250.5 }),
    );
    expect(
      content?.hotels.find((hotel) => hotel.id === 'hotel-grand-imperial')?.rooms[0]?.readings.page
        ?.adjustments,
    ).toEqual([{ name: 'Monsoon', from: '2027-07-01', to: '2027-09-30', amount: -25050 }]);
  });

  it.each<[string, unknown, string]>([
    [
      'both a percent and an amount',
      { name: 'X', percent: 5, amount: 100 },
      `error  ${AT}[0]: should have exactly one of "percent" and "amount"`,
    ],
    [
      'neither',
      { name: 'X', days: ['sat'] },
      `error  ${AT}[0]: should have exactly one of "percent" and "amount"`,
    ],
    [
      'from after to',
      { name: 'X', from: '2026-12-05', to: '2026-12-04', percent: 5 },
      `error  ${AT}[0].to: should not be before "from" (2026-12-05)`,
    ],
    [
      'an impossible date',
      { name: 'X', from: '2026-02-30', percent: 5 },
      `error  ${AT}[0].from: should be a real date written YYYY-MM-DD, e.g. "2026-11-08"`,
    ],
    [
      'an unknown day',
      { name: 'X', days: ['fri', 'friday'], percent: 5 },
      `error  ${AT}[0].days[1]: should be one of sun, mon, tue, wed, thu, fri, sat`,
    ],
    [
      'minNights 0',
      { name: 'X', percent: 5, minNights: 0 },
      `error  ${AT}[0].minNights: should be at least 1`,
    ],
    [
      'a percent of three decimals',
      { name: 'X', percent: 2.125 },
      `error  ${AT}[0].percent: should have at most 2 decimal places`,
    ],
  ])('names %s with its file and path', (_, adjustment, message) => {
    expect(problemsOf(withAdjustments(adjustment), 'error')).toEqual([message]);
  });

  it('warns about an adjustment an earlier one always takes the nights of', () => {
    const files = withAdjustments(
      {
        name: { en: 'Weekend', mr: 'आठवडा अखेर', hi: 'सप्ताहांत' },
        days: ['fri', 'sat'],
        percent: 15,
      },
      {
        name: { en: 'Saturday special', mr: 'शनिवार विशेष', hi: 'शनिवार विशेष' },
        days: ['sat'],
        from: '2027-01-01',
        percent: 20,
      },
      {
        name: { en: 'Diwali', mr: 'दिवाळी', hi: 'दिवाली' },
        from: '2027-10-28',
        to: '2027-11-01',
        amount: 1000,
      },
    );
    expect(problemsOf(files, 'error')).toEqual([]);
    expect(problemsOf(files, 'warning')).toEqual([
      `warning  ${AT}[1]: grand-single-bed: "Saturday special" can never apply: an earlier adjustment takes every night it covers`,
    ]);
  });

  it('names an adjustment written in English alone, for each language it lacks', () => {
    expect(
      problemsOf(withAdjustments({ name: 'Monsoon', from: '2027-07-01', percent: -10 }), 'error'),
    ).toEqual([
      `error  ${AT}[0].name (mr): has no Marathi text: write it beside the English, as "mr": "…"`,
      `error  ${AT}[0].name (hi): has no Hindi text: write it beside the English, as "hi": "…"`,
    ]);
  });
});
