import { renderIn } from '@hotel/i18n';
import { workedExampleQuote } from '@hotel/test-fixtures';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredQuote } from '../../../lib/checkout';
import { BookingSummary } from './BookingSummary';

/** Three nights in two rooms at one rate, a total above a lakh (the figures as stored). */
const longStay: StoredQuote = {
  ...workedExampleQuote,
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  nights: 3,
  rooms: 2,
  adults: 4,
  rate: 499_900,
  roomCost: 2_999_400,
  total: 12_345_600,
  nightly: ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({
    date,
    rate: 499_900,
    adjustment: null,
    gstRate: 18,
  })),
};

/** One night in one room at a festival's rate: its night is listed. */
const festivalNight: StoredQuote = {
  ...workedExampleQuote,
  checkIn: '2026-12-01',
  checkOut: '2026-12-02',
  nights: 1,
  rooms: 1,
  adults: 1,
  nightly: [{ date: '2026-12-01', rate: 499_900, adjustment: 'Diwali', gstRate: 5 }],
};

const facts = () =>
  Object.fromEntries(
    within(screen.getByRole('region'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the booking summary in Marathi and Hindi', () => {
  afterEach(() => renderIn('en'));

  it('writes Marathi labels, month names and plurals, with Latin digits and Indian grouping', () => {
    renderIn('mr');
    render(<BookingSummary quote={longStay} headingId="summary" childGuests={2} />);
    expect(screen.getByRole('heading', { name: 'बुकिंगचा सारांश' })).toBeTruthy();
    const shown = facts();
    expect(shown['तारखा']).toBe('1 डिसें, 2026 ते 4 डिसें, 2026');
    expect(shown['रात्री']).toBe('3');
    expect(shown['खोल्या']).toBe('2');
    expect(shown['मुले']).toBe('2');
    expect(shown['₹4,999.00 प्रति रात्र × 2 खोल्या × 3 रात्री']).toBe('₹29,994.00');
    expect(shown['एकूण रक्कम']).toBe('₹1,23,456.00');
    expect(shown['न्याहारी: 2 × ₹250.00']).toBeDefined();
  });

  it('lists the nights in Hindi, one room and one night by Hindi’s plural rules', () => {
    renderIn('hi');
    render(<BookingSummary quote={festivalNight} headingId="summary" />);
    expect(screen.getByRole('heading', { name: 'बुकिंग सारांश' })).toBeTruthy();
    const shown = facts();
    expect(shown['तारीखें']).toBe('1 दिस॰ 2026 से 2 दिस॰ 2026');
    expect(Object.keys(shown)).toContain('1 कमरा × नीचे दी गई 1 रात');
    const nights = screen.getByRole('list', { name: 'हर रात, एक कमरे के लिए' });
    expect(nights.textContent).toBe('मंगल, 1 दिस॰Diwali₹4,999.00');
  });

  it('says an undated stay’s nights from the day of payment, in Marathi', () => {
    renderIn('mr');
    render(
      <BookingSummary
        quote={{ ...longStay, checkIn: null, checkOut: null, nights: 1 }}
        headingId="summary"
      />,
    );
    expect(facts()['तारखा']).toBe('पैसे भरल्याच्या दिवसापासून 1 रात्र');
  });
});
