import { formatINR, type Quote, type RateRule, type TaxRule } from '@hotel/pricing';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { nightsDiffer } from '../../../lib/pricedNights';
import type { StayPrefill, StaySelection } from '../../../lib/stayParams';
import { FormField } from '../../ui/FormField/FormField';
import { StayDates } from '../StayDates/StayDates';
import {
  type CalculatorErrors,
  type CalculatorField,
  type CalculatorValues,
  priceStay,
  type RoomLimits,
} from './priceStay';
import './PriceCalculator.css';

/** Shown only for a dated stay whose nights cost differently: loaded when first needed. */
const NightList = lazy(() =>
  import('../NightList/NightList').then((module) => ({ default: module.NightList })),
);

/** The room page's own texts for the calculator (content: room.labels). */
export interface CalculatorLabels {
  readonly totalButton: string;
  readonly totalLabel: string;
  readonly totalNote?: string | undefined;
  readonly proceedButton: string;
}

export interface PriceCalculatorProps {
  readonly roomId: string;
  readonly rule: RateRule;
  readonly tax: TaxRule;
  readonly labels: CalculatorLabels;
  /** What one booking may take (content: site.json › booking, the room's maxAdultsPerRoom). */
  readonly limits: RoomLimits;
  /** Where the proceed button goes; also the form's action when scripts are off. */
  readonly paymentPath: string;
  /**
   * Called with a valid selection when the visitor proceeds. While its promise runs the button
   * is busy; a rejection's message (and an ApiError's field messages) show in the form.
   */
  readonly onProceed: (selection: StaySelection) => Promise<void> | void;
  readonly initial?: StayPrefill;
  /** Earliest check-in (YYYY-MM-DD); unknown while the prerendered page hydrates. */
  readonly today?: string | undefined;
}

const COUNT_FIELDS: readonly {
  name: Exclude<CalculatorField, 'checkIn' | 'checkOut'>;
  label: string;
  min: number;
}[] = [
  { name: 'rooms', label: 'Number of Rooms', min: 1 },
  { name: 'adults', label: 'Number of Adults (Total)', min: 1 },
  { name: 'breakfasts', label: 'Breakfast Count (Optional)', min: 0 },
  { name: 'lunchDinners', label: 'Lunch/Dinner Count (Optional)', min: 0 },
];

