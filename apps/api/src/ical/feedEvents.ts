import { addDays } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators';
import ICAL from 'ical.js';
import { feedError } from './FeedError.js';

/** One booking a travel site sold: the nights from `from` to `until` (exclusive), as a block. */
export interface FeedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly from: string;
  readonly until: string;
}

export interface FeedEvents {
  readonly events: readonly FeedEvent[];
  /** VEVENTs left out: without a UID or a start date. */
  readonly skipped: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The calendar date of an iCal time: an all-day date as written; a UTC time as the date in
 * India; a local or floating time as its own date (a feed's check-in at 14:00 is that day's night).
 */
function dateOf(time: ICAL.Time): string {
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) return todayInIndia(time.toJSDate());
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/** The VCALENDARs of a text: one, several, or none when it is not iCalendar. */
function calendarsOf(text: string): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw feedError('NOT_ICALENDAR');
  }
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = list
    .filter((jcal) => Array.isArray(jcal) && jcal[0] === 'vcalendar')
    .map((jcal) => new ICAL.Component(jcal as unknown[]));
  if (calendars.length === 0) throw feedError('NOT_ICALENDAR');
  return calendars;
}

/** An event's nights, or undefined when it has no usable start. */
function nightsOf(event: ICAL.Event): { from: string; until: string } | undefined {
  const start = event.startDate;
  if (!start) return undefined;
  const from = dateOf(start);
  const end = event.endDate;
  const until = end ? dateOf(end) : from;
  // An event that ends on the day it starts still takes that night.
  return { from, until: until > from ? until : addDays(from, 1) };
}

/**
 * The events of a travel site's iCalendar text, one per UID (the first VEVENT of a UID, leaving
 * out a recurring event's changed occurrences), without cancelled ones. A recurring event counts
 * by its first occurrence: travel sites send each booking as its own event. Throws a FeedError
 * when the text is not iCalendar.
 */
export function readFeedEvents(text: string): FeedEvents {
  const events = new Map<string, FeedEvent>();
  let skipped = 0;
  for (const calendar of calendarsOf(text)) {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      let event: ICAL.Event;
      let nights: { from: string; until: string } | undefined;
      try {
        event = new ICAL.Event(component);
        nights = nightsOf(event);
      } catch {
        skipped += 1;
        continue;
      }
      const uid = event.uid?.trim();
      if (!uid || !nights) {
        skipped += 1;
        continue;
      }
      if (event.isRecurrenceException() || events.has(uid)) continue;
      if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
        continue;
      }
      const summary = String(event.summary ?? '').trim() || 'Reserved';
      events.set(uid, { uid, summary: summary.slice(0, 200), ...nights });
    }
  }
  return { events: [...events.values()], skipped };
}
