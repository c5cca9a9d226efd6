import { formatINR } from '@hotel/pricing';
import type { CalendarDay } from '@hotel/validators/responses';
import { longDate } from './calendarDates';
import type { StayPart } from './stayRange';

/** Few enough free rooms to say how many are left. */
const FEW_LEFT = 2;

/** What a day of the grid can do when tapped. */
export type DayAction = 'checkIn' | 'checkOut' | 'refused' | 'none';

const PART_TEXT: Record<Exclude<StayPart, null>, string> = {
  checkIn: 'Your check-in.',
  night: 'A night of your stay.',
  checkOut: 'Your check-out.',
};

const ACTION_TEXT: Record<DayAction, string> = {
  checkIn: 'Choose as check-in',
  checkOut: 'Choose as check-out',
  refused: '',
  none: '',
};

/**
 * The grid's short price, so it fits a phone's seventh of the screen: whole rupees, and
 * thousands from ₹10,000 ('₹12.5k').
 */
export function shortPrice(paise: number): string {
  const rupees = Math.round(paise / 100);
  if (rupees < 10_000) return `₹${rupees.toLocaleString('en-IN')}`;
  return `₹${(Math.round(rupees / 100) / 10).toLocaleString('en-IN', { maximumFractionDigits: 1 })}k`;
}

/**
 * One day of the price calendar: a button in the grid's tab order only when it holds the grid's
 * focus (roving tabindex). What it says to a screen reader is one sentence with the exact rate;
 * the eye gets the short forms.
 */
export function CalendarDayButton({
  date,
  night,
  past,
  part,
  action,
  tabbable,
  onTap,
}: {
  date: string;
  night: CalendarDay | undefined;
  past: boolean;
  part: StayPart;
  action: DayAction;
  tabbable: boolean;
  onTap: (date: string) => void;
}) {
  const when = longDate(date);
  const full = night?.freeRooms === 0;
  const left =
    night && !full && night.freeRooms <= FEW_LEFT
      ? `${night.freeRooms} ${night.freeRooms === 1 ? 'room' : 'rooms'} left`
      : null;
  const state = past
    ? 'not available'
    : !night
      ? 'price not loaded'
      : full
        ? 'sold out'
        : [formatINR(night.rate).replace(/\.00$/, ''), night.adjustment, left]
            .filter(Boolean)
            .join(', ');
  const sentence = [`${when}: ${state}.`, part ? PART_TEXT[part] : '', ACTION_TEXT[action]]
    .filter(Boolean)
    .join(' ');
  const classes = [
    'price-calendar__cell',
    past || !night ? 'price-calendar__cell--off' : '',
    full ? 'price-calendar__cell--full' : '',
    night?.adjustment ? 'price-calendar__cell--adjusted' : '',
    part ? `price-calendar__cell--${part}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const choosable = action === 'checkIn' || action === 'checkOut';
  return (
    <button
      type="button"
      className={classes}
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-disabled={choosable ? undefined : true}
      onClick={() => onTap(date)}
    >
      {/* An aria-label would have to repeat the visible text word for word. */}
      <span className="visually-hidden">{sentence}</span>
      <span className="price-calendar__day" aria-hidden="true">
        {Number(date.slice(8))}
        {night?.adjustment && !full ? <span className="price-calendar__mark">•</span> : null}
      </span>
      {past || !night ? null : (
        <span className="price-calendar__price" aria-hidden="true">
          {full ? 'Sold out' : shortPrice(night.rate)}
        </span>
      )}
      {night?.adjustment && !past && !full ? (
        <span className="price-calendar__tag" aria-hidden="true">
          {night.adjustment}
        </span>
      ) : null}
      {left ? (
        <span className="price-calendar__left" aria-hidden="true">
          {`${night?.freeRooms} left`}
        </span>
      ) : null}
    </button>
  );
}
