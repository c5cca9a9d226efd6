import { site } from '@hotel/content';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '../../../test/links';
import type { RoomSummary } from '../RoomCard/RoomCard';
import { RoomList } from './RoomList';

const room = (
  id: string,
  title: string,
  type: RoomSummary['type'],
  price: number,
  listedOn: string,
): RoomSummary => ({
  id,
  title,
  type,
  path: `/Grand${title.replace(' ', '')}`,
  image: { src: `/rooms/${id}/card.svg`, alt: `A ${title} room`, width: 800, height: 600 },
  amenities: ['Free Wifi', 'Room Service'],
  price,
  listedOn,
});

const rooms: RoomSummary[] = [
  room('single', 'Single Bed', 'single-bed', 199900, '2023-04-01'),
  room('double', 'Double Bed', 'double-bed', 150000, '2023-04-01'),
  room('family', 'Family Suite', 'family-suite', 299900, '2024-02-18'),
  room('luxury', 'Luxury Room', 'luxury-room', 349900, '2025-07-30'),
];

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
          <RoomList priceRanges={site.priceRanges} rooms={rooms} />
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
  it('shows every room card with picture, rating, amenities, nightly price and both links', () => {
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 rooms');
    expect(titles()).toEqual(['Single Bed', 'Double Bed', 'Family Suite', 'Luxury Room']);
    const suite = screen.getAllByRole('article')[2] as HTMLElement;
    expect(within(suite).getByRole('img', { name: 'A Family Suite room' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(suite).toHaveTextContent('4 of 5 stars, 100+ reviews');
    expect(within(suite).getByRole('list', { name: 'Amenities' })).toHaveTextContent(
      'Free WifiRoom Service',
    );
    expect(suite).toHaveTextContent('₹2,999.00 per night');
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

  it('filters by the shown nightly price, both ends of a range included', async () => {
    const user = show();
    await user.click(screen.getByRole('radio', { name: '₹1,000 to ₹2,000' }));
    expect(titles()).toEqual(['Single Bed', 'Double Bed']);
    await user.click(screen.getByRole('radio', { name: '₹2,000 to ₹3,000' }));
    expect(titles()).toEqual(['Family Suite']);
    expect(url()).toBe('/Hotel-Grand?price=2000-3000');
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
    const user = show('/Hotel-Grand?checkIn=2030-01-01&type=luxury-room&price=0-500');
    expect(titles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 rooms');
    expect(screen.getByText('No rooms match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(titles()).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Luxury Room' })).not.toBeChecked();
    expect(url()).toBe('/Hotel-Grand?checkIn=2030-01-01');
  });
});