/** Field order, for moving focus to the first one in error. */
const FIELD_ORDER: readonly CalculatorField[] = [
  'checkIn',
  'checkOut',
  'rooms',
  'adults',
  'breakfasts',
  'lunchDinners',
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The room page's calculator: dates, rooms, adults and meals, priced in the browser with the same
 * engine and rule the server uses. The total stays empty until the total button is pressed and
 * empties again when an input changes, so it never shows a stale amount.
 */
export function PriceCalculator({
  roomId,
  rule,
  tax,
  labels,
  limits,
  paymentPath,
  onProceed,
  initial = {},
  today,
}: PriceCalculatorProps) {
  const [values, setValues] = useState<CalculatorValues>({
    rooms: initial.rooms ?? '1',
    adults: initial.adults ?? '1',
    breakfasts: initial.breakfasts ?? '0',
    lunchDinners: initial.lunchDinners ?? '0',
    checkIn: initial.checkIn ?? '',
    checkOut: initial.checkOut ?? '',
  });
  const [errors, setErrors] = useState<CalculatorErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [priced, setPriced] = useState<Quote | null>(null);
  const [proceeding, setProceeding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const change = (field: CalculatorField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
    setPriced(null);
    setProblem(null);
  };

  /** Prices the selection; shows the total, or each error by its field (focusing the first). */
  const price = () => {
    const result = priceStay(rule, tax, values, limits);
    if (result.ok) {
      setErrors({});
      setProblem(null);
      setPriced(result.quote);
      return result.selection;
    }
    setErrors(result.errors);
    setProblem(result.problem ?? null);
    setPriced(null);
    const first = FIELD_ORDER.find((field) => result.errors[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
    return null;
  };

  const proceed = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (proceeding) return;
    const selection = price();
    if (!selection) return;
    setProceeding(true);
    try {
      await onProceed({ roomId, ...selection });
    } catch (error) {
      const fields = Object.entries(error instanceof ApiError ? error.fields : {});
      const isOurs = ([field]: [string, string]) => FIELD_ORDER.includes(field as CalculatorField);
      setErrors(Object.fromEntries(fields.filter(isOurs)));
      const others = fields.filter((entry) => !isOurs(entry)).map(([, message]) => message);
      setProblem(others.length > 0 ? others.join(' ') : (error as Error).message);
    } finally {
      setProceeding(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="price-calculator"
      action={paymentPath}
      method="get"
      noValidate
      onSubmit={proceed}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="price-calculator__heading">
        Price your stay
      </h2>
      <input type="hidden" name="roomId" value={roomId} />
      <StayDates
        values={{ checkIn: values.checkIn, checkOut: values.checkOut }}
        errors={errors}
        onChange={change}
        today={today}
      />
      <div className="price-calculator__counts">
        {COUNT_FIELDS.map(({ name, label, min }) => (
          <FormField
            key={name}
            label={label}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            step={1}
            required={min > 0}
            value={values[name]}
            error={errors[name]}
            onChange={(event) => change(name, event.target.value)}
          />
        ))}
      </div>
      <button
        type="button"
        className="action-button price-calculator__total-button"
        onClick={price}
      >
        {labels.totalButton}
      </button>
      <div className="price-calculator__total" aria-live="polite">
        {priced ? <StayTotal quote={priced} labels={labels} /> : null}
        {problem ? (
          <p className="price-calculator__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="action-button price-calculator__proceed"
        aria-disabled={proceeding ? true : undefined}
      >
        {proceeding ? 'Please wait…' : labels.proceedButton}
      </button>
    </form>
  );
}

/** The room-cost line: one rate for every night, or the nights listed when their rates differ. */
function roomCostText(quote: Quote): string {
  const counts = `${plural(quote.rooms, 'room', 'rooms')} × ${plural(quote.nights, 'night', 'nights')}`;
  return nightsDiffer(quote.nightly)
    ? `${counts} (${plural(quote.adults, 'adult', 'adults')}), at the nightly rates above`
    : `${formatINR(quote.rate)} a night (${plural(quote.adults, 'adult', 'adults')}) × ${counts}`;
}

function StayTotal({ quote, labels }: { quote: Quote; labels: CalculatorLabels }) {
  return (
    <>
      <p className="price-calculator__total-label">{labels.totalLabel}</p>
      <p className="price-calculator__amount">
        <strong>{formatINR(quote.total)}</strong>
        {labels.totalNote ? (
          <span className="price-calculator__note"> {labels.totalNote}</span>
        ) : null}
      </p>
      {nightsDiffer(quote.nightly) ? (
        <Suspense fallback={null}>
          <NightList nights={quote.nightly} />
        </Suspense>
      ) : null}
      <dl className="price-calculator__breakdown">
        <div>
          <dt>{roomCostText(quote)}</dt>
          <dd>{formatINR(quote.roomCost)}</dd>
        </div>
        <div>
          <dt>{`GST ${quote.gstRate}%`}</dt>
          <dd>{formatINR(quote.gst)}</dd>
        </div>
        <div>
          <dt>{`Breakfasts: ${quote.breakfasts} × ${formatINR(quote.breakfastPrice)}`}</dt>
          <dd>{formatINR(quote.breakfastCost)}</dd>
        </div>
        <div>
          <dt>{`Lunch/dinners: ${quote.lunchDinners} × ${formatINR(quote.lunchDinnerPrice)}`}</dt>
          <dd>{formatINR(quote.lunchDinnerCost)}</dd>
        </div>
        <div className="price-calculator__breakdown-total">
          <dt>Total</dt>
          <dd>{formatINR(quote.total)}</dd>
        </div>
      </dl>
    </>
  );
}
