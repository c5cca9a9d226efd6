import { renderIn } from '@hotel/i18n';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CalendarDayButton, shortPrice } from './CalendarDayButton';

const tap = () => undefined;

describe('a day of the price calendar in Marathi', () => {
  afterEach(() => renderIn('en'));

  it('says the day, its exact rate and the rooms left in one Marathi sentence, Latin digits', () => {
    renderIn('mr');
    render(
      <CalendarDayButton
        date="2026-12-01"
        night={{ date: '2026-12-01', rate: 189_000, adjustment: null, freeRooms: 1 }}
        past={false}
        part="checkIn"
        action="checkOut"
        tabbable
        onTap={tap}
      />,
    );
    expect(screen.getByRole('button').textContent).toContain(
      'मंगळवार, 1 डिसेंबर: ₹1,890, 1 खोली शिल्लक. तुमचे चेक-इन. चेक-आउट म्हणून निवडा',
    );
    expect(screen.getByRole('button').textContent).toContain('₹1,8901 शिल्लक');
  });

  it('writes the short price with Latin digits in every language', () => {
    renderIn('mr');
    expect(shortPrice(1_250_000)).toBe('₹12.5k');
    expect(shortPrice(189_000)).toBe('₹1,890');
    renderIn('hi');
    expect(shortPrice(189_000)).toBe('₹1,890');
  });

  it('says a sold-out day in Marathi', () => {
    renderIn('mr');
    render(
      <CalendarDayButton
        date="2026-12-01"
        night={{ date: '2026-12-01', rate: 189_000, adjustment: null, freeRooms: 0 }}
        past={false}
        part={null}
        action="refused"
        tabbable={false}
        onTap={tap}
      />,
    );
    expect(screen.getByRole('button').textContent).toBe(
      'मंगळवार, 1 डिसेंबर: सर्व खोल्या बुक.1सर्व खोल्या बुक',
    );
  });
});
