import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type { PricedNight } from '../../../lib/pricedNights';
import './NightList.css';
import { calendarDateText } from '../../../lib/calendarDateText';

/** A night's date as guests read it: 'Fri, 4 Dec'. */
export const nightText = calendarDateText({ weekday: 'short', day: 'numeric', month: 'short' });

/**
 * Each night of a stay with the rate one room pays, and the adjustment ('Weekend', 'Diwali')
 * that set it: a guest sees why a Friday costs more before paying for it.
 */
export function NightList({ nights }: { readonly nights: readonly PricedNight[] }) {
  return (
    <ul className="night-list" aria-label={m.booking_eachNightOneRoom()}>
      {nights.map((night, index) => (
        <li key={night.date ?? index} className="night-list__night">
          <span className="night-list__date">
            {night.date ? nightText(night.date) : m.booking_nightNumber({ number: index + 1 })}
          </span>
          {night.adjustment ? <span className="night-list__tag">{night.adjustment}</span> : null}
          <span className="night-list__rate amount">{formatINR(night.rate)}</span>
        </li>
      ))}
    </ul>
  );
}
