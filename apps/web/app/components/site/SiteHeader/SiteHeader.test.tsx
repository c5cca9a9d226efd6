import { renderIn } from '@hotel/i18n';
import { exampleGuest } from '@hotel/test-fixtures';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestName, type SessionUser } from '../../../lib/session';
import { hrefOf } from '../../../test/links';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const nav = [
  { label: 'Home', path: '/Home' },
  { label: 'About Us', path: '/Aboutus' },
  { label: 'Contact Us', path: '/ContactUs' },
];

const asha: SessionUser = exampleGuest;

function show(
  session: Partial<SiteHeaderProps['session']> = {},
  at = '/',
  lang: SiteHeaderProps['shell']['lang'] = 'en',
) {
  const header = (
    <SiteHeader
      brandName="Deccan Stonegate Hotels"
      shell={{
        logo: { src: '/site/logo.svg', alt: 'Logo', width: 96, height: 96 },
        nav,
        myBookingsPath: '/my-bookings',
        homePath: '/',
        lang,
        languages: [
          { code: 'en', tag: 'en-IN', name: 'English' },
          { code: 'mr', tag: 'mr-IN', name: 'मराठी' },
          { code: 'hi', tag: 'hi-IN', name: 'हिन्दी' },
        ],
      }}
      session={{ user: null, openAuth: vi.fn(), signOut: vi.fn(async () => {}), ...session }}
    />
  );
  const page = (heading: string) => () => (
    <>
      {header}
      <h1>{heading}</h1>
    </>
  );
  const Stub = createRoutesStub([
    { path: '/', Component: page('Landing') },
    { path: '/Home', Component: page('Landing') },
    { path: '/Aboutus', Component: page('About page') },
    { path: '/ContactUs', Component: page('Contact page') },
    { path: '/admin', Component: () => <h1>Admin screens</h1> },
  ]);
  render(<Stub initialEntries={[at]} />);
}

const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
const mobileMenu = () => {
  const id = menuToggle().getAttribute('aria-controls');
  const menu = id ? document.getElementById(id) : null;
  if (!menu) throw new Error('The menu toggle controls no element');
  return menu;
};

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  scrollTo(0);
});

