/**
 * Words for counts of guests, shared by the API's e-mails and documents and the web's pages.
 * No zod here: a page imports it as `@hotel/validators/guests` without the schemas.
 */

/** '2 adults', '1 child': a count with its noun. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** '2 adults, 1 child': a booking's or a party's guests (no children named when there are none). */
export function guestsText(party: {
  readonly adults: number;
  readonly children?: number | undefined;
}): string {
  const children = party.children ?? 0;
  return [
    plural(party.adults, 'adult'),
    ...(children > 0 ? [plural(children, 'child', 'children')] : []),
  ].join(', ');
}
