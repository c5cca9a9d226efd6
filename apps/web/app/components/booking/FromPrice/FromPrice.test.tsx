import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FromPrice } from './FromPrice';

describe('FromPrice', () => {
  it('states the night’s price with taxes for the party, the amount kept whole', () => {
    render(<FromPrice className="price" price={{ amount: 189_000, adults: 2 }} />);
    const amount = screen.getByText('₹1,890.00');
    expect(amount).toHaveClass('amount');
    expect(amount.parentElement).toHaveTextContent(
      'From ₹1,890.00 a night for 2 adults, taxes included',
    );
  });

  it('says "adult" for one', () => {
    render(<FromPrice className="price" price={{ amount: 126_000, adults: 1 }} />);
    expect(screen.getByText('₹1,260.00').parentElement).toHaveTextContent(
      'From ₹1,260.00 a night for 1 adult, taxes included',
    );
  });
});
