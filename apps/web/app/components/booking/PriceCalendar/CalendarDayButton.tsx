import { intlLocale, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type { CalendarDay } from '@hotel/validators/responses';
import { longDate } from './calendarDates';
import type { StayPart } from './stayRange';

/** Few enough free rooms to say how many are left. */
const FEW_LEFT = 2;

/** What a day of the grid can do when tapped. */
export type DayAction = 'checkIn' | 'checkOut' | 'refused' | 'none';

const PART_TEXT: Record<Exclude<StayPart, null>, () => string> = {
  checkIn: m.booking_dayYourCheckIn,
  night: m.booking_dayNightOfStay,
  checkOut: m.booking_dayYourCheckOut,
};

const ACTION_TEXT: Record<DayAction, () => string> = {
  checkIn: m.booking_dayChooseCheckIn,
  checkOut: m.booking_dayChooseCheckOut,
  refused: () => '',
  none: () => '',
};

/**
 * The grid's short price, so it fits a phone's seventh of the screen: whole rupees, and
 * thousands from ₹10,000 ('₹12.5k').
 */
export function shortPrice(paise: number): string {
  const locale = intlLocale(renderingLang());
  const rupees = Math.round(paise / 100);
  if (rupees < 10_000) return `₹${rupees.toLocaleString(locale)}`;
  return `₹${(Math.round(rupees / 100) / 10).toLocaleString(locale, { maximumFractionDigits: 1 })}k`;
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
      ? m.booking_dayRoomsLeft({ count: night.freeRooms })
      : null;
  const state = past
    ? m.booking_dayNotAvailable()
    : !night
      ? m.booking_dayPriceNotLoaded()
      : full
        ? m.booking_daySoldOut()
        : [formatINR(night.rate).replace(/\.00$/, ''), night.adjustment, left]
            .filter(Boolean)
            .join(', ');
  const sentence = [
    m.booking_dayState({ date: when, state }),
    part ? PART_TEXT[part]() : '',
    ACTION_TEXT[action](),
  ]
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
          {full ? m.booking_soldOut() : shortPrice(night.rate)}
        </span>
      )}
      {night?.adjustment && !past && !full ? (
        <span className="price-calendar__tag" aria-hidden="true">
          {night.adjustment}
        </span>
      ) : null}
      {left ? (
        <span className="price-calendar__left" aria-hidden="true">
          {m.booking_dayLeft({ count: night?.freeRooms ?? 0 })}
        </span>
      ) : null}
    </button>
  );
}
