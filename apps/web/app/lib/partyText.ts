import { guestsText, plural } from '@hotel/validators/guests';

export { guestsText, plural };

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
