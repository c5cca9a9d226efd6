/** '2 adults', '1 child': a count with its noun. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** '2 adults, 1 child': the guests of a party (no children named when there are none). */
export function guestsText(party: { readonly adults: number; readonly children: number }): string {
  return [
    plural(party.adults, 'adult'),
    ...(party.children > 0 ? [plural(party.children, 'child', 'children')] : []),
  ].join(', ');
}

/**
 * '2 nights, 2 adults, 1 child, 1 room': the party and stay a price is for (search results and
 * the room page; its own module so a page that needs only this does not load the search's texts).
 */
export function partyText(search: {
  readonly nights: number;
  readonly adults: number;
  readonly children: number;
  readonly rooms: number;
}): string {
  return [plural(search.nights, 'night'), guestsText(search), plural(search.rooms, 'room')].join(
    ', ',
  );
}
