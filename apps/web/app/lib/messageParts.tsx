import { Fragment, type ReactNode } from 'react';

/** Marks an element's place in a rendered message: characters no translation contains. */
const MARK = '\u2063';

/**
 * A message with elements inside it ("Signed in as {name}", the name in <strong>; a link in the
 * middle of a sentence): the message is rendered with each element's placeholder marked and split
 * there, so each language keeps its whole sentence and its word order decides where the element
 * goes. `message` gets the marks to put in the placeholders (and adds any other inputs):
 * `withElements((marks) => m.booking_fromPrice({ ...marks, adults }), { amount: <strong>…</strong> })`.
 */
export function withElements<K extends string>(
  message: (marks: Record<K, string>) => string,
  elements: Readonly<Record<K, ReactNode>>,
): ReactNode[] {
  const names = Object.keys(elements) as K[];
  const marks = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
  return message(marks as Record<K, string>)
    .split(new RegExp(`${MARK}(\\w+)${MARK}`))
    .map((piece, index) =>
      // Odd pieces are the names of the elements, even ones the text around them.
      index % 2 === 1 ? <Fragment key={index}>{elements[piece as K]}</Fragment> : piece,
    )
    .filter((piece) => piece !== '');
}
