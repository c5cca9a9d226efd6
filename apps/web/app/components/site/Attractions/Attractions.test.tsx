import { renderIn } from '@hotel/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('Attractions in Marathi and Hindi', () => {
  afterEach(() => renderIn('en'));

  it.each([
    ['mr', '1 ठिकाण', '2 ठिकाणे'],
    ['hi', '1 जगह', '2 जगहें'],
  ] as const)('counts each group’s places in %s, one and more', (lang, one, two) => {
    renderIn(lang);
    const [first, second] = groups;
    if (!first || !second) throw new Error('the groups are missing');
    const twoPlaces = { ...second, places: [...second.places, ...first.places] };
    render(<Attractions heading="आसपासची ठिकाणे" groups={[first, twoPlaces]} />);
    const counts = document.querySelectorAll('.attractions__count');
    expect([...counts].map((count) => count.textContent)).toEqual([one, two]);
  });
});
