import { m } from '@hotel/i18n/messages';
import { addDays, isCalendarDate, todayInIndia } from '@hotel/validators/dates';
import type { BookingLimits } from '@hotel/validators/limits';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  readStaySearch,
  SEARCH_ADULTS,
  SEARCH_CHILDREN,
  type StaySearch as Search,
  searchParamsOf,
  staySearchProblems,
} from '../../../lib/staySearch';
import { FormField } from '../../ui/FormField/FormField';
import './StaySearch.css';

export interface StaySearchProps {
  /** Where the search leads (content: site.json › pages.search). */
  readonly action: string;
  /** What one booking may take (content: site.json › booking); the API checks the same rule. */
  readonly limits: BookingLimits;
  /** Search one hotel (a hotel page's header); all of them when absent. */
  readonly hotel?: string | undefined;
  /** The search shown (the results page's URL), to start from. */
  readonly current?: Search | null | undefined;
  readonly heading: string;
  /** The heading's level: 1 on the search page, 2 where the page has its own. */
  readonly level?: 1 | 2;
}

type Fields = Record<'checkIn' | 'checkOut' | 'adults' | 'child' | 'rooms', string>;

/** The party's three selects: adults, children and rooms (up to the booking limit). */
const COUNTS: readonly {
  readonly key: 'adults' | 'child' | 'rooms';
  readonly label: () => string;
  readonly choices?: readonly number[];
}[] = [
  { key: 'adults', label: m.booking_adultsLabel, choices: SEARCH_ADULTS },
  { key: 'child', label: m.booking_childrenLabel, choices: SEARCH_CHILDREN },
  { key: 'rooms', label: m.booking_roomsLabel },
];

const roomChoices = (maxRooms: number) => Array.from({ length: maxRooms }, (_, index) => index + 1);

const fieldsOf = (search: Search): Fields => ({
  checkIn: search.checkIn,
  checkOut: search.checkOut,
  adults: String(search.adults),
  child: String(search.child),
  rooms: String(search.rooms),
});

/**
 * The date-first search: check-in, check-out, adults, children, rooms. A plain GET form to the
 * search page, so it works before the script arrives; once live it checks the stay with the
 * API's own rules and messages, then navigates there (the search lives in the URL).
 */
export function StaySearch({
  action,
  limits,
  hotel,
  current,
  heading,
  level = 2,
}: StaySearchProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({
    checkIn: '',
    checkOut: '',
    adults: '2',
    child: '0',
    rooms: '1',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [today, setToday] = useState('');

  // The searched stay, or from today (India time) for one night once the page is live: never
  // baked into the prerendered HTML.
  useEffect(() => {
    const now = todayInIndia();
    setToday(now);
    setFields((shown) =>
      current
        ? fieldsOf(current)
        : shown.checkIn
          ? shown
          : { ...shown, checkIn: now, checkOut: addDays(now, 1) },
    );
  }, [current]);

  const set = (key: keyof Fields, value: string) => {
    setFields((shown) => {
      const next = { ...shown, [key]: value };
      // A later check-in moves the check-out along when it would no longer come after.
      if (key === 'checkIn' && isCalendarDate(value) && !(next.checkOut > value)) {
        next.checkOut = addDays(value, 1);
      }
      return next;
    });
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = readStaySearch(new URLSearchParams({ ...fields, ...(hotel ? { hotel } : {}) }));
    const problems = search
      ? staySearchProblems(search, limits)
      : staySearchProblems(
          { checkIn: fields.checkIn, checkOut: fields.checkOut, adults: 1, child: 0, rooms: 1 },
          limits,
        );
    if (!search || Object.keys(problems).length > 0) {
      setErrors(problems);
      const first = Object.keys(problems)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    navigate(`${action}?${searchParamsOf(search)}`);
  };

  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="stay-search" aria-labelledby={headingId}>
      <Heading id={headingId} className="stay-search__heading">
        {heading}
      </Heading>
      <form
        className="stay-search__form"
        method="get"
        action={action}
        noValidate
        onSubmit={onSubmit}
      >
        {hotel ? <input type="hidden" name="hotel" value={hotel} /> : null}
        <FormField
          label={m.booking_checkIn()}
          type="date"
          name="checkIn"
          required
          min={today || undefined}
          value={fields.checkIn}
          error={errors.checkIn}
          onChange={(event) => set('checkIn', event.currentTarget.value)}
        />
        <FormField
          label={m.booking_checkOut()}
          type="date"
          name="checkOut"
          required
          min={isCalendarDate(fields.checkIn) ? addDays(fields.checkIn, 1) : undefined}
          value={fields.checkOut}
          error={errors.checkOut}
          onChange={(event) => set('checkOut', event.currentTarget.value)}
        />
        {COUNTS.map(({ key, label, choices }) => (
          <FormField
            key={key}
            as="select"
            label={label()}
            name={key}
            value={fields[key]}
            error={errors[key]}
            onChange={(event) => set(key, event.currentTarget.value)}
          >
            {(choices ?? roomChoices(limits.maxRooms)).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </FormField>
        ))}
        <button type="submit" className="button stay-search__submit">
          {m.booking_search()}
        </button>
      </form>
    </section>
  );
}
