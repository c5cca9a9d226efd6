import { m } from '@hotel/i18n/messages';

/**
 * '2 adults, 1 child': a booking's or a party's guests in the language rendered (no children
 * named when there are none); each count by the language's plural rules.
 */
export function guestsText(party: {
  readonly adults: number;
  readonly children?: number | undefined;
}): string {
  const adults = m.booking_adults({ count: party.adults });
  const children = party.children ?? 0;
  if (children === 0) return adults;
  return m.booking_guestsWithChildren({
    adults,
    children: m.booking_children({ count: children }),
  });
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
  return m.booking_party({
    nights: m.booking_nights({ count: search.nights }),
    guests: guestsText(search),
    rooms: m.booking_rooms({ count: search.rooms }),
  });
}
