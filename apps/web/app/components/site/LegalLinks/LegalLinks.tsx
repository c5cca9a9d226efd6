import type { ReactNode } from 'react';
import type { LegalLinks } from '../../../lib/legalLinks';
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
      The links open in a new tab, so nothing you typed here is lost.
    </p>
  );
}

/**
 * A form's notice of how the guest's details are used, with both links: "By paying you accept
 * our Booking terms. Our Privacy notice says how we use your details."
 */
export function DetailsNotice({
  links,
  action,
}: {
  readonly links: LegalLinks;
  /** What the guest does that accepts the terms ("paying"); none: only the privacy notice. */
  readonly action?: string;
}) {
  return (
    <p className="legal-links__notice">
      {action ? (
        <>
          By {action} you accept our <LegalLink link={links.terms} />.{' '}
        </>
      ) : null}
      Our <LegalLink link={links.privacy} /> says how we use your details and how long we keep them.{' '}
      <span className="visually-hidden">(The links open in a new tab.)</span>
    </p>
  );
}
