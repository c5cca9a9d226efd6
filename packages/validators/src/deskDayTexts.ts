import type { HousekeepingState } from './responses/housekeepingStates.js';

/** The texts of the desk's day (/admin/today) and housekeeping (/admin/housekeeping) screens. */

/** The four lists of the day, in the order the screen (and its print) shows them. */
export const todayListTexts = {
  arrivals: { title: 'Arrivals', empty: 'No arrivals on this day.' },
  departures: { title: 'Departures', empty: 'No departures on this day.' },
  inHouse: { title: 'In house', empty: 'No guests staying on.' },
  expectedNoShows: {
    title: 'Expected no-shows',
    empty: 'No guest is overdue to arrive.',
  },
} as const;
export type TodayListName = keyof typeof todayListTexts;

export const todayTexts = {
  title: 'Today at the desk',
  hint: 'Arrivals, departures, guests in house and guests overdue to arrive, with the step each needs.',
  date: 'Date',
  print: 'Print the lists',
  loading: 'Loading the lists…',
  what: 'the day’s lists',
  columns: {
    reference: 'Booking',
    guest: 'Guest',
    rooms: 'Room',
    nights: 'Nights',
    amount: 'Amount',
    needs: 'Needs',
    action: 'Action',
  },
  due: (amount: string) => `${amount} due`,
  paid: (amount: string) => `${amount} paid`,
  nights: (count: number) => (count === 1 ? '1 night' : `${count} nights`),
  changed: (reference: string, status: string) => `Booking ${reference} is now ${status}.`,
} as const;

/** What a row needs, in words (the API's `actions`). */
export const todayActionLabels = {
  'check-in': 'Check in',
  'check-out': 'Check out',
  'no-show': 'Mark no-show',
} as const;

/** The confirmation before checking a guest into a room not cleaned yet. */
export const dirtyRoomTexts = {
  title: 'Room not cleaned yet',
  confirm: 'Check in anyway',
  cancel: 'Not now',
} as const;

export const housekeepingTexts = {
  title: 'Housekeeping',
  hint: 'Tap a room’s new state: a room checked out, and each morning a room whose guests stay on, turns dirty by itself.',
  loading: 'Loading the rooms…',
  what: 'the rooms',
  empty: 'This hotel has no rooms yet.',
  room: (number: string) => `Room ${number}`,
  forRoom: (number: string) => ` for room ${number}`,
  lastChange: (at: string, by: string | null) => (by ? `${at}, by ${by}` : `${at}, automatically`),
  changed: (number: string, state: string) => `Room ${number} is now ${state.toLowerCase()}.`,
  notChanged: (number: string, why: string) => `Room ${number} was not changed. ${why}`,
  /** Before the room's state on the grid, for a screen reader. */
  onGrid: 'Housekeeping: ',
} as const;

export type { HousekeepingState };
