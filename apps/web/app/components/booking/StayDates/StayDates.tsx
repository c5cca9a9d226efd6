import { m } from '@hotel/i18n/messages';
import { isCalendarDate, nightsBetween } from '@hotel/validators/dates';
import { FormField } from '../../ui/FormField/FormField';
import './StayDates.css';

export interface StayDateValues {
  readonly checkIn: string;
  readonly checkOut: string;
}

export type StayDateField = keyof StayDateValues;

/** What the chosen dates mean for the price, in words. */
export function describeNights({ checkIn, checkOut }: StayDateValues): string {
  if (!checkIn && !checkOut) return m.booking_noDatesOneNight();
  if (!(isCalendarDate(checkIn) && isCalendarDate(checkOut))) return '';
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return '';
  return m.booking_nights({ count: nights });
}

/**
 * Check-in and check-out of a stay, with the number of nights they make. Both empty means one
 * night, as the source priced it.
 */
export function StayDates({
  values,
  errors = {},
  onChange,
  today,
}: {
  readonly values: StayDateValues;
  readonly errors?: Partial<Record<StayDateField, string>>;
  readonly onChange: (field: StayDateField, value: string) => void;
  /** Earliest check-in (YYYY-MM-DD); unknown while the prerendered page hydrates. */
  readonly today?: string | undefined;
}) {
  const nights = describeNights(values);
  const earliestCheckOut = isCalendarDate(values.checkIn) ? values.checkIn : today;
  const dateField = (field: StayDateField, label: string, min: string | undefined) => (
    <FormField
      label={label}
      name={field}
      type="date"
      value={values[field]}
      min={min}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
    />
  );
  return (
    <fieldset className="stay-dates">
      <legend className="stay-dates__legend">{m.booking_yourStay()}</legend>
      <div className="stay-dates__fields">
        {dateField('checkIn', m.booking_checkIn(), today)}
        {dateField('checkOut', m.booking_checkOut(), earliestCheckOut)}
      </div>
      <p className="stay-dates__nights" aria-live="polite">
        {nights}
      </p>
    </fieldset>
  );
}