describe('SiteHeader', () => {
  it('links the logo home and shows the content’s links', () => {
    show();
    expect(hrefOf('Deccan Stonegate Hotels')).toBe('/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(hrefOf('About Us', main)).toBe('/Aboutus');
    expect(hrefOf('Contact Us', main)).toBe('/ContactUs');
  });

  it('offers the same page in each language, with its dates kept, and remembers the choice', async () => {
    show({}, '/Aboutus?checkIn=2026-12-05&adults=2');
    const languages = screen.getByRole('navigation', { name: 'Language' });
    const marathi = within(languages).getByRole('link', { name: 'मराठी' });
    expect(marathi).toHaveAttribute('href', '/mr/Aboutus?checkIn=2026-12-05&adults=2');
    expect(marathi).toHaveAttribute('hreflang', 'mr-IN');
    expect(marathi).toHaveAttribute('lang', 'mr-IN');
    expect(within(languages).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'href',
      '/hi/Aboutus?checkIn=2026-12-05&adults=2',
    );
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // A plain link: the Marathi page is a page of its own, loaded whole.
    marathi.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(marathi);
    expect(document.cookie).toContain('lang=mr');
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    const user = userEvent.setup();
    show();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeVisible();
    expect(within(mobileMenu()).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(within(mobileMenu()).getByRole('button', { name: 'Log in / Sign Up' })).toBeVisible();

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the mobile menu when a link in it is chosen, and goes there', async () => {
    const user = userEvent.setup();
    show();
    await user.click(menuToggle());
    await user.click(within(mobileMenu()).getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    show();
    await user.click(menuToggle());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(mobileMenu()).not.toBeVisible();
    expect(menuToggle()).toHaveFocus();
  });

  it('opens the sign-in popup from the header without navigating', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    show({ openAuth: onSignIn });
    await user.click(menuToggle());
    await user.click(within(mobileMenu()).getByRole('button', { name: 'Log in / Sign Up' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('takes the scrolled look only once the page has scrolled more than 50 px', () => {
    show();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => scrollTo(50));
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => scrollTo(51));
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => scrollTo(0));
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('shows the signed-in guest and signs them out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn(async () => {});
    show({ user: asha, signOut: onSignOut });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main).toHaveTextContent('Signed in as asha');
    expect(within(main).queryByRole('button', { name: 'Log in / Sign Up' })).toBeNull();
    expect(hrefOf('My bookings', main)).toBe('/my-bookings');
    await user.click(within(main).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('links the admin screens for an admin, the desk for a hotel’s staff, and not for a guest', () => {
    show({ user: asha });
    const main = () => screen.getByRole('navigation', { name: 'Main' });
    expect(within(main()).queryByRole('link', { name: 'Admin' })).toBeNull();
    cleanup();
    show({ user: { ...asha, username: 'boss', role: 'admin' } });
    expect(hrefOf('Admin', main())).toBe('/admin');
    cleanup();
    show({ user: { ...asha, role: 'staff', hotelId: 'hotel-grand-imperial' } });
    expect(within(main()).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(hrefOf('Front desk', main())).toBe('/admin/calendar');
  });

  it('opens the admin screens in the app from an English page, as a document from a Marathi one (another build)', async () => {
    const user = userEvent.setup();
    const admin = { user: { ...asha, username: 'boss', role: 'admin' as const } };
    const main = () => screen.getByRole('navigation', { name: 'Main' });
    // After React Router's handler: happy-dom does not load the address itself.
    const noDocumentLoad = (event: Event) => event.preventDefault();
    document.addEventListener('click', noDocumentLoad);
    try {
      show(admin, '/Aboutus');
      await user.click(within(main()).getByRole('link', { name: 'Admin' }));
      expect(await screen.findByRole('heading', { name: 'Admin screens' })).toBeInTheDocument();
      cleanup();
      show(admin, '/Aboutus', 'mr');
      await user.click(within(main()).getByRole('link', { name: 'Admin' }));
      expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Admin screens' })).toBeNull();
    } finally {
      document.removeEventListener('click', noDocumentLoad);
    }
  });

  it('closes the mobile menu after signing out there, focus back on the toggle', async () => {
    const user = userEvent.setup();
    show({ user: asha });
    await user.click(menuToggle());
    await user.click(within(mobileMenu()).getByRole('button', { name: 'Sign out' }));
    expect(mobileMenu()).not.toBeVisible();
    expect(menuToggle()).toHaveFocus();
  });

  it('names a guest who signed in by mobile by their number', () => {
    show({ user: { ...asha, username: null, email: null, mobile: '9876543210' } });
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent(
      'Signed in as 9876543210',
    );
  });

  it('says so when signing out fails', async () => {
    const user = userEvent.setup();
    show({ user: asha, signOut: () => Promise.reject(new Error('offline')) });
    const main = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not sign you out. Please try again.',
    );
  });
});

describe('SiteHeader in the page’s language', () => {
  afterEach(() => renderIn('en'));

  it.each([
    ['mr', 'मेनू', 'लॉग इन / खाते उघडा'],
    ['hi', 'मेनू', 'लॉग इन / खाता बनाएँ'],
  ] as const)(
    'offers sign-in and the menu in %s to a guest not signed in',
    (lang, menu, signIn) => {
      renderIn(lang);
      show();
      expect(screen.getByRole('button', { name: menu })).toBeVisible();
      expect(screen.getAllByRole('button', { name: signIn })[0]).toBeVisible();
      expect(screen.queryByText('Menu')).toBeNull();
      expect(screen.queryByText('Log in / Sign Up')).toBeNull();
    },
  );

  it.each([
    ['mr', 'माझी बुकिंग्ज', `${guestName(asha)} म्हणून साइन इन केले आहे`, 'साइन आउट'],
    ['hi', 'मेरी बुकिंग', `आप ${guestName(asha)} के रूप में साइन इन हैं`, 'साइन आउट'],
  ] as const)(
    'names the signed-in guest, their bookings and Sign out in %s',
    (lang, bookings, signedInAs, signOut) => {
      renderIn(lang);
      show({ user: asha });
      const main = screen.getAllByRole('navigation', { name: 'मुख्य' })[0];
      if (!main) throw new Error('no main navigation');
      expect(within(main).getByRole('link', { name: bookings })).toHaveAttribute(
        'href',
        '/my-bookings',
      );
      expect(main).toHaveTextContent(signedInAs);
      expect(within(main).getByText(guestName(asha)).tagName).toBe('STRONG');
      expect(within(main).getByRole('button', { name: signOut })).toBeVisible();
    },
  );
});
