import { m } from '@hotel/i18n/messages';
import type { ReactNode } from 'react';
import type { LegalSectionData } from '../../../lib/legalFacts';
import './LegalPage.css';

export interface LegalPageProps {
  readonly heading: string;
  /** "27 November 2026". */
  readonly updated: string;
  readonly intro: readonly string[];
  /** The page's sections in order, each a heading with its text and the facts it shows. */
  readonly sections: readonly LegalSectionData[];
  /** Sections of the page's own shape (the privacy notice's tables), before `sections`. */
  readonly children?: ReactNode;
  /** Headings of `children`, for the list of contents: id and text. */
  readonly extraContents?: readonly { readonly id: string; readonly heading: string }[];
}

/** A section of a legal page: its heading, paragraphs, list and facts from the content. */
export function LegalSection({ section }: { readonly section: LegalSectionData }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="legal-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items.length > 0 ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.facts.length > 0 ? (
        <ul className="legal-page__facts">
          {section.facts.map((fact) => (
            <li key={`${fact.label}:${fact.text}`}>
              {fact.label ? <strong>{fact.label}: </strong> : null}
              {fact.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The frame of the terms and the privacy notice: a readable column with its contents first. */
export function LegalPage({
  heading,
  updated,
  intro,
  sections,
  children,
  extraContents = [],
}: LegalPageProps) {
  const contents = [...extraContents, ...sections.map(({ id, heading }) => ({ id, heading }))];
  return (
    <article className="legal-page">
      <h1>{heading}</h1>
      <p className="legal-page__updated">{m.site_lastUpdated({ date: updated })}</p>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav className="legal-page__contents" aria-label={m.site_onThisPage()}>
        <ol>
          {contents.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {children}
      {sections.map((section) => (
        <LegalSection key={section.id} section={section} />
      ))}
    </article>
  );
}
