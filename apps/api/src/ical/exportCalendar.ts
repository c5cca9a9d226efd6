import { site } from '@hotel/content';
import { addDays } from '@hotel/pricing';
import ICAL from 'ical.js';

/** Consecutive nights from `from` to `until` (exclusive), as a block or a booking. */
export interface NightRun {
  readonly from: string;
  readonly until: string;
}

/**
 * The runs of nights with no free room, from each night's free-room count (the first is the
 * night of `from`); consecutive sold-out nights make one run.
 */
export function soldOutRuns(freeByNight: readonly number[], from: string): NightRun[] {
  const runs: NightRun[] = [];
  let start: string | undefined;
  freeByNight.forEach((free, index) => {
    const night = addDays(from, index);
    if (free <= 0) start ??= night;
    else if (start) {
      runs.push({ from: start, until: night });
      start = undefined;
    }
  });
  if (start) runs.push({ from: start, until: addDays(from, freeByNight.length) });
  return runs;
}

export interface SoldOutCalendar {
  readonly roomTypeId: string;
  readonly title: string;
  readonly hotelName: string;
  readonly runs: readonly NightRun[];
  /** The site's host name, which makes each event's UID unique worldwide. */
  readonly host: string;
  readonly now: Date;
}

/**
 * The RFC 5545 calendar a travel site imports: one all-day event (DTSTART;VALUE=DATE, DTEND the
 * morning after the last night) per run of sold-out nights. A run keeps its UID as long as its
 * first night does, so a run that grows is the same event, changed.
 */
export function soldOutCalendar(calendar: SoldOutCalendar): string {
  const root = new ICAL.Component(['vcalendar', [], []]);
  root.updatePropertyWithValue('prodid', `-//${site.name}//Room availability//EN`);
  root.updatePropertyWithValue('version', '2.0');
  root.updatePropertyWithValue('calscale', 'GREGORIAN');
  root.updatePropertyWithValue('method', 'PUBLISH');
  root.updatePropertyWithValue('x-wr-calname', `${calendar.hotelName}: ${calendar.title}`);
  const stamp = ICAL.Time.fromJSDate(calendar.now, true);
  for (const run of calendar.runs) {
    const component = new ICAL.Component('vevent');
    const event = new ICAL.Event(component);
    event.uid = `${run.from}-${calendar.roomTypeId}@${calendar.host}`;
    component.updatePropertyWithValue('dtstamp', stamp);
    event.startDate = ICAL.Time.fromDateString(run.from);
    event.endDate = ICAL.Time.fromDateString(run.until);
    event.summary = 'Not available';
    component.updatePropertyWithValue('transp', 'OPAQUE');
    root.addSubcomponent(component);
  }
  return ICAL.stringify(root.toJSON());
}
