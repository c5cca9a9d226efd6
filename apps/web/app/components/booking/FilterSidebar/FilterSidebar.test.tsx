import { site } from '@hotel/content';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_FILTERS, type RoomFilters } from '../RoomList/roomFilters';
import { FilterSidebar } from './FilterSidebar';

describe('FilterSidebar', () => {
  it('offers the source’s filters under their headings', () => {
    render(
      <FilterSidebar priceRanges={site.priceRanges} filters={NO_FILTERS} onChange={() => {}} />,
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(
      ['Single Bed', 'Double Bed', 'Luxury Room', 'Family Suite'],
    );
    expect(screen.getByRole('group', { name: 'Price Range' })).toHaveTextContent(
      'Any price₹0 to ₹500₹500 to ₹1,000₹1,000 to ₹2,000₹2,000 to ₹3,000',
    );
    expect(screen.getByRole('group', { name: 'Sort By' })).toHaveTextContent(
      'Price Low to HighPrice High to LowNewest First',
    );
    expect(screen.getByRole('button', { name: 'CLEAR' })).toBeInTheDocument();
  });

  it('reports each change at once, keeping the other choices, and CLEAR resets them all', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const filters: RoomFilters = { types: ['double-bed'], price: '1000-2000', sort: null };
    render(<FilterSidebar priceRanges={site.priceRanges} filters={filters} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Single Bed' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, types: ['single-bed', 'double-bed'] });
    await user.click(screen.getByRole('checkbox', { name: 'Double Bed' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, types: [] });
    await user.click(screen.getByRole('radio', { name: 'Newest First' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filters, sort: 'newest' });
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
  });
});
