import { within } from '@testing-library/react';

/** A description list's terms and what each says, as a guest reads them: term → text. */
export function factsOf(element: HTMLElement): Record<string, string | null | undefined> {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}
