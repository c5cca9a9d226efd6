import { formatINR } from '@hotel/pricing';
import './NightList.css';

/** One night of a priced stay: its date (null for an undated stay), rate and adjustment. */
export interface PricedNight {
  readonly date: string | null;
  readonly rate: number;
  readonly adjustment: string | null;
}

const nightDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A night's date as guests read it: 'Fri, 4 Dec'. */
export const nightText = (date: string) => nightDate.format(new Date(`${date}T00:00:00Z`));

/** Whether a stay's nights are worth listing: dated, and not all at one rate. */
export const nightsDiffer = (nights: readonly PricedNight[]) =>
  nights.some((night) => night.date !== null && night.adjustment !== null);

/**
 * Each night of a stay with the rate one room pays, and the adjustment ('Weekend', 'Diwali')
 * that set it: a guest sees why a Friday costs more before paying for it.
 */
export function NightList({ nights }: { readonly nights: readonly PricedNight[] }) {
  return (
    <ul className="night-list" aria-label="Each night, for one room">
      {nights.map((night, index) => (
        <li key={night.date ?? index} className="night-list__night">
          <span className="night-list__date">
            {night.date ? nightText(night.date) : `Night ${index + 1}`}
          </span>
          {night.adjustment ? <span className="night-list__tag">{night.adjustment}</span> : null}
          <span className="night-list__rate">{formatINR(night.rate)}</span>
        </li>
      ))}
    </ul>
  );
}
