import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type { BookingPrice } from '@hotel/validators/responses';
import { NightList } from '../../booking/NightList/NightList';

/** 5 → '2.5%': CGST and SGST are each half of the GST rate, as the invoice prints them. */
const halves = (rates: readonly number[]) => rates.map((rate) => `${rate / 2}%`).join(' / ');

/**
 * What the stay cost, as its tax invoice states it: each night's rate for one room, the room
 * charges, CGST and SGST at their rates, meals and their own CGST and SGST (restaurant service, a
 * supply apart from the room), and the total (what was paid, once paid); then
 * what the room includes.
 */
export function BookingCharges({
  price,
  rooms,
  paid,
  amenities,
}: {
  price: BookingPrice;
  rooms: number;
  /** Whether the booking was paid for: its total is then the amount paid. */
  paid: boolean;
  amenities: readonly string[];
}) {
  const lines: [string, number][] = [
    [m.account_roomCharges({ count: rooms }), price.roomCost],
    [m.account_cgst({ rates: halves(price.gstRates) }), price.cgst],
    [m.account_sgst({ rates: halves(price.gstRates) }), price.sgst],
    ...price.meals.map((meal): [string, number] => [meal.label, meal.amount]),
    ...(price.mealGst
      ? ([
          [m.account_cgstOnMeals({ rate: halves([price.mealGst.gstRate]) }), price.mealGst.cgst],
          [m.account_sgstOnMeals({ rate: halves([price.mealGst.gstRate]) }), price.mealGst.sgst],
        ] as [string, number][])
      : []),
  ];
  return (
    <section className="payment-page__panel" aria-labelledby="booking-price">
      <h2 id="booking-price">{m.account_priceDetails()}</h2>
      {price.nightly.length > 0 ? <NightList nights={price.nightly} /> : null}
      <dl className="payment-page__facts">
        {lines.map(([term, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="amount">{formatINR(amount)}</dd>
          </div>
        ))}
        <div className="payment-page__total">
          <dt>{paid ? m.account_amountPaid() : m.account_total()}</dt>
          <dd className="amount">{formatINR(price.total)}</dd>
        </div>
      </dl>
      {amenities.length > 0 ? (
        <>
          <h3 id="booking-included">{m.account_whatsIncluded()}</h3>
          <ul className="chips" aria-labelledby="booking-included">
            {amenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
