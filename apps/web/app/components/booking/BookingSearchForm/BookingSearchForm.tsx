import { formatINR } from '@hotel/pricing';
import { addDays, isCalendarDate, todayInIndia } from '@hotel/validators/dates';
import { type BookingLimits, bookingLimitProblems } from '@hotel/validators/limits';
import type { AvailableRoomType } from '@hotel/validators/responses';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../../lib/api';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
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

type Search =
  | { readonly state: 'idle' }
  | { readonly state: 'checking' }
  | {
      readonly state: 'done';
      readonly options: readonly AvailabilityOption[];
      readonly stay: URLSearchParams;
    }
  | { readonly state: 'failed'; readonly message: string };

const ADULTS = [1, 2, 3, 4, 5];
const CHILDREN = [0, 1, 2, 3];

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * 'Book A Room': checks which of the hotel's room types are free for the dates and party
 * (GET /api/availability), validated in the browser with the same schema as the server.
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
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [today, setToday] = useState('');
  const requestRef = useRef<AbortController | null>(null);

  // Dates are the visitor's today (India time), set once the page is live, not at build time.
  useEffect(() => {
    const now = todayInIndia();
    setToday(now);
    setValues((current) =>
      current.checkIn ? current : { ...current, checkIn: now, checkOut: addDays(now, 1) },
    );
    return () => requestRef.current?.abort();
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
      setSearch({ state: 'idle' });
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
      setSearch({ state: 'idle' });
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
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    setSearch({ state: 'checking' });
    try {
      const options = await api('GET /api/availability', { query, signal: request.signal });
      setSearch({ state: 'done', options, stay });
    } catch (error) {
      if (request.signal.aborted) return;
      if (form.showServerErrors(error)) {
        setSearch({ state: 'idle' });
        return;
      }
      setSearch({
        state: 'failed',
        message:
          error instanceof ApiError && error.status === 0
            ? error.message
            : 'We could not check availability just now. Please try again in a moment.',
      });
    }
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
