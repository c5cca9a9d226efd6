import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AttractionGroup, Attractions } from './Attractions';

const groups: AttractionGroup[] = ['Historical', 'Religious', 'Caves', 'Shopping', 'Parks'].map(
  (title, index) => ({
    id: title.toLowerCase(),
    title,
    places: [
      {
        name: `Place ${index + 1}`,
        description: `About place ${index + 1}.`,
        distance: '29 km from Grand Imperial, 50–60 min by road',
      },
    ],
  }),
);

describe('Attractions', () => {
  it('shows the five groups under the heading, the first one open', () => {
    const { container } = render(<Attractions heading="Top Attractions Nearby" groups={groups} />);
    const section = screen.getByRole('region', { name: 'Top Attractions Nearby' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Historical', 'Religious', 'Caves', 'Shopping', 'Parks']);
    const details = [...container.querySelectorAll('details')];
    expect(details.map((element) => element.open)).toEqual([true, false, false, false, false]);
    const distances = screen.getAllByText('29 km from Grand Imperial, 50–60 min by road');
    expect(distances[0]).toBeVisible();
    expect(distances[1]).not.toBeVisible();
  });

  it('opens a group when the visitor clicks its title', async () => {
    const user = userEvent.setup();
    const { container } = render(<Attractions heading="Top Attractions Nearby" groups={groups} />);
    await user.click(screen.getByRole('heading', { name: 'Parks' }));
    expect(container.querySelectorAll('details')[4]?.open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Place 5' })).toBeInTheDocument();
  });
});
