import { describe, expect, it } from 'vitest';
import { shortPrice } from './CalendarDayButton';
import { canShow, monthsBetween, movedDate } from './calendarDates';

describe('the price calendar’s dates', () => {
  it('moves a day, a week, to the week’s ends and a month, as the date grid pattern has it', () => {
    // Wednesday 30 December 2026.
    expect(movedDate('2026-12-30', 'ArrowRight')).toBe('2026-12-31');
    expect(movedDate('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(movedDate('2026-12-30', 'ArrowLeft')).toBe('2026-12-29');
    expect(movedDate('2026-12-30', 'ArrowDown')).toBe('2027-01-06');
    expect(movedDate('2026-12-30', 'ArrowUp')).toBe('2026-12-23');
    expect(movedDate('2026-12-30', 'Home')).toBe('2026-12-28');
    expect(movedDate('2026-12-30', 'End')).toBe('2027-01-03');
    // A month on, the same day, or the month's last when it is shorter.
    expect(movedDate('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(movedDate('2027-03-31', 'PageUp')).toBe('2027-02-28');
    expect(movedDate('2026-12-30', 'Enter')).toBeNull();
  });

  it('shows this month and the eleven after it, no other', () => {
    expect(monthsBetween('2026-12-02', '2027-01-31')).toBe(1);
    expect(canShow('2026-12-01', '2026-12-02')).toBe(true);
    expect(canShow('2026-11-30', '2026-12-02')).toBe(false);
    expect(canShow('2027-11-30', '2026-12-02')).toBe(true);
    expect(canShow('2027-12-01', '2026-12-02')).toBe(false);
  });

  it('shortens a price to whole rupees, and to thousands from ₹10,000', () => {
    expect(shortPrice(229885)).toBe('₹2,299');
    expect(shortPrice(199900)).toBe('₹1,999');
    expect(shortPrice(1249950)).toBe('₹12.5k');
    expect(shortPrice(1000000)).toBe('₹10k');
  });
});
