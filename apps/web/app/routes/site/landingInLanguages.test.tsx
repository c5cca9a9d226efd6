import { contentIn } from '@hotel/content';
import { renderIn } from '@hotel/i18n';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dataRouteStubs } from '../../test/dataRoutes';
import { buildTimeData } from '../../test/routeStub';
import { LandingPage, loader } from './landing';

afterEach(() => renderIn('en'));

function show(lang: 'mr' | 'hi') {
  renderIn(lang);
  const data = buildTimeData(loader, `/${lang}`);
  const Stub = createRoutesStub([
    { path: `/${lang}`, Component: () => <LandingPage data={data} /> },
    ...dataRouteStubs(),
  ]);
  render(<Stub initialEntries={[`/${lang}`]} />);
  return data;
}

describe('the landing page in Marathi and Hindi', () => {
  it.each([
    ['mr', 'आमच्या तीन हॉटेल्समध्ये खोली शोधा'],
    ['hi', 'हमारे तीन होटलों में कमरा खोजें'],
  ] as const)(
    'welcomes the guest in %s and shows each property’s card in that language',
    (lang, search) => {
      const data = show(lang);
      const content = contentIn(lang);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data.welcome);
      expect(data.welcome).toContain(content.site.name);
      expect(screen.getByRole('heading', { name: search })).toBeVisible();
      expect(screen.getByRole('button', { name: content.site.landing.signInButton })).toBeVisible();
      for (const property of content.properties) {
        const card = screen.getByRole('heading', { level: 2, name: property.name }).closest('li');
        if (!card) throw new Error(`no card for ${property.name}`);
        expect(within(card).getByRole('link', { name: property.name })).toHaveAttribute(
          'href',
          `/${lang}${contentIn('en').properties.find((each) => each.id === property.id)?.path}`,
        );
        expect(card).toHaveTextContent(property.phone);
      }
    },
  );
});
