import nodeConsole from 'node:console';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyLocation } from './PropertyLocation';

const location = {
  name: 'Hotel Grand Imperial',
  addressLines: [
    'Plot 0, Adalat Road, Kranti Chowk',
    'Chhatrapati Sambhajinagar, Maharashtra 431001',
  ],
  phone: '0240 000 0002',
  mapQuery: 'Plot 0, Adalat Road, Kranti Chowk, Chhatrapati Sambhajinagar, Maharashtra 431001',
  distances: [
    {
      id: 'railway-station',
      place: 'Railway station',
      distance: '3 km',
      time: '10–15 min by road',
    },
    { id: 'ellora', place: 'Ellora Caves', distance: '30 km', time: '50–60 min' },
  ],
};

beforeEach(() => {
  // No IntersectionObserver: the map waits for "Show map". happy-dom reports iframes it cannot load.
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PropertyLocation', () => {
  it('lists each destination with its distance and travel time in a table with headers', () => {
    render(<PropertyLocation location={location} />);
    const table = screen.getByRole('table', { name: /distances and usual travel times/ });
    const ellora = within(table).getByRole('row', { name: /Ellora Caves/ });
    expect(within(ellora).getByRole('rowheader')).toHaveTextContent('Ellora Caves');
    expect(
      within(ellora)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30 km', '50–60 min']);
  });

  it('keeps the address and the phone in view after the map is shown', async () => {
    const user = userEvent.setup();
    render(<PropertyLocation location={location} />);
    const section = screen.getByRole('region', { name: 'Location' });
    await user.click(within(section).getByRole('button', { name: 'Show map' }));
    expect(within(section).getByTitle('Map of Hotel Grand Imperial')).toBeInTheDocument();
    expect(within(section).getByText('Plot 0, Adalat Road, Kranti Chowk')).toBeVisible();
    expect(within(section).getByRole('link', { name: '0240 000 0002' })).toHaveAttribute(
      'href',
      'tel:02400000002',
    );
  });
});
