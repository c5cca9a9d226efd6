import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { roundPriceRanges } from '../../../lib/priceRanges';
import { hrefOf } from '../../../test/links';
import type { RoomSummary } from '../RoomCard/RoomCard';
import { RoomList } from './RoomList';

const room = (
  id: string,
  title: string,
  type: RoomSummary['type'],
  fromAmount: number,
  listedOn: string,
): RoomSummary => ({
  id,
  title,
  type,
  path: `/Grand${title.replace(' ', '')}`,
  image: { src: `/rooms/${id}/card.svg`, alt: `A ${title} room`, width: 800, height: 600 },
  amenities: ['Free Wifi', 'Room Service'],
  fromPrice: { amount: fromAmount, adults: 2 },
  cancellation: 'Free cancellation up to 48 hours before check-in',
  listedOn,
});

// "From" prices with 5% GST: ₹2,299, ₹1,800, ₹2,999 and ₹3,999 weekday nights.
const rooms: RoomSummary[] = [
  room('single', 'Single Bed', 'single-bed', 241_395, '2023-04-01'),
  room('double', 'Double Bed', 'double-bed', 189_000, '2023-04-01'),
  room('family', 'Family Suite', 'family-suite', 314_895, '2024-02-18'),
  room('luxury', 'Luxury Room', 'luxury-room', 419_895, '2025-07-30'),
];
/** The ranges the hotel page's loader cuts from the rooms' "from" prices. */
const priceRanges = roundPriceRanges(rooms.map((each) => each.fromPrice.amount / 100));

function Where() {
  const location = useLocation();
  return <p data-testid="url">{`${location.pathname}${location.search}`}</p>;
}

function show(url = '/Hotel-Grand') {
  const Stub = createRoutesStub([
    {
      path: '/Hotel-Grand',
      Component: () => (
        <>
          <RoomList priceRanges={priceRanges} rooms={rooms} />
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return userEvent.setup();
}

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const url = () => decodeURIComponent(screen.getByTestId('url').textContent ?? '');

describe('RoomList', () => {
  it('shows every room card with picture, rating, amenities, terms, "from" price and both links', () => {
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 rooms');
    expect(titles()).toEqual(['Single Bed', 'Double Bed', 'Family Suite', 'Luxury Room']);
    const suite = screen.getAllByRole('article')[2] as HTMLElement;
    expect(within(suite).getByRole('img', { name: 'A Family Suite room' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(suite).not.toHaveTextContent(/stars|reviews/);
    expect(within(suite).getByRole('list', { name: 'Amenities' })).toHaveTextContent(
      'Free WifiRoom Service',
    );
    expect(suite).toHaveTextContent('Free cancellation up to 48 hours before check-in');
    expect(suite).toHaveTextContent('From ₹3,148.95 a night for 2 adults, taxes included');
    expect(hrefOf('View Family Suite', suite)).toBe('/GrandFamilySuite');
    expect(hrefOf('Book Now Family Suite', suite)).toBe('/GrandFamilySuite#book');
  });

  it('filters by room type and writes the choice into the URL', async () => {
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: 'Luxury Room' }));
    await user.click(screen.getByRole('checkbox', { name: 'Single Bed' }));
    expect(titles()).toEqual(['Single Bed', 'Luxury Room']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 rooms');
    expect(url()).toBe('/Hotel-Grand?type=single-bed&type=luxury-room');
    await user.click(screen.getByRole('checkbox', { name: 'Luxury Room' }));
    expect(titles()).toEqual(['Single Bed']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 room');
  });

  it('filters by the rooms’ "from" prices in ranges cut from them, none of them empty', async () => {
    const user = show();
    const group = screen.getByRole('group', { name: 'Price a night' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Any price',
      '₹1,000 to ₹2,000',
      '₹2,000 to ₹3,000',
      '₹3,000 to ₹4,000',
      '₹4,000 to ₹5,000',
    ]);
    await user.click(screen.getByRole('radio', { name: '₹1,000 to ₹2,000' }));
    expect(titles()).toEqual(['Double Bed']);
    await user.click(screen.getByRole('radio', { name: '₹3,000 to ₹4,000' }));
    expect(titles()).toEqual(['Family Suite']);
    expect(url()).toBe('/Hotel-Grand?price=3000-4000');
    await user.click(screen.getByRole('radio', { name: 'Any price' }));
    expect(titles()).toHaveLength(4);
  });

  it('sorts by price both ways and by newest listing', async () => {
    const user = show();
    await user.click(screen.getByRole('radio', { name: 'Price Low to High' }));
    expect(titles()).toEqual(['Double Bed', 'Single Bed', 'Family Suite', 'Luxury Room']);
    await user.click(screen.getByRole('radio', { name: 'Price High to Low' }));
    expect(titles()).toEqual(['Luxury Room', 'Family Suite', 'Single Bed', 'Double Bed']);
    await user.click(screen.getByRole('radio', { name: 'Newest First' }));
    expect(titles()).toEqual(['Luxury Room', 'Family Suite', 'Single Bed', 'Double Bed']);
    expect(url()).toBe('/Hotel-Grand?sort=newest');
  });

  it('restores the filters from a shared link, ignoring values it does not know', () => {
    show('/Hotel-Grand?type=double-bed&type=single-bed&type=penthouse&sort=price-desc&price=9-99');
    expect(screen.getByRole('checkbox', { name: 'Double Bed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Single Bed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Price High to Low' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any price' })).toBeChecked();
    expect(titles()).toEqual(['Single Bed', 'Double Bed']);
  });

  it('says so when nothing matches, and CLEAR brings every room back, other parameters kept', async () => {
    const user = show('/Hotel-Grand?checkIn=2030-01-01&type=luxury-room&price=1000-2000');
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 rooms');
    expect(screen.getByText('No rooms match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(titles()).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Luxury Room' })).not.toBeChecked();
    expect(url()).toBe('/Hotel-Grand?checkIn=2030-01-01');
  });
});
