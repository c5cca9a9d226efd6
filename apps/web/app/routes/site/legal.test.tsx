import {
  cancellationPolicyOf,
  contentIn,
  describeCancellationPolicy,
  hotels,
  privacy,
  site,
} from '@hotel/content';
import { renderIn } from '@hotel/i18n';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hrefOf } from '../../test/links';
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
    expect(hrefOf('Privacy notice')).toBe('/privacy');
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
    expect(hrefOf('Go to My bookings')).toBe('/my-bookings');
  });
});

describe('the legal pages in Marathi and Hindi', () => {
  afterEach(() => renderIn('en'));

  it.each([
    [
      'mr',
      `आजपासून ${site.booking.bookAheadDays} दिवसांच्या आत सुरू होणारा मुक्काम तुम्ही बुक करू शकता.`,
      `एका ऑनलाइन बुकिंगमध्ये जास्तीत जास्त ${site.booking.maxNights} रात्री आणि ${site.booking.maxRooms} खोल्या असू शकतात.`,
      '(भारतीय वेळ).',
    ],
    [
      'hi',
      `आप ऐसा ठहराव बुक कर सकते हैं जो आज से ${site.booking.bookAheadDays} दिन के भीतर शुरू हो।`,
      `एक ऑनलाइन बुकिंग में ज़्यादा से ज़्यादा ${site.booking.maxNights} रातें और ${site.booking.maxRooms} कमरे हो सकते हैं।`,
      '(भारतीय समय)।',
    ],
  ] as const)(
    'state the booking limits and stay times in %s, dated in that language',
    (lang, ahead, most, timeZone) => {
      const data = buildTimeData(termsLoader, `/${lang}/terms`);
      const section = (id: string) => data.sections.find((candidate) => candidate.id === id);
      expect(section('booking')?.facts.map((fact) => fact.text)).toEqual([ahead, most]);
      const stayTimes = data.sections
        .flatMap((each) => each.facts)
        .filter((fact) => fact.text.endsWith(timeZone));
      expect(stayTimes.length).toBeGreaterThan(0);
      // The hotel's clock time with its part of the day, as the booking pages write it.
      for (const fact of stayTimes)
        expect(fact.text).toMatch(/^चेक-इन [\u0900-\u097F]+ \d{1,2}:\d{2} /);
      // "27 नोव्हेंबर, 2026": the month in the language, the digits Latin.
      expect(data.updated).toMatch(/^\d{1,2} [\u0900-\u097F]+,? \d{4}$/);
    },
  );

  it('tells a Marathi reader when the grievance officer answers, in one Marathi sentence', async () => {
    renderIn('mr');
    show(PrivacyPage, buildTimeData(privacyLoader, '/mr/privacy'));
    const officer = await screen.findByRole('region', {
      name: contentIn('mr').privacy.grievanceOfficer.heading,
    });
    expect(within(officer).getByText('उत्तर देण्याची आमची मुदत: 30 दिवस.')).toBeVisible();
    expect(hrefOf('माझ्या बुकिंग्जवर जा')).toBe('/mr/my-bookings');
    expect(screen.getByText(/^शेवटचा बदल: \d{1,2} [\u0900-\u097F]+,? \d{4}$/)).toBeVisible();
  });

  it('tells a Hindi reader the same in Hindi, and where the booking terms are', async () => {
    renderIn('hi');
    const data = buildTimeData(privacyLoader, '/hi/privacy');
    show(PrivacyPage, data);
    expect(await screen.findByText('हम 30 दिन के भीतर जवाब देते हैं।')).toBeVisible();
    const terms = screen.getByRole('link', { name: data.terms.label });
    expect(terms).toHaveAttribute('href', '/hi/terms');
    expect(terms.parentElement).toHaveTextContent(
      `किसी बुकिंग पर कौन-सी शर्तें लागू होती हैं, यह जानने के लिए देखें: ${data.terms.label}।`,
    );
  });
});
