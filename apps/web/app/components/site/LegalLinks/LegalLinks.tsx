import { m } from '@hotel/i18n/messages';
import type { ReactNode } from 'react';
import type { LegalLinks } from '../../../lib/legalLinks';
import { withElements } from '../../../lib/messageParts';
import './LegalLinks.css';

/**
 * A link to the terms or the privacy notice from a form: it opens in a new tab, so what the
 * guest typed stays where it is.
 */
export function LegalLink({
  link,
  children,
}: {
  readonly link: LegalLinks['terms'];
  readonly children?: ReactNode;
}) {
  return (
    <a href={link.path} target="_blank" rel="noopener">
      {children ?? link.label}
    </a>
  );
}

/** Says, once beside a form's links, that they open in a new tab and lose nothing typed. */
export function NewTabNote({ id }: { readonly id?: string }) {
  return (
    <p id={id} className="legal-links__note">
      {m.site_newTabNote()}
    </p>
  );
}

/**
 * A form's notice of how the guest's details are used, with both links: "By paying you accept
 * our Booking terms. Our Privacy notice says how we use your details." Each sentence is one
 * message, the link where the language puts it.
 */
export function DetailsNotice({
  links,
  action,
}: {
  readonly links: LegalLinks;
  /** What the guest does that accepts the terms; none: only the privacy notice. */
  readonly action?: 'paying';
}) {
  return (
    <p className="legal-links__notice">
      {action === 'paying' ? (
        <>{withElements(m.site_payingAccepts, { terms: <LegalLink link={links.terms} /> })} </>
      ) : null}
      {withElements(m.site_privacySays, { privacy: <LegalLink link={links.privacy} /> })}{' '}
      <span className="visually-hidden">{m.site_linksOpenInNewTab()}</span>
    </p>
  );
}
