import { contentIn } from '@hotel/content';
import { renderIn } from '@hotel/i18n';
import { instantInIndia } from '@hotel/pricing';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadShell } from '../../../lib/shell';
import { hrefOf } from '../../../test/links';
import { SiteFooter } from './SiteFooter';

const footer = {
  quickLinksHeading: 'Quick Links',
  quickLinks: [
    { label: 'Home', path: '/Home' },
    { label: 'About Us', path: '/Aboutus' },
    { label: 'Contact Us', path: '/ContactUs' },
    { label: 'Log in / Sign Up', path: '/SignLogin' },
  ],
  branchesHeading: 'Our Branches',
  poweredBy: { text: 'Powered by Example Web Studio', url: 'https://example.com' },
  copyright: '© {year} Deccan Stonegate Hotels. All rights reserved.',
};

const branches = [
  {
    id: 'hotel-grand-imperial',
    name: 'Hotel Grand Imperial',
    path: '/Hotel-Grand-Imperial',
    phone: '0240 000 0002',
    email: 'frontdesk.grand@example.com',
    legal: { name: 'Grand Imperial Hotels Pvt Ltd', gstin: '27AAGCG5813R1Z0' },
    addressLines: [
      'Plot 0, Adalat Road, Kranti Chowk',
      'Chhatrapati Sambhajinagar, Maharashtra 431001',
    ],
  },
  {
    id: 'akash-banquet-hall',
    name: 'Akash Banquet Hall',
    path: '/Akash-Banquet-Hall',
    phone: '0240 000 0004',
    email: 'frontdesk.banquet@example.com',
    legal: undefined,
    addressLines: [
      'Plot 0, Jalna Road, Mukundwadi',
      'Chhatrapati Sambhajinagar, Maharashtra 431003',
    ],
  },
];

function show(builtYear = 2025, signedIn = false) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SiteFooter
          brandName="Deccan Stonegate Hotels"
          shell={{
            footer,
            branches,
            social: [
              { network: 'facebook', url: 'https://www.facebook.com/' },
              { network: 'youtube', url: 'https://www.youtube.com/' },
            ],
            builtYear,
            signInPath: '/SignLogin',
            myBookingsPath: '/my-bookings',
            legalLinks: {
              terms: { label: 'Booking terms', path: '/terms' },
              privacy: { label: 'Privacy notice', path: '/privacy' },
            },
          }}
          signedIn={signedIn}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  it('shows the copyright with the current year, not the year it was built', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instantInIndia('2031-03-01', '10:00'));
    show(2025);
    expect(screen.getByText('© 2031 Deccan Stonegate Hotels. All rights reserved.')).toBeVisible();
  });

  it('lists the quick links, sign-in included', () => {
    show();
    const links = screen.getByRole('region', { name: 'Quick Links' });
    expect(hrefOf('Log in / Sign Up', links)).toBe('/SignLogin');
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About Us', 'Contact Us', 'Log in / Sign Up']);
  });

  it('leads a signed-in visitor to their bookings instead of the sign-in page', () => {
    show(2025, true);
    const links = screen.getByRole('region', { name: 'Quick Links' });
    expect(hrefOf('My bookings', links)).toBe('/my-bookings');
    expect(within(links).queryByRole('link', { name: 'Log in / Sign Up' })).toBeNull();
  });

  it('shows each branch with its address and a phone link', () => {
    show();
    const list = screen.getByRole('region', { name: 'Our Branches' });
    const grand = within(list).getByRole('heading', { name: 'Hotel Grand Imperial' }).closest('li');
    if (!grand) throw new Error('The branch is not a list item');
    expect(grand).toHaveTextContent('Plot 0, Adalat Road, Kranti Chowk');
    expect(grand).toHaveTextContent('Chhatrapati Sambhajinagar, Maharashtra 431001');
    expect(hrefOf('0240 000 0002', grand)).toBe('tel:02400000002');
    expect(within(list).getByRole('heading', { name: 'Akash Banquet Hall' })).toBeVisible();
  });

  it('names who runs each hotel and its GSTIN; the banquet hall has none', () => {
    show();
    const list = screen.getByRole('region', { name: 'Our Branches' });
    const [grand, hall] = within(list).getAllByRole('listitem');
    expect(grand).toHaveTextContent('Grand Imperial Hotels Pvt Ltd · GSTIN 27AAGCG5813R1Z0');
    expect(hall).not.toHaveTextContent('GSTIN');
  });

  it('labels the social icons and opens them safely in a new tab', () => {
    show();
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'YouTube' })).toBeVisible();
  });

  it('links the booking terms and the privacy notice on every page', () => {
    show();
    expect(hrefOf('Booking terms')).toBe('/terms');
    expect(hrefOf('Privacy notice')).toBe('/privacy');
  });

  it('credits who built the site', () => {
    show();
    expect(hrefOf('Powered by Example Web Studio')).toBe('https://example.com');
  });
});

describe('SiteFooter in the page’s language', () => {
  afterEach(() => renderIn('en'));

  it.each([
    ['mr', 'माझी बुकिंग्ज'],
    ['hi', 'मेरी बुकिंग'],
  ] as const)(
    'shows the content’s footer in %s, sign-in leading a signed-in guest to “%s”',
    (lang, myBookings) => {
      renderIn(lang);
      const shell = loadShell(contentIn(lang), lang);
      const Stub = createRoutesStub([
        {
          path: `/${lang}`,
          Component: () => <SiteFooter brandName={shell.siteName} shell={shell} signedIn />,
        },
      ]);
      render(<Stub initialEntries={[`/${lang}`]} />);
      const quickLinks = screen.getByRole('region', { name: shell.footer.quickLinksHeading });
      expect(within(quickLinks).getByRole('link', { name: myBookings })).toHaveAttribute(
        'href',
        shell.myBookingsPath,
      );
      expect(shell.myBookingsPath.startsWith(`/${lang}/`)).toBe(true);
      expect(screen.queryByText('My bookings')).toBeNull();
      expect(screen.getByRole('link', { name: shell.legalLinks.privacy.label })).toHaveAttribute(
        'href',
        `/${lang}/privacy`,
      );
    },
  );
});
