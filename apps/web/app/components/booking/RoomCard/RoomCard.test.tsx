import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '../../../test/links';
import { RoomCard, type RoomSummary } from './RoomCard';

const suite: RoomSummary = {
  id: 'aagam-family-suite',
  title: 'Family Suite',
  type: 'family-suite',
  path: '/Familysuite',
  image: {
    src: '/rooms/aagam-family-suite/card.svg',
    alt: 'A roomy suite',
    width: 800,
    height: 600,
  },
  amenities: ['Free Wifi', 'Room Service', 'Air Conditioning'],
  fromPrice: { amount: 157_500, adults: 2 },
  cancellation: 'Free cancellation up to 48 hours before check-in',
  listedOn: '2022-06-15',
};

function show(room: RoomSummary) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <RoomCard room={room} /> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('RoomCard', () => {
  it('shows the sized, lazily loaded picture, title, amenities and "from" price, and no made-up rating', () => {
    show(suite);
    const image = screen.getByRole('img', { name: 'A roomy suite' });
    expect(image).toHaveAttribute('src', '/rooms/aagam-family-suite/card.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { name: 'Family Suite' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/stars|reviews/);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free Wifi',
      'Room Service',
      'Air Conditioning',
    ]);
    expect(screen.getByText('₹1,575.00').parentElement).toHaveTextContent(
      /^From ₹1,575\.00 a night for 2 adults, taxes included$/,
    );
    expect(screen.queryByText(/per night/)).toBeNull();
  });

  it('states the hotel’s cancellation policy in brief', () => {
    show(suite);
    expect(screen.getByText('Free cancellation up to 48 hours before check-in')).toBeVisible();
  });

  it('links View and Book Now to the room page, Family Suite included', () => {
    show(suite);
    expect(hrefOf('View Family Suite')).toBe('/Familysuite');
    expect(hrefOf('Book Now Family Suite')).toBe('/Familysuite#book');
  });
});
