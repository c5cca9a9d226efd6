import { formatINR } from '@hotel/pricing';
import { addDays, isCalendarDate, todayInIndia } from '@hotel/validators/dates';
import { type BookingLimits, bookingLimitProblems } from '@hotel/validators/limits';
import type { AvailableRoomType } from '@hotel/validators/responses';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { ApiError } from '../../../lib/api';
import { dataPath } from '../../../lib/dataRoutes';
import { apiFieldErrors } from '../../../lib/fieldErrors';
import type { Result } from '../../../lib/loaded';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import type { clientLoader } from '../../../routes/booking/availabilityData';
import { FormField } from '../../ui/FormField/FormField';
import './BookingSearchForm.css';

/** One room type of GET /api/availability's answer. */
export type AvailabilityOption = AvailableRoomType;

export interface BookingSearchFormProps {
  readonly hotelId: string;
  /** This hotel's room types, as its rooms name them, with the adults one room sleeps. */
  readonly roomTypes: readonly {
    readonly type: string;
    readonly title: string;
    readonly maxAdultsPerRoom: number;
  }[];
  /** What one booking may take (content: site.json › booking); the API checks the same rule. */
  readonly limits: BookingLimits;
}

/** A search the form sent: the API's query, and the stay the results' links carry. */
interface Sent {
  readonly query: URLSearchParams;
  readonly stay: URLSearchParams;
}

type Search =
  | { readonly state: 'idle' }
  | { readonly state: 'checking' }
  | {
      readonly state: 'done';
      readonly options: readonly AvailabilityOption[];
      readonly stay: URLSearchParams;
    }
  | { readonly state: 'failed'; readonly message: string };

/** What the form shows for the search it sent and the answer so far. */
function searchOf(
  sent: Sent | null,
  answer: Result<readonly AvailabilityOption[]> | undefined,
  fields: readonly string[],
): Search {
  if (!sent) return { state: 'idle' };
  if (!answer) return { state: 'checking' };
  if (answer.ok) return { state: 'done', options: answer.value, stay: sent.stay };
  const { error } = answer;
  // The API's messages for the fields show beside them instead.
  if (Object.keys(apiFieldErrors(error, fields)).length > 0) return { state: 'idle' };
  return {
    state: 'failed',
    message:
      error instanceof ApiError && error.status === 0
        ? error.message
        : 'We could not check availability just now. Please try again in a moment.',
  };
}

