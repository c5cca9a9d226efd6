import { renderIn } from '@hotel/i18n';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

const show = (status: number) => {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ErrorScreen status={status} siteName="Hotels" /> },
  ]);
  render(<Stub initialEntries={['/']} />);
};

describe('ErrorScreen', () => {
  it.each([
    [404, '404 Not Found'],
    [400, '400 Bad Request'],
    [403, '403 Forbidden'],
    [405, '405 Method Not Allowed'],
    [500, 'Unexpected Application Error!'],
  ])('shows the %i screen as “%s” with a way home', (status, title) => {
    show(status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

describe('ErrorScreen in the page’s language', () => {
  afterEach(() => renderIn('en'));

  it.each([
    [
      'mr',
      '404 पान सापडले नाही',
      'या पत्त्यावर कोणतेही पान नाही. ते कदाचित दुसरीकडे हलवले असेल.',
      'मुख्य पानावर जा',
    ],
    [
      'hi',
      '404 पेज नहीं मिला',
      'इस पते पर कोई पेज नहीं है। हो सकता है वह कहीं और चला गया हो।',
      'होम पेज पर जाएँ',
    ],
  ] as const)(
    'shows the not-found screen in %s, the way home leading to that language’s home',
    (lang, title, text, home) => {
      renderIn(lang);
      show(404);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByText(text)).toBeVisible();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}`);
      expect(document.title).toBe(`${title} | Hotels`);
    },
  );
});
