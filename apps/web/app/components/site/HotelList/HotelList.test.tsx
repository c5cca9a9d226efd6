import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataRouteStubs } from '../../../test/dataRoutes';
import { HotelList } from './HotelList';

const prerendered = [
  {
    id: 'hotel-aagam-executive',
    name: 'Hotel Aagam Executive',
    location: 'Railway Station Area, Chhatrapati Sambhajinagar',
  },
  {
    id: 'hotel-grand-imperial',
    name: 'Hotel Grand Imperial',
    location: 'Kranti Chowk, Chhatrapati Sambhajinagar',
  },
];
const paths = {
  'hotel-aagam-executive': '/Hotel-Aagam-Executive',
  'hotel-grand-imperial': '/Hotel-Grand-Imperial',
};

function show() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <HotelList heading="Our hotels" hotels={prerendered} paths={paths} />,
    },
    ...dataRouteStubs(),
  ]);
  render(<Stub initialEntries={['/']} />);
}

const items = () =>
  within(screen.getByRole('region', { name: 'Our hotels' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HotelList', () => {
  it('lists “name - location” from the content, then adds the hotels the API knows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json([
          ...prerendered.map(({ id, name, location }) => ({
            _id: id,
            name,
            location,
            description: '',
          })),
          {
            _id: 'hotel-sunrise-inn-fddd9c',
            name: 'Hotel Sunrise Inn',
            location: 'CIDCO, Chhatrapati Sambhajinagar',
            description: 'A new inn.',
          },
        ]),
      ),
    );
    show();
    expect(items()).toEqual([
      'Hotel Aagam Executive - Railway Station Area, Chhatrapati Sambhajinagar',
      'Hotel Grand Imperial - Kranti Chowk, Chhatrapati Sambhajinagar',
    ]);
    expect(await screen.findByText(/Hotel Sunrise Inn/)).toBeVisible();
    expect(items()).toHaveLength(3);
    expect(items()[2]).toBe('Hotel Sunrise Inn - CIDCO, Chhatrapati Sambhajinagar');
    expect(screen.getByRole('link', { name: 'Hotel Grand Imperial' })).toHaveAttribute(
      'href',
      '/Hotel-Grand-Imperial',
    );
    expect(screen.queryByRole('link', { name: 'Hotel Sunrise Inn' })).toBeNull();
  });

  it('keeps the prerendered list when the API cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    show();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 30_000 });
    expect(items()).toHaveLength(2);
  });
});
