import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EventCategories, type EventCategory } from './EventCategories';

const categories: EventCategory[] = [
  {
    id: 'social',
    title: 'Social & Personal Events',
    description: 'Family milestones.',
    events: ['Wedding Reception', 'Birthday Party'],
    capacity: { seated: 300, floating: 500 },
    includes: ['Decorated stage', 'Valet parking'],
  },
  {
    id: 'educational',
    title: 'Educational Events',
    description: 'Learning.',
    events: ['Seminar'],
    capacity: { seated: 250, floating: 400 },
    includes: ['Projector and screen'],
  },
];

describe('EventCategories', () => {
  it('shows each category with its description, events, capacity and what it includes', () => {
    render(<EventCategories heading="Events We Host" categories={categories} />);
    const section = screen.getByRole('region', { name: 'Events We Host' });
    const social = within(section).getByRole('article', { name: 'Social & Personal Events' });
    expect(social).toHaveTextContent('Family milestones.');
    expect(
      within(within(social).getByRole('list', { name: 'Social & Personal Events: events' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wedding Reception', 'Birthday Party']);
    expect(social).toHaveTextContent('Capacity: 300 seated, 500 floating');
    expect(
      within(within(social).getByRole('list', { name: 'Social & Personal Events: included' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Decorated stage', 'Valet parking']);
  });

  it('opens the enquiry form for the category whose Contact Us was pressed', async () => {
    const user = userEvent.setup();
    render(<EventCategories heading="Events We Host" categories={categories} />);
    await user.click(screen.getByRole('button', { name: 'Contact Us about Educational Events' }));
    const dialog = screen.getByRole('dialog', { name: 'Enquire about Educational Events' });
    expect(
      within(within(dialog).getByLabelText('Event'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an event', 'Seminar']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
