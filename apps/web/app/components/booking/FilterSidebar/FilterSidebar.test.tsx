import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roundPriceRanges } from '../../../lib/priceRanges';
import { NO_FILTERS, type RoomFilters } from '../RoomList/roomFilters';
import { FilterSidebar } from './FilterSidebar';

// The ranges of Hotel Aagam Executive's "from" prices (₹1,575 three times, ₹2,310).
const priceRanges = roundPriceRanges([1575, 1575, 1575, 2310]);

describe('FilterSidebar', () => {
  it('offers the room types, the price ranges it is given and the sorts under their headings', () => {
    render(<FilterSidebar priceRanges={priceRanges} filters={NO_FILTERS} onChange={() => {}} />);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(
      ['Single Bed', 'Double Bed', 'Luxury Room', 'Family Suite'],
    );
    expect(screen.getByRole('group', { name: 'Price a night' })).toHaveTextContent(
      'Any price₹1,500 to ₹2,000₹2,000 to ₹2,500',
    );
    expect(screen.getByRole('group', { name: 'Sort By' })).toHaveTextContent(
      'Price Low to HighPrice High to LowNewest First',
    );
    expect(screen.getByRole('button', { name: 'CLEAR' })).toBeInTheDocument();
  });

  it('reports each change at once, keeping the other choices, and CLEAR resets them all', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const filters: RoomFilters = { types: ['double-bed'], price: '1500-2000', sort: null };
    render(<FilterSidebar priceRanges={priceRanges} filters={filters} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Single Bed' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, types: ['single-bed', 'double-bed'] });
    await user.click(screen.getByRole('checkbox', { name: 'Double Bed' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, types: [] });
    await user.click(screen.getByRole('radio', { name: 'Newest First' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, sort: 'newest' });
    await user.click(screen.getByRole('radio', { name: '₹2,000 to ₹2,500' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, price: '2000-2500' });
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
  });

  it('offers no price filter when the rooms’ prices give no two ranges', () => {
    render(<FilterSidebar priceRanges={[]} filters={NO_FILTERS} onChange={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Price a night' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Any price' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Sort By' })).toBeInTheDocument();
  });
});
