import {
  addDays,
  type CalendarDate,
  type Paise,
  quote,
  type RateRule,
  type TaxRule,
} from '@hotel/pricing';

/** The night a "from" price is: one room's rate and that night's GST, and its date. */
export interface CheapestNight {
  /** The night's rate plus its GST (the percent of that night's slab), in paise. */
  readonly amount: Paise;
  readonly date: CalendarDate;
}

/** Which nights to look at, and for how many adults in one room. */
export interface NightsToScan {
  readonly adults: number;
  /** The first night (YYYY-MM-DD). */
  readonly from: CalendarDate;
  readonly nights: number;
}

/**
 * The cheapest night of one room for `adults` adults among `nights` nights from `from`, with
 * the GST of its own slab: each night is the engine's quote of a one-night stay on that date
 * (so a weekend adjustment or a slab above ₹7,500 counts as it does in a booking). A night
 * that only sells within a longer stay (an adjustment's minimum stay) is still a night a guest
 * can buy, so its minimum is set aside here. The earliest of equally cheap nights wins.
 */
export function cheapestNight(rule: RateRule, tax: TaxRule, scan: NightsToScan): CheapestNight {
  const anyLength: RateRule = {
    ...rule,
    adjustments: rule.adjustments?.map(({ minNights: _, ...adjustment }) => adjustment),
  };
  let cheapest: CheapestNight | undefined;
  for (let index = 0; index < scan.nights; index += 1) {
    const date = addDays(scan.from, index);
    const { total } = quote(
      anyLength,
      { rooms: 1, adults: scan.adults, nights: 1, checkIn: date },
      { tax },
    );
    if (!cheapest || total < cheapest.amount) cheapest = { amount: total, date };
  }
  if (!cheapest) throw new RangeError('A "from" price needs at least one night.');
  return cheapest;
}
