import { useId } from 'react';
import './ContactBlock.css';

export interface ContactBlockProps {
  readonly heading: string;
  readonly intro: string;
  readonly phoneLabel: string;
  readonly phone: string;
  readonly emailLabel: string;
  readonly email: string;
  readonly addressLabel: string;
  /** The postal address, one line per entry. */
  readonly addressLines: readonly string[];
  /** Who runs the hotel and its GSTIN, for a guest who checks a business before paying it. */
  readonly legal?: { readonly name: string; readonly gstin: string } | undefined;
}

/** A property's 'GET IN TOUCH' block: phone and e-mail as links, the postal address, and a hotel's GSTIN. */
export function ContactBlock({
  heading,
  intro,
  phoneLabel,
  phone,
  emailLabel,
  email,
  addressLabel,
  addressLines,
  legal,
}: ContactBlockProps) {
  const headingId = useId();
  return (
    <section className="contact-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-block__heading">
        {heading}
      </h2>
      <p className="contact-block__intro">{intro}</p>
      <dl className="contact-block__list">
        <div>
          <dt>{phoneLabel}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>{emailLabel}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>{addressLabel}</dt>
          <dd>
            <address>
              {addressLines.map((line) => (
                <span key={line} className="contact-block__address-line">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        {legal && (
          <div>
            <dt>GSTIN</dt>
            <dd>
              {legal.gstin} <span className="contact-block__legal-name">({legal.name})</span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
