import { screen, within } from '@testing-library/react';

/** The href of the link named `name`, inside `container` or anywhere on the page; throws when there is no such link. */
export function hrefOf(name: string | RegExp, container?: HTMLElement): string | null {
  const scope = container ? within(container) : screen;
  return scope.getByRole('link', { name }).getAttribute('href');
}
