import { m } from '@hotel/i18n/messages';
import { formatINR, type Paise } from '@hotel/pricing';
import { withElements } from '../../../lib/messageParts';

/** A "from" price as a page gets it from the build: the cheapest night, taxes in (paise). */
export interface FromPriceFigure {
  readonly amount: Paise;
  readonly adults: number;
}

/**
 * 'From ₹1,890.00 a night for 2 adults, taxes included': a card's price, the one way the site
 * states a "from" price (`fromPrice` of @hotel/content, when the site was built).
 */
export function FromPrice({
  price,
  className,
}: {
  readonly price: FromPriceFigure;
  readonly className: string;
}) {
  return (
    <p className={className}>
      {withElements((marks) => m.booking_fromPrice({ ...marks, adults: price.adults }), {
        amount: <strong className="amount">{formatINR(price.amount)}</strong>,
      })}
    </p>
  );
}
