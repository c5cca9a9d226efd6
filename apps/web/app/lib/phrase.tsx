import { Fragment, type ReactNode } from 'react';

/**
 * Stands in a message for a part that is marked up (an amount in a `<span>`, a word in
 * `<strong>`): the message is written whole, in its language's word order, and `Phrase` puts the
 * element where the language put the placeholder.
 */
export const SLOT = '\u2063\u2063';

/** A message with one `SLOT`, rendered with `children` in its place. */
export function Phrase({
  text,
  children,
}: {
  readonly text: string;
  readonly children: ReactNode;
}) {
  const [before = '', ...rest] = text.split(SLOT);
  return (
    <>
      {before}
      {rest.map((after, index) => (
        // One slot in practice; a message that repeats its placeholder repeats the element.
        <Fragment key={index}>
          {children}
          {after}
        </Fragment>
      ))}
    </>
  );
}

/** Stands in a message for the marked-up part named `name` (see `Parts`). */
export const slot = (name: string): string => `\u2063${name}\u2063`;

/**
 * A message with several marked-up parts, each placeholder filled with `slot(name)`: the parts
 * go where the language put them.
 */
export function Parts({
  text,
  parts,
}: {
  readonly text: string;
  readonly parts: Readonly<Record<string, ReactNode>>;
}) {
  const pieces = text.split(/\u2063([^\u2063]+)\u2063/);
  return (
    <>
      {pieces.map((piece, index) =>
        // Odd pieces are the names of the slots, even ones the text between them.
        index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
      )}
    </>
  );
}
