import { m } from '@hotel/i18n/messages';
import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { Shell } from '../../../lib/shell';
import { socialIcons } from './socialIcons';
import './SiteFooter.css';

export interface SiteFooterProps {
  /** The name the footer is signed with: the group's, or a property's in its stand-alone footer. */
  readonly brandName: string;
  /** The root loader's shell; `builtYear` is replaced by the visitor's current year after hydration. */
  readonly shell: Pick<
    Shell,
    'footer' | 'branches' | 'social' | 'builtYear' | 'signInPath' | 'myBookingsPath' | 'legalLinks'
  >;
  /** For a signed-in visitor, the quick link to sign-in leads to their bookings instead. */
  readonly signedIn: boolean;
}

const noSubscription = () => () => {};

/** The current year in the browser; the build year while prerendering and hydrating. */
function useCurrentYear(builtYear: number): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => builtYear,
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The site footer: quick links, the branches with their contacts, social links and credits. */
export function SiteFooter({ brandName, shell, signedIn }: SiteFooterProps) {
  const { footer, branches, social } = shell;
  const year = useCurrentYear(shell.builtYear);
  const quickLinks = footer.quickLinks.map((link) =>
    signedIn && link.path === shell.signInPath
      ? { label: m.site_myBookings(), path: shell.myBookingsPath }
      : link,
  );
  const linksId = useId();
  const branchesId = useId();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{brandName}</p>
          <ul className="site-footer__social">
            {social.map(({ network, url }) => (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <svg
                    viewBox="0 0 24 24"
                    width="24"
                    height="24"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {socialIcons[network].icon}
                  </svg>
                  <span className="visually-hidden">{socialIcons[network].label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby={linksId}>
          <h2 id={linksId} className="site-footer__heading">
            {footer.quickLinksHeading}
          </h2>
          <ul className="site-footer__links">
            {quickLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={branchesId} className="site-footer__branches">
          <h2 id={branchesId} className="site-footer__heading">
            {footer.branchesHeading}
          </h2>
          <ul>
            {branches.map((branch) => (
              <li key={branch.id}>
                <h3 className="site-footer__branch-name">
                  <Link to={branch.path}>{branch.name}</Link>
                </h3>
                <address>
                  {branch.addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                  <a href={telHref(branch.phone)}>{branch.phone}</a>
                  <a href={`mailto:${branch.email}`}>{branch.email}</a>
                </address>
                {branch.legal && (
                  <p className="site-footer__legal">
                    {branch.legal.name} · GSTIN {branch.legal.gstin}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__credits">
        <p>{footer.copyright.replaceAll('{year}', String(year))}</p>
        <ul className="site-footer__policies">
          {[shell.legalLinks.terms, shell.legalLinks.privacy].map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <p>
          <a href={footer.poweredBy.url} target="_blank" rel="noopener noreferrer">
            {footer.poweredBy.text}
          </a>
        </p>
      </div>
    </footer>
  );
}
