import { m } from '@hotel/i18n/messages';
import { formatINR, type Quote, type QuoteOptions, type RateRule } from '@hotel/pricing';
import { type FormEvent, lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { nightsDiffer } from '../../../lib/pricedNights';
import type { StaySelection } from '../../../lib/stayParams';
import { FormField } from '../../ui/FormField/FormField';
import { StayDates } from '../StayDates/StayDates';
import {
  bothDates,
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
  readonly totalLabel: string;
  readonly totalNote?: string | undefined;
  readonly proceedButton: string;
}

export interface PriceCalculatorProps {
  readonly roomId: string;
  readonly rule: RateRule;
  /** The GST on the room and on its meals, as the server prices them (content: pricingOptions). */
  readonly pricing: QuoteOptions;
  readonly labels: CalculatorLabels;
  /** What one booking may take (content: site.json › booking, the room's maxAdultsPerRoom). */
  readonly limits: RoomLimits;
  /** Where the proceed button goes; also the form's action when scripts are off. */
  readonly paymentPath: string;
  /** The selection as typed (or chosen on the price calendar): the page keeps it. */
  readonly values: CalculatorValues;
  readonly onChange: (field: CalculatorField, value: string) => void;
  /**
   * Called with a valid selection (and the children, whom the quote does not take) when the
   * visitor proceeds. While its promise runs the button is busy; a rejection's message (and an
   * ApiError's field messages) show in the form.
   */
  /** The stay chosen, children included (kept on the quote, not priced). */
  readonly onProceed: (selection: StaySelection) => Promise<void> | void;
  /** Earliest check-in (YYYY-MM-DD); unknown while the prerendered page hydrates. */
  readonly today?: string | undefined;
}

/** The count fields, labelled in the language rendered. */
const countFields = (): readonly {
  name: Exclude<CalculatorField, 'checkIn' | 'checkOut'>;
  label: string;
  min: number;
  hint?: string;
}[] => [
  { name: 'rooms', label: m.booking_numberOfRooms(), min: 1 },
  { name: 'adults', label: m.booking_numberOfAdults(), min: 1 },
  { name: 'child', label: m.booking_childrenLabel(), min: 0, hint: m.booking_priceIsForAdults() },
  { name: 'breakfasts', label: m.booking_breakfastCount(), min: 0 },
  { name: 'lunchDinners', label: m.booking_lunchDinnerCount(), min: 0 },
];

/** Field order, for moving focus to the first one in error. */
const FIELD_ORDER: readonly CalculatorField[] = [
  'checkIn',
  'checkOut',
  'rooms',
  'adults',
  'child',
  'breakfasts',
  'lunchDinners',
];

/**
 * The room page's calculator: dates, rooms, adults, children and meals, priced in the browser as
 * they change with the same engine and rule the server uses, so the total shows as soon as the
 * stay is known and never a stale amount; what stops a total shows by its field at once.
 */
export function PriceCalculator({
  roomId,
  rule,
  pricing,
  labels,
  limits,
  paymentPath,
  values,
  onChange,
  onProceed,
  today,
}: PriceCalculatorProps) {
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ errors: CalculatorErrors; problem: string } | null>(
    null,
  );
  const [proceeding, setProceeding] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const result = useMemo(
    () => priceStay(rule, pricing, values, limits),
    [rule, pricing, values, limits],
  );

  // A stay with one date chosen is on its way (the calendar's first tap), not wrong yet.
  const shownErrors: CalculatorErrors = {
    ...(result.ok
      ? {}
      : Object.fromEntries(
          Object.entries(result.errors).filter(([, message]) => tried || message !== bothDates()),
        )),
    ...refused?.errors,
  };
  const problem = refused?.problem || (result.ok ? undefined : result.problem);

  const change = (field: CalculatorField, value: string) => {
    setRefused(null);
    onChange(field, value);
  };

  const proceed = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (proceeding) return;
    setTried(true);
    setRefused(null);
    if (!result.ok) {
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      const control = first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setProceeding(true);
    try {
      await onProceed({ roomId, ...result.selection, children: result.children });
    } catch (error) {
      const fields = Object.entries(error instanceof ApiError ? error.fields : {});
      const isOurs = ([field]: [string, string]) => FIELD_ORDER.includes(field as CalculatorField);
      const others = fields.filter((entry) => !isOurs(entry)).map(([, message]) => message);
      setRefused({
        errors: Object.fromEntries(fields.filter(isOurs)),
        problem: others.length > 0 ? others.join(' ') : (error as Error).message,
      });
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
        {m.booking_priceYourStay()}
      </h2>
      <input type="hidden" name="roomId" value={roomId} />
      <StayDates
        values={{ checkIn: values.checkIn, checkOut: values.checkOut }}
        errors={shownErrors}
        onChange={change}
        today={today}
      />
      <div className="price-calculator__counts">
        {countFields().map(({ name, label, min, hint }) => (
          <FormField
            key={name}
            label={label}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            step={1}
            required={min > 0}
            hint={hint}
            value={values[name]}
            error={shownErrors[name]}
            onChange={(event) => change(name, event.target.value)}
          />
        ))}
      </div>
      <div className="price-calculator__total" aria-live="polite">
        {/* Prices show once the page is live: the prerendered page knows no stay yet. */}
        {today && result.ok ? <StayTotal quote={result.quote} labels={labels} /> : null}
        {today && !result.ok && values.checkIn && !values.checkOut && !tried ? (
          <p className="price-calculator__hint">{m.booking_chooseCheckOutForTotal()}</p>
        ) : null}
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
        {proceeding ? m.booking_pleaseWait() : labels.proceedButton}
      </button>
    </form>
  );
}

/** The room-cost line: one rate for every night, or the nights listed when their rates differ. */
function roomCostText(quote: Quote): string {
  const counts = {
    rooms: m.booking_rooms({ count: quote.rooms }),
    nights: m.booking_nights({ count: quote.nights }),
    adults: m.booking_adults({ count: quote.adults }),
  };
  return nightsDiffer(quote.nightly)
    ? m.booking_roomCostNightlyRates(counts)
    : m.booking_roomCostOneRate({ ...counts, rate: formatINR(quote.rate) });
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
          <dt>{m.booking_gstRate({ rate: quote.gstRate })}</dt>
          <dd>{formatINR(quote.gst)}</dd>
        </div>
        <div>
          <dt>
            {m.booking_breakfastsTimes({
              count: quote.breakfasts,
              price: formatINR(quote.breakfastPrice),
            })}
          </dt>
          <dd>{formatINR(quote.breakfastCost)}</dd>
        </div>
        <div>
          <dt>
            {m.booking_lunchDinnersTimes({
              count: quote.lunchDinners,
              price: formatINR(quote.lunchDinnerPrice),
            })}
          </dt>
          <dd>{formatINR(quote.lunchDinnerCost)}</dd>
        </div>
        {quote.mealGst > 0 ? (
          <div>
            <dt>{m.booking_mealGstRate({ rate: quote.mealGstRate })}</dt>
            <dd>{formatINR(quote.mealGst)}</dd>
          </div>
        ) : null}
        <div className="price-calculator__breakdown-total">
          <dt>{m.booking_total()}</dt>
          <dd>{formatINR(quote.total)}</dd>
        </div>
      </dl>
    </>
  );
}
