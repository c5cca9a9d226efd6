import type { ReactNode } from 'react';

/** Where the element goes in the rendered message: characters no translation contains. */
const SLOT = '\u2063slot\u2063';

/**
 * A message with an element inside it (a link in the middle of a sentence): the message renders
 * with a marker in the element's placeholder and is split there, so each language keeps its own
 * whole sentence, with the element where its word order puts it.
 * `withElement((link) => m.account_haveAccount({ link }), <Link …/>)`.
 */
export function withElement(render: (slot: string) => string, element: ReactNode): ReactNode {
  const [before = '', ...after] = render(SLOT).split(SLOT);
  return (
    <>
      {before}
      {element}
      {after.join('')}
    </>
  );
}
