import { addDays, formatINR } from '@hotel/pricing';
import type { CalendarDay } from '@hotel/validators/responses';
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { dataPath } from '../../../lib/dataRoutes';
import type { clientLoader } from '../../../routes/booking/calendarData';
import './PriceCalendar.css';

export interface PriceCalendarProps {
  readonly roomId: string;
  /** Today in India (YYYY-MM-DD); unknown while the prerendered page hydrates. */
  readonly today: string | undefined;
  /** The party the rates are for: one room, this many adults. */
  readonly adults: number;
  /** A free night was chosen as the check-in. */
  readonly onChoose: (date: string) => void;
}

/** How far ahead a guest can page: a year of months. */
const MONTHS_AHEAD = 12;
/** Few enough free rooms to say how many are left. */
const FEW_LEFT = 2;

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** The first day of the month `offset` months after the month of `date`. */
function monthStart(date: string, offset: number): string {
  const day = asDate(date);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

/** The days of the month that starts on `first`. */
function daysOf(first: string): string[] {
  const days: string[] = [];
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** Weeks of a month, Monday first; null pads the days before the 1st and after the last. */
function weeksOf(days: readonly string[]): (string | null)[][] {
  const lead = ((days[0] ? asDate(days[0]).getUTCDay() : 1) + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The nights of the month that starts on `first`, from `today` on, for this party. */
function monthQuery(first: string, today: string, adults: number): URLSearchParams {
  const from = first < today ? today : first;
  const to = daysOf(first).at(-1) ?? first;
  return new URLSearchParams({ from, to, adults: String(adults) });
}

/**
 * The room type's price for each night of a month, with the adjustment that set it ('Weekend')
 * and whether a room is free: read from GET /api/rooms/:roomId/calendar through its data route
 * (`routes/booking/calendarData.ts`), one request a month, by a fetcher of that month's query.
 * A free night is a button that makes it the check-in.
 */
export function PriceCalendar({ roomId, today, adults, onChoose }: PriceCalendarProps) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const first = today ? monthStart(today, offset) : null;
  const path =
    today && first ? dataPath('roomCalendar', { roomId }, monthQuery(first, today, adults)) : null;
  // A fetcher of its own for each month, party and attempt: an answer never shows for another.
  const fetcher = useFetcher<typeof clientLoader>({ key: `price-calendar:${path}:${attempt}` });
  const { load } = fetcher;
  useEffect(() => {
    if (path) void load(path);
  }, [path, load]);

  if (!today || !first) return null;
  const current = fetcher.state === 'idle' ? fetcher.data : undefined;
  const days = current?.state === 'ready' ? current.value : null;

  return (
    <section className="price-calendar" aria-labelledby={headingId}>
      <h2 id={headingId} className="price-calendar__heading">
        Prices by date
      </h2>
      <p className="price-calendar__note">
        {`One room for ${adults} ${adults === 1 ? 'adult' : 'adults'}, per night, before GST. Choose a date to start your stay.`}
      </p>
      <div className="price-calendar__nav">
        <button
          type="button"
          onClick={() => setOffset((month) => month - 1)}
          disabled={offset === 0}
        >
          Previous month
        </button>
        <p className="price-calendar__month" aria-live="polite">
          {monthName.format(asDate(first))}
        </p>
        <button
          type="button"
          onClick={() => setOffset((month) => month + 1)}
          disabled={offset >= MONTHS_AHEAD - 1}
        >
          Next month
        </button>
      </div>
      <p className="price-calendar__status" role="status">
        {current ? '' : 'Loading prices…'}
      </p>
      {current?.state === 'failed' ? (
        <div className="price-calendar__failed" role="alert">
          <p>{`We could not load the prices. ${current.message}`}</p>
          <button type="button" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      <table className="price-calendar__grid">
        <caption className="visually-hidden">{`Nightly prices, ${monthName.format(asDate(first))}`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(daysOf(first)).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => (
                <td key={date ?? `pad-${index}`}>
                  {date ? (
                    <CalendarCell
                      date={date}
                      past={date < today}
                      night={days?.get(date)}
                      onChoose={onChoose}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CalendarCell({
  date,
  past,
  night,
  onChoose,
}: {
  date: string;
  past: boolean;
  night: CalendarDay | undefined;
  onChoose: (date: string) => void;
}) {
  const dayNumber = <span className="price-calendar__day">{Number(date.slice(8))}</span>;
  if (past || !night) {
    return <span className="price-calendar__cell price-calendar__cell--off">{dayNumber}</span>;
  }
  const when = longDate.format(asDate(date));
  const price = formatINR(night.rate);
  if (night.freeRooms === 0) {
    return (
      <span className="price-calendar__cell price-calendar__cell--full">
        {dayNumber}
        <span className="price-calendar__price">Sold out</span>
        <span className="visually-hidden">{`${when}: sold out`}</span>
      </span>
    );
  }
  const left =
    night.freeRooms <= FEW_LEFT
      ? `${night.freeRooms} ${night.freeRooms === 1 ? 'room' : 'rooms'} left`
      : null;
  const shown = price.replace(/\.00$/, '');
  const said = [`${when}: ${shown}`, night.adjustment, left].filter(Boolean).join(', ');
  // The sentence is what a screen reader says; the grid's short forms are for the eye. (An
  // aria-label would have to repeat the visible text word for word.)
  return (
    <button type="button" className="price-calendar__cell" onClick={() => onChoose(date)}>
      <span className="visually-hidden">{`${said}. Choose as check-in`}</span>
      <span className="price-calendar__day" aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      <span className="price-calendar__price" aria-hidden="true">
        {shown}
      </span>
      {night.adjustment ? (
        <span className="price-calendar__tag" aria-hidden="true">
          {night.adjustment}
        </span>
      ) : null}
      {left ? (
        <span className="price-calendar__left" aria-hidden="true">
          {left}
        </span>
      ) : null}
    </button>
  );
}
