import { addDays } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators';
import ICAL from 'ical.js';
import { FeedError, feedError } from './FeedError.js';
import { neverMatches } from './impossibleRules.js';

/** One booking a travel site sold: the nights from `from` to `until` (exclusive), as a block. */
export interface FeedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly from: string;
  readonly until: string;
}

export interface FeedEvents {
  readonly events: readonly FeedEvent[];
  /** VEVENTs left out: without a UID or a start date, or with values ical.js cannot read. */
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
function nightsOf(start: ICAL.Time | undefined, end: ICAL.Time | undefined) {
  if (!start) return undefined;
  const from = dateOf(start);
  const until = end ? dateOf(end) : from;
  // An event that ends on the day it starts still takes that night.
  return { from, until: until > from ? until : addDays(from, 1) };
}

/** The nights whose blocks matter: from today until the last night a guest could book online. */
export interface FeedWindow {
  readonly from: string;
  readonly until: string;
}

/**
 * Occurrences a feed's recurring events may be expanded into, all events together: enough for a
 * daily event that began ten years ago, and a bound on the work a hostile feed can ask for (ical.js
 * expands ~35 occurrences a millisecond here). A feed that needs more is not applied.
 */
export const MAX_OCCURRENCES = 10_000;

/** What is left of MAX_OCCURRENCES while a feed is read. */
interface Budget {
  left: number;
}

const isCancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

const summaryOf = (event: ICAL.Event) =>
  (String(event.summary ?? '').trim() || 'Reserved').slice(0, 200);

/**
 * A recurring event's occurrences with a night in the window, each its own event keyed
 * `UID#first date` (its RECURRENCE-ID, so a changed occurrence keeps its key), its changes and
 * EXDATEs applied, cancelled ones left out. Throws a FeedError when they run past the budget.
 */
function occurrencesOf(event: ICAL.Event, uid: string, window: FeedWindow, budget: Budget) {
  const occurrences: FeedEvent[] = [];
  const expansion = event.iterator();
  for (let next = expansion.next(); next; next = expansion.next()) {
    budget.left -= 1;
    if (budget.left < 0) throw feedError('TOO_MANY_OCCURRENCES', MAX_OCCURRENCES);
    const first = dateOf(next);
    if (first >= window.until) break;
    const details = event.getOccurrenceDetails(next);
    const nights = nightsOf(details.startDate, details.endDate);
    if (!nights || nights.until <= window.from || isCancelled(details.item.component)) continue;
    occurrences.push({ uid: `${uid}#${first}`, summary: summaryOf(details.item), ...nights });
  }
  return occurrences;
}

/** What one UID's VEVENTs (the event and its changed occurrences) hold; throws on bad values. */
function eventsOf(
  uid: string,
  component: ICAL.Component,
  changes: readonly ICAL.Component[],
  window: FeedWindow,
  budget: Budget,
): FeedEvent[] | undefined {
  const event = new ICAL.Event(component, { strictExceptions: true, exceptions: [...changes] });
  const nights = nightsOf(event.startDate, event.endDate);
  if (!nights) return undefined;
  if (event.isRecurring()) return occurrencesOf(event, uid, window, budget);
  return [{ uid, summary: summaryOf(event), ...nights }];
}

/** Refuses an event repeating by a rule no date can match, before ical.js looks for one forever. */
function checkRules(uid: string, component: ICAL.Component): void {
  for (const property of component.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (rule instanceof ICAL.Recur && neverMatches(rule)) throw feedError('IMPOSSIBLE_RULE', uid);
  }
}

/**
 * The events of a travel site's iCalendar text, one per UID (the first VEVENT of a UID), without
 * cancelled ones. Travel sites send each booking as its own event; a recurring one (an owner's
 * "closed every Monday") is one event per occurrence with a night in `window`, each changed
 * occurrence (RECURRENCE-ID) where it moved to. Skipped: VEVENTs without a UID or a start date.
 * Throws a FeedError when the text is not iCalendar, when a rule can never match, and when the
 * recurring events come to more than MAX_OCCURRENCES. CPU-bound on hostile input: the server runs
 * it in a worker thread with a time limit (readFeedInWorker).
 */
export function readFeedEvents(text: string, window: FeedWindow): FeedEvents {
  const masters = new Map<string, ICAL.Component>();
  const changes = new Map<string, ICAL.Component[]>();
  let skipped = 0;
  for (const calendar of calendarsOf(text)) {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      const uid = String(component.getFirstPropertyValue('uid') ?? '').trim();
      if (!uid) skipped += 1;
      else if (!component.hasProperty('recurrence-id')) {
        if (!masters.has(uid)) masters.set(uid, component);
      } else if (changes.has(uid)) changes.get(uid)?.push(component);
      else changes.set(uid, [component]);
    }
  }
  const events = new Map<string, FeedEvent>();
  const budget: Budget = { left: MAX_OCCURRENCES };
  for (const [uid, component] of masters) {
    if (isCancelled(component)) continue;
    checkRules(uid, component);
    let read: ReturnType<typeof eventsOf>;
    try {
      read = eventsOf(uid, component, changes.get(uid) ?? [], window, budget);
    } catch (error) {
      if (error instanceof FeedError) throw error;
      read = undefined;
    }
    if (!read) skipped += 1;
    for (const event of read ?? []) if (!events.has(event.uid)) events.set(event.uid, event);
  }
  return { events: [...events.values()], skipped };
}
