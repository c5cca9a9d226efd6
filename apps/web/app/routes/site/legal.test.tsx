import {
  cancellationPolicyOf,
  describeCancellationPolicy,
  hotels,
  privacy,
  site,
} from '@hotel/content';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildTimeData } from '../../test/routeStub';
import PrivacyPage, { loader as privacyLoader } from './privacy';
import TermsPage, { loader as termsLoader } from './terms';

const termsData = buildTimeData(termsLoader, '/terms');
const privacyData = buildTimeData(privacyLoader, '/privacy');

function show(Page: unknown, loaderData: unknown) {
  const Stub = createRoutesStub([
    { path: '/', Component: Page as never, loader: () => loaderData },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the booking terms, made when the site is built', () => {
  it('states each fact once, from where the content keeps it', () => {
    const section = (id: string) => termsData.sections.find((candidate) => candidate.id === id);
    const policies = new Set(
      hotels.map((hotel) => describeCancellationPolicy(cancellationPolicyOf(hotel))),
    );
    // Every hotel has the site's policy today: one line, not three.
    expect(section('cancellation')?.facts).toEqual(
      [...policies].map((text) => ({
        label: policies.size === 1 ? null : expect.any(String),
        text,
      })),
    );
    expect(section('booking')?.facts.map((fact) => fact.text)).toEqual([
      `You can book a stay that starts up to ${site.booking.bookAheadDays} days ahead.`,
      `One booking online is for at most ${site.booking.maxNights} nights and ${site.booking.maxRooms} rooms.`,
    ]);
    expect(section('who')?.facts).toEqual(
      hotels.map((hotel) => ({
        label: hotel.name,
        text: `${hotel.legal.name}, GSTIN ${hotel.legal.gstin}`,
      })),
    );
    expect(termsData.seo.canonical).toBe(`${site.url}/terms`);
  });

  it('renders its sections under one heading, with a list of contents that leads to each', async () => {
    show(TermsPage, termsData);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking terms' })).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(contents).getByRole('link', { name: 'Cancelling and refunds' });
    expect(link).toHaveAttribute('href', '#cancellation');
    expect(screen.getByRole('region', { name: 'Cancelling and refunds' })).toHaveAttribute(
      'id',
      'cancellation',
    );
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('the privacy notice', () => {
  it('says what is collected, who processes it, how long it is kept, the rights and whom to write to', async () => {
    show(PrivacyPage, privacyData);
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    for (const name of [
      'What we collect and why',
      'Who processes your data for us',
      'How long we keep it',
      'Your rights',
      'Grievance officer',
    ]) {
      expect(screen.getByRole('region', { name })).toBeVisible();
    }
    const officer = screen.getByRole('region', { name: 'Grievance officer' });
    expect(
      within(officer).getByRole('link', { name: privacy.grievanceOfficer.email }),
    ).toHaveAttribute('href', `mailto:${privacy.grievanceOfficer.email}`);
    expect(screen.getByRole('region', { name: 'How long we keep it' })).toHaveTextContent(
      /72 months \(six years\)/,
    );
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });
});
