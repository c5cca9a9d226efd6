import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestReviews, PropertyLayout, type PropertyLayoutProps } from './PropertyLayout';

const property: PropertyLayoutProps['property'] = {
  name: 'Hotel Grand Imperial',
  heading: 'Welcome to Hotel Grand Imperial',
  tagline: 'In the heart of the city',
  welcomeBanner: 'Check-in from noon',
  carousel: [
    { image: { src: '/hotel/carousel-1.svg', alt: 'The lobby', width: 1600, height: 900 } },
  ],
};

describe('PropertyLayout', () => {
  it('shows the photos, the heading, the tagline, the search, the banner, then the sections', () => {
    const { container } = render(
      <PropertyLayout
        property={{ ...property, promotion: '10% off in June' }}
        search={<p>The search form</p>}
      >
        <p>The rooms section</p>
      </PropertyLayout>,
    );
    expect(screen.getByRole('region', { name: 'Hotel Grand Imperial photos' })).toBeVisible();
    const intro = screen.getByRole('banner');
    expect(within(intro).getByRole('heading', { level: 1 })).toHaveTextContent(property.heading);
    expect(intro).toHaveTextContent(`${property.tagline}10% off in June`);
    expect(container.textContent).toMatch(
      /10% off in June.*The search form.*Check-in from noon.*The rooms section$/,
    );
  });

  it('shows no promotion line when the property has none', () => {
    const { container } = render(
      <PropertyLayout property={{ ...property, promotion: null }}>
        <p>Rooms</p>
      </PropertyLayout>,
    );
    expect(container.querySelector('.property-page__promotion')).toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent(/^Welcome to Hotel Grand Imperial/);
  });
});

describe('GuestReviews', () => {
  it('labels the testimonials as the hotel’s own quotes, not verified reviews', () => {
    render(
      <GuestReviews
        id="hotel-reviews"
        testimonials={[{ name: 'Asha', text: 'A calm stay.' }]}
        pageSize={4}
        ends="stop"
      />,
    );
    const section = screen.getByRole('region', {
      name: 'From the hotel: what guests have told us',
    });
    expect(section).toHaveTextContent('chosen by the hotel. They are not verified reviews.');
    expect(
      within(section).getByRole('list', { name: 'Quotes chosen by the hotel' }),
    ).toHaveTextContent('A calm stay.');
  });
});
