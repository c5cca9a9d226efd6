import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';

/** What a path answers: a calendar's text, or a handler that writes anything (or nothing). */
export type FeedAnswer = string | ((request: IncomingMessage, response: ServerResponse) => void);

export interface TestFeedServer {
  /** `http://127.0.0.1:PORT/<path>` (its host) */
  url(path: string): string;
  /** Sets what a path answers from now on (200 text/calendar for a string). */
  serve(path: string, answer: FeedAnswer): void;
  /** How many requests a path has had. */
  hits(path: string): number;
  close(): Promise<void>;
}

/**
 * A travel site's calendar server on 127.0.0.1 (node:http, a free port; `host` another loopback
 * address): each path answers what the test set, an unknown path 404. Closing drops open
 * connections (a hanging answer too). The app fetches it only with ICAL_FEED_ALLOW_PRIVATE=true.
 */
export async function startFeedServer(host = '127.0.0.1'): Promise<TestFeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.slice(1);
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path);
    if (answer === undefined) {
      response.writeHead(404).end('Not found');
    } else if (typeof answer === 'string') {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer);
    } else answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://${host}:${port}/${path}`,
    serve: (path, answer) => {
      answers.set(path, answer);
    },
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One event of a test feed: all-day nights `from` to `until` (exclusive; none: one night). */
export interface TestEvent {
  readonly uid: string;
  readonly summary?: string;
  readonly from: string;
  readonly until?: string;
}

/** A travel site's iCalendar text with these all-day events, written with ical.js. */
export function feedCalendar(events: readonly TestEvent[]): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Example Travel Site//Bookings//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  for (const { uid, summary, from, until } of events) {
    const component = new ICAL.Component('vevent');
    const event = new ICAL.Event(component);
    event.uid = uid;
    component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
    event.startDate = ICAL.Time.fromDateString(from);
    if (until) event.endDate = ICAL.Time.fromDateString(until);
    if (summary) event.summary = summary;
    calendar.addSubcomponent(component);
  }
  return ICAL.stringify(calendar.toJSON());
}

/** The events of a calendar text, read back with ical.js: dates as YYYY-MM-DD. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate && event.endDate.isDate,
        stamp: component.getFirstPropertyValue('dtstamp')?.toString(),
      };
    }),
  };
}
