import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefOf } from '../../../test/links';
import { type PropertyCard, PropertyCards } from './PropertyCards';

const card = (
  id: string,
  name: string,
  path: string,
  phone: string,
  fromPrice: PropertyCard['fromPrice'],
): PropertyCard => ({
  id,
  name,
  path,
  phone,
  address: `Plot 0, ${name} Road, Chhatrapati Sambhajinagar`,
  image: { src: `/${id}/card.svg`, alt: `Illustration of ${name}`, width: 800, height: 600 },
  fromPrice,
});

const cards = [
  card(
    'hotel-aagam-executive',
    'Hotel Aagam Executive',
    '/Hotel-Aagam-Executive',
    '0240 000 0001',
    {
      amount: 157_500,
      adults: 2,
    },
  ),
  card('hotel-grand-imperial', 'Hotel Grand Imperial', '/Hotel-Grand-Imperial', '0240 000 0002', {
    amount: 189_000,
    adults: 2,
  }),
  card('akash-banquet-hall', 'Akash Banquet Hall', '/Akash-Banquet-Hall', '0240 000 0004', null),
];

function show() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <PropertyCards cards={cards} /> }]);
  render(<Stub initialEntries={['/']} />);
}

describe('PropertyCards', () => {
  it('shows each property with its picture, address, phone and a link to its page', () => {
    show();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const grand = items[1];
    if (!grand) throw new Error('missing card');
    expect(within(grand).getByRole('heading', { name: 'Hotel Grand Imperial' })).toBeVisible();
    expect(hrefOf('Hotel Grand Imperial', grand)).toBe('/Hotel-Grand-Imperial');
    expect(grand).toHaveTextContent('Plot 0, Hotel Grand Imperial Road, Chhatrapati Sambhajinagar');
    expect(hrefOf('0240 000 0002', grand)).toBe('tel:02400000002');
  });

  it('gives each hotel its "from" price for 2 adults with taxes, and the banquet hall none', () => {
    show();
    const [aagam, grand, banquet] = screen.getAllByRole('listitem');
    expect(within(aagam as HTMLElement).getByText('₹1,575.00').parentElement).toHaveTextContent(
      /^From ₹1,575\.00 a night for 2 adults, taxes included$/,
    );
    expect(within(grand as HTMLElement).getByText('₹1,890.00')).toHaveClass('amount');
    expect(banquet).not.toHaveTextContent(/₹|a night/);
  });

  it('gives every picture its size, loading only the first at once', () => {
    show();
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[2]).toHaveAccessibleName('Illustration of Akash Banquet Hall');
    expect(images[2]).toHaveAttribute('src', '/akash-banquet-hall/card.svg');
    expect(images[2]).toHaveAttribute('width', '800');
    expect(images[2]).toHaveAttribute('height', '600');
  });
});
