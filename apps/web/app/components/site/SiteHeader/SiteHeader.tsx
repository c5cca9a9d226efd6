import { DEFAULT_LANG } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { DESK_HOME } from '../../../lib/adminPaths';
import { withElements } from '../../../lib/messageParts';
import { guestName, type Session } from '../../../lib/session';
import type { Shell } from '../../../lib/shell';
import { Picture } from '../../ui/Picture/Picture';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import './SiteHeader.css';

/** The header takes its 'scrolled' look once the page has scrolled more than this. */
export const SCROLLED_AFTER_PX = 50;

export interface SiteHeaderProps {
  /** The name beside the logo: the group's, or a property's in its stand-alone header. */
  readonly brandName: string;
  /** The root loader's shell: the logo, the content's links and the bookings page. */
  readonly shell: Pick<
    Shell,
    'logo' | 'nav' | 'myBookingsPath' | 'lang' | 'languages' | 'homePath'
  >;
  /** The visitor's session; `openAuth` opens the sign-in popup (no navigation). */
  readonly session: Pick<Session, 'user' | 'openAuth' | 'signOut'>;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * The site header: logo, the content's links, and sign-in (or the signed-in guest and Sign out).
 * On narrow screens the links move into a menu behind a toggle button.
 */
export function SiteHeader({ brandName, shell, session }: SiteHeaderProps) {
  const { logo, nav, myBookingsPath, homePath } = shell;
  const { user, openAuth: onSignIn, signOut: onSignOut } = session;
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOutError, setSignOutError] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // The admin and desk screens are English only (staff tools): no other language to switch to.
  const isStaffPath = useLocation().pathname.startsWith('/admin');
  // They are the English build's (scripts/build.mjs): from a Marathi or Hindi page, a document load.
  const staffReload = shell.lang !== DEFAULT_LANG;

  const closeMenu = () => setMenuOpen(false);

  const signOut = () => {
    setSignOutError('');
    onSignOut().then(
      () => {
        // The button is gone: put focus somewhere sensible rather than on the page's body.
        if (menuOpen) toggleRef.current?.focus();
        closeMenu();
      },
      () => setSignOutError(m.site_signOutFailed()),
    );
  };

  const items = (onChoose?: () => void) => (
    <>
      <ul className="site-header__links">
        {nav.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} onClick={onChoose}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {user ? (
          <li>
            <NavLink to={myBookingsPath} onClick={onChoose}>
              {m.site_myBookings()}
            </NavLink>
          </li>
        ) : null}
        {user?.role === 'admin' ? (
          <li>
            <NavLink to="/admin" onClick={onChoose} reloadDocument={staffReload}>
              {m.site_admin()}
            </NavLink>
          </li>
        ) : null}
        {user?.role === 'staff' ? (
          <li>
            <NavLink to={DESK_HOME} onClick={onChoose} reloadDocument={staffReload}>
              {m.site_frontDesk()}
            </NavLink>
          </li>
        ) : null}
      </ul>
      <div className="site-header__account">
        {user ? (
          <>
            <span className="site-header__guest">
              {withElements(m.site_signedInAs, { name: <strong>{guestName(user)}</strong> })}
            </span>
            <button type="button" className="button site-header__button" onClick={signOut}>
              {m.site_signOut()}
            </button>
          </>
        ) : (
          <button type="button" className="button site-header__button" onClick={onSignIn}>
            {m.site_signIn()}
          </button>
        )}
      </div>
    </>
  );

  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : 'false'}>
      <div className="site-header__bar">
        <Link to={homePath} className="site-header__brand">
          <Picture image={logo} alt="" sizes="2.5rem" className="site-header__logo" />
          <span>{brandName}</span>
        </Link>
        <nav className="site-header__nav" aria-label={m.site_mainNav()}>
          {items()}
        </nav>
        {isStaffPath ? null : <LanguageSwitcher shell={shell} />}
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          {m.site_menu()}
        </button>
      </div>
      <nav
        id={menuId}
        className="site-header__mobile"
        aria-label={m.site_mainNav()}
        hidden={!menuOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            closeMenu();
            toggleRef.current?.focus();
          }
        }}
      >
        {items(closeMenu)}
        {isStaffPath ? null : <LanguageSwitcher shell={shell} />}
      </nav>
      {signOutError ? (
        <p className="site-header__error" role="alert">
          {signOutError}
        </p>
      ) : null}
    </header>
  );
}
