import { m } from '@hotel/i18n/messages';
import { isCalendarDate, nightsBetween } from '@hotel/validators/dates';
import type { CalendarDay } from '@hotel/validators/responses';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { calendarDateText } from '../../../lib/calendarDateText';
import { dataPath } from '../../../lib/dataRoutes';
import type { clientLoader } from '../../../routes/booking/calendarData';
import { CalendarDayButton, type DayAction } from './CalendarDayButton';
import {
  canShow,
  daysOf,
  longDate,
  MONTHS_AHEAD,
  monthName,
  monthQuery,
  monthStart,
  monthsBetween,
  movedDate,
  weeksOf,
} from './calendarDates';
import {
  chooseDate,
  choosingCheckOut,
  firstSoldOutNight,
  type StayDates,
  soldOutInStay,
  stayPartOf,
} from './stayRange';
import './PriceCalendar.css';

export interface PriceCalendarProps {
  readonly roomId: string;
  /** Today in India (YYYY-MM-DD); unknown while the prerendered page hydrates. */
  readonly today: string | undefined;
  /** The party the rates are for: one room, this many adults. */
  readonly adults: number;
  /** The stay chosen so far (the calculator's dates); '' for a date not chosen. */
  readonly checkIn: string;
  readonly checkOut: string;
  /** A tap chose a check-in (check-out '' until the next tap) or a whole stay. */
  readonly onChoose: (dates: StayDates) => void;
}

/** A Monday to Sunday (calendar dates), whose names head the grid's columns. */
const WEEK = [
  '2024-01-01',
  '2024-01-02',
  '2024-01-03',
  '2024-01-04',
  '2024-01-05',
  '2024-01-06',
  '2024-01-07',
];
const shortWeekday = calendarDateText({ weekday: 'short' });
const longWeekday = calendarDateText({ weekday: 'long' });

/** What the calendar says of the stay chosen so far. */
function stayText({ checkIn, checkOut }: StayDates): string {
  if (choosingCheckOut({ checkIn, checkOut }) && isCalendarDate(checkIn)) {
    return m.booking_calendarCheckInChosen({ date: longDate(checkIn) });
  }
  if (isCalendarDate(checkIn) && isCalendarDate(checkOut) && checkOut > checkIn) {
    const nights = nightsBetween(checkIn, checkOut);
    return m.booking_calendarYourStay({
      from: longDate(checkIn),
      to: longDate(checkOut),
      nights: m.booking_nights({ count: nights }),
    });
  }
  return m.booking_calendarChooseCheckIn();
}

/**
 * The room type's price for each night of a month, with the adjustment that set it ('Weekend')
 * and whether a room is free: read from GET /api/rooms/:roomId/calendar through its data route
 * (`routes/booking/calendarData.ts`), one request a month, by a fetcher of that month's query.
 * It selects a stay: the first tap the check-in, the next a later date the check-out, the nights
 * between marked. It opens on the check-in's month (a search's) and follows typed dates. A date
 * grid as WAI-ARIA's date picker has it: one day in the tab order, arrows, Home/End and Page
 * Up/Down move it, Enter or Space chooses.
 */