const ADULTS = [1, 2, 3, 4, 5];
const CHILDREN = [0, 1, 2, 3];

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * 'Book A Room': checks which of the hotel's room types are free for the dates and party
 * (GET /api/availability, through its data route `routes/booking/availabilityData.ts`, by a
 * fetcher of that search's query), validated in the browser with the same schema as the server.
 */
export function BookingSearchForm({ hotelId, roomTypes, limits }: BookingSearchFormProps) {
  const headingId = useId();
  const form = useCheckedForm(async () => (await loadValidators()).availabilityQuery, {
    checkIn: '',
    checkOut: '',
    adults: '1',
    child: '0',
    roomType: '',
    rooms: '1',
  });
  const { values, setValues } = form;
  const [sent, setSent] = useState<Sent | null>(null);
  const [today, setToday] = useState('');
  // A fetcher of its own for each query: a new search drops (and aborts) the one before.
  const fetcher = useFetcher<typeof clientLoader>({
    key: `availability:${sent?.query.toString() ?? ''}`,
  });
  const { load, data } = fetcher;
  const answer = sent && fetcher.state === 'idle' ? data : undefined;
  const search = searchOf(sent, answer, Object.keys(values));

  useEffect(() => {
    if (sent) void load(dataPath('availability', {}, sent.query));
  }, [sent, load]);

  // The API's messages for the form's fields go to the fields, once an answer.
  const shownErrorsOf = useRef<unknown>(null);
  useEffect(() => {
    if (answer?.ok !== false || shownErrorsOf.current === answer) return;
    shownErrorsOf.current = answer;
    form.showServerErrors(answer.error);
  });

  // Dates are the visitor's today (India time), set once the page is live, not at build time.
  useEffect(() => {
    const now = todayInIndia();
    setToday(now);
    setValues((current) =>
      current.checkIn ? current : { ...current, checkIn: now, checkOut: addDays(now, 1) },
    );
  }, [setValues]);

  /** A later check-in moves the check-out along when it would no longer come after. */
  const setCheckIn = (value: string) => {
    form.setValue('checkIn', value);
    if (isCalendarDate(value)) {
      setValues((current) =>
        current.checkOut > value ? current : { ...current, checkOut: addDays(value, 1) },
      );
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await form.check({ hotel: hotelId });
    if (!parsed) {
      setSent(null);
      return;
    }
    const { checkIn, checkOut, adults, child, rooms, roomType } = parsed;
    const chosen = roomTypes.find((option) => option.type === roomType);
    const problems = bookingLimitProblems(limits, {
      rooms,
      adults,
      checkIn,
      checkOut,
      maxAdultsPerRoom: chosen?.maxAdultsPerRoom,
    });
    if (Object.keys(problems).length > 0) {
      form.showErrors(problems);
      setSent(null);
      return;
    }
    const query = new URLSearchParams({
      hotel: hotelId,
      checkIn,
      checkOut,
      adults: String(adults),
      child: String(child),
      rooms: String(rooms),
      ...(roomType ? { roomType } : {}),
    });
    const stay = new URLSearchParams({
      checkIn,
      checkOut,
      adults: String(adults),
      rooms: String(rooms),
    });
    setSent({ query, stay });
  };

  const statusText =
    search.state === 'checking'
      ? 'Checking availability...'
      : search.state === 'done'
        ? search.options.length > 0
          ? `${plural(search.options.length, 'room type is', 'room types are')} free for your dates.`
          : 'No rooms are free for these dates. Please try other dates or fewer rooms.'
        : '';

  return (
    <section className="booking-search" aria-labelledby={headingId}>
      <h2 id={headingId}>Book A Room</h2>
      <form ref={form.ref} className="booking-search__form" noValidate onSubmit={onSubmit}>
        <FormField
          label="Check-in"
          type="date"
          required
          min={today || undefined}
          {...form.textField('checkIn')}
          onChange={(event) => setCheckIn(event.currentTarget.value)}
        />
        <FormField
          label="Check-out"
          type="date"
          required
          min={isCalendarDate(values.checkIn) ? addDays(values.checkIn, 1) : undefined}
          {...form.textField('checkOut')}
        />
        <FormField as="select" label="Adults" {...form.textField('adults')}>
          {ADULTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </FormField>
        <FormField as="select" label="Children" {...form.textField('child')}>
          {CHILDREN.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </FormField>
        <FormField as="select" label="Room type" {...form.textField('roomType')}>
          <option value="">Any room type</option>
          {roomTypes.map((option) => (
            <option key={option.type} value={option.type}>
              {option.title}
            </option>
          ))}
        </FormField>
        <FormField
          label="Rooms"
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.maxRooms}
          step={1}
          required
          {...form.textField('rooms')}
        />
        <button type="submit" className="button booking-search__submit">
          Check Availability
        </button>
      </form>
      <p className="booking-search__status" role="status">
        {statusText}
      </p>
      {search.state === 'failed' ? (
        <p className="booking-search__failure" role="alert">
          {search.message}
        </p>
      ) : null}
      {search.state === 'done' && search.options.length > 0 ? (
        <ul className="booking-search__results">
          {search.options.map((option) => (
            <AvailabilityResult key={option.roomId} option={option} stay={search.stay} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AvailabilityResult({
  option,
  stay,
}: {
  readonly option: AvailabilityOption;
  readonly stay: URLSearchParams;
}) {
  const { quote } = option;
  return (
    <li className="booking-search__result">
      <h3>
        <Link to={`${option.path}?${stay}`}>{option.title}</Link>
      </h3>
      <p>
        <strong>{formatINR(quote.rate)}</strong> per room per night
      </p>
      <p>
        Total {formatINR(quote.total)} including GST for {plural(quote.nights, 'night')},{' '}
        {plural(quote.rooms, 'room')} and {plural(quote.adults, 'adult')}
      </p>
      <p className="booking-search__free">{plural(option.freeRooms, 'room')} left</p>
    </li>
  );
}