export function PriceCalendar({
  roomId,
  today,
  adults,
  checkIn,
  checkOut,
  onChoose,
}: PriceCalendarProps) {
  const headingId = useId();
  const [month, setMonth] = useState<string | null>(null);
  const [followed, setFollowed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [known, setKnown] = useState<ReadonlyMap<string, CalendarDay>>(() => new Map());
  const [merged, setMerged] = useState<unknown>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  // Open on the check-in's month, and show it again whenever the check-in changes elsewhere.
  const follow = today ? `${today}:${checkIn}` : null;
  if (follow !== followed) {
    setFollowed(follow);
    setRefusal(null);
    if (today && isCalendarDate(checkIn) && canShow(checkIn, today)) setMonth(monthStart(checkIn));
  }
  const first = today ? (month ?? monthStart(today)) : null;
  const path =
    today && first ? dataPath('roomCalendar', { roomId }, monthQuery(first, today, adults)) : null;
  // A fetcher of its own for each month, party and attempt: an answer never shows for another.
  const fetcher = useFetcher<typeof clientLoader>({ key: `price-calendar:${path}:${attempt}` });
  const { load } = fetcher;
  useEffect(() => {
    if (path) void load(path);
  }, [path, load]);
  useEffect(() => {
    if (!moveFocus.current || !focusDate) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, first]);

  const current = fetcher.state === 'idle' ? fetcher.data : undefined;
  const days = current?.state === 'ready' ? current.value : null;
  // Nights of the months seen before stay known, so a stay across months is checked whole.
  if (days && days !== merged) {
    setMerged(days);
    setKnown((seen) => new Map([...seen, ...days]));
  }
  if (!today || !first) return null;

  const offset = monthsBetween(today, first);
  const stay = { checkIn, checkOut };
  // This month's answer for what the grid shows; what is known of other months checks a stay.
  const nightOf = (date: string) => days?.get(date) ?? known.get(date);
  const monthDays = daysOf(first);
  // Dates typed (or passed by a search) across a night the calendar knows is sold out.
  const fullNight =
    stayPartOf(checkOut, stay) === 'checkOut'
      ? firstSoldOutNight(checkIn, checkOut, nightOf)
      : null;
  const warning = refusal ?? (fullNight ? soldOutInStay(fullNight) : null);
  const inMonth = (date: string | null): date is string =>
    Boolean(date && monthDays.includes(date));
  const tabbable = [focusDate, checkIn, today].find(inMonth) ?? first;

  const actionOf = (date: string): DayAction => {
    if (date < today || !days?.get(date)) return 'none';
    const choice = chooseDate(stay, date, nightOf);
    return choice.kind === 'refused' ? 'refused' : choice.kind === 'stay' ? 'checkOut' : 'checkIn';
  };

  const tap = (date: string) => {
    setFocusDate(date);
    if (actionOf(date) === 'none') return;
    const choice = chooseDate(stay, date, nightOf);
    if (choice.kind === 'refused') {
      setRefusal(choice.message);
      return;
    }
    setRefusal(null);
    onChoose(choice.dates);
  };

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.date;
    const to = from ? movedDate(from, event.key) : null;
    if (!to) return;
    event.preventDefault();
    if (!canShow(to, today)) return;
    moveFocus.current = true;
    setFocusDate(to);
    setMonth(monthStart(to));
  };

  return (
    <section className="price-calendar" aria-labelledby={headingId}>
      <h2 id={headingId} className="price-calendar__heading">
        {m.booking_pricesByDate()}
      </h2>
      <p className="price-calendar__note">{m.booking_calendarNote({ adults })}</p>
      <div className="price-calendar__nav">
        <button
          type="button"
          onClick={() => setMonth(monthStart(first, -1))}
          disabled={offset <= 0}
        >
          {m.booking_previousMonth()}
        </button>
        <p className="price-calendar__month" aria-live="polite">
          {monthName(first)}
        </p>
        <button
          type="button"
          onClick={() => setMonth(monthStart(first, 1))}
          disabled={offset >= MONTHS_AHEAD - 1}
        >
          {m.booking_nextMonth()}
        </button>
      </div>
      <p className="price-calendar__status" role="status">
        {current ? '' : m.booking_loadingPrices()}
      </p>
      {current?.state === 'failed' ? (
        <div className="price-calendar__failed" role="alert">
          <p>{m.booking_pricesFailed({ reason: current.message })}</p>
          <button type="button" onClick={() => setAttempt((count) => count + 1)}>
            {m.booking_tryAgain()}
          </button>
        </div>
      ) : null}
      {/* WAI-ARIA's date grid: the page handles the arrow keys, so screen readers pass them on. */}
      <table
        className="price-calendar__grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a month of days is a table; role=grid makes it navigable
        role="grid"
        ref={gridRef}
        onKeyDown={move}
      >
        <caption className="visually-hidden">
          {m.booking_nightlyPricesOf({ month: monthName(first) })}
        </caption>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col" abbr={longWeekday(day)}>
                {shortWeekday(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(monthDays).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) {
                  return (
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of a role=grid table is a gridcell (explicit for every reader)
                    // biome-ignore lint/a11y/useFocusableInteractive: an empty day before the 1st or after the last; the grid's keys skip it
                    <td key={`pad-${index}`} role="gridcell" />
                  );
                }
                const part = stayPartOf(date, stay);
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of a role=grid table is a gridcell (explicit for every reader)
                  // biome-ignore lint/a11y/useFocusableInteractive: the day's button inside it takes the focus
                  <td key={date} role="gridcell" aria-selected={part ? true : undefined}>
                    <CalendarDayButton
                      date={date}
                      night={days?.get(date)}
                      past={date < today}
                      part={part}
                      action={actionOf(date)}
                      tabbable={date === tabbable}
                      onTap={tap}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="price-calendar__choice">
        <p aria-live="polite">
          {stayText(stay)}
          {stayPartOf(checkOut, stay) === 'checkOut' ? (
            <>
              {' '}
              <a href="#book">{m.booking_seeTheTotal()}</a>
            </>
          ) : null}
        </p>
        {warning ? (
          <p className="price-calendar__refusal" role="alert">
            {warning}
          </p>
        ) : null}
      </div>
    </section>
  );
}
