import { LANG_NAME, LANG_TAG, LANGS } from '@hotel/i18n';
import { formatINR } from '@hotel/pricing';
import type { DeskPaymentMethod } from '@hotel/validators';
import { addDays } from '@hotel/validators/dates';
import type { StoredQuote, WalkInBooked } from '@hotel/validators/responses';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { type DeskAnswer, type DeskCommand, deskSubmission } from '../../../lib/deskActions';
import { fieldErrors } from '../../../lib/fieldErrors';
import { nightsDiffer } from '../../../lib/pricedNights';
import { type Fail, useCheckedAction } from '../../../lib/useCheckedAction';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { NightList } from '../../booking/NightList/NightList';
import { FormField } from '../../ui/FormField/FormField';
import { AdminForm } from '../AdminForm/AdminForm';

export const NOT_BOOKED = 'The guest was not booked.';
export const NOT_PRICED = 'We could not price this stay.';

/** How a guest at the desk may pay, in the desk's words. */
const PAYMENT_METHODS: Readonly<Record<DeskPaymentMethod, string>> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  unpaid: 'Unpaid (due at the hotel)',
};

/** The fields that make the price: a change to any of them asks for the price again. */
const STAY_FIELDS = [
  'roomId',
  'checkIn',
  'checkOut',
  'adults',
  'breakfasts',
  'lunchDinners',
] as const;

export interface WalkInFormProps {
  /** The hotel's room types a walk-in can book (id and title). */
  readonly roomTypes: readonly { readonly id: string; readonly title: string }[];
  /** The chosen room's type and night: the form starts with one night from it. */
  readonly roomTypeId: string;
  readonly night: string;
  /** Called with the booking and the guest's name and check-in, as the form sent them. */
  readonly onBooked: (booked: WalkInBooked, stay: { guest: string; checkIn: string }) => void;
}

/**
 * A walk-in or phone booking: the stay, the guest and how they pay. The first press prices the
 * stay as the room page would (POST /api/quotes: the server's engine with the content's rule); the
 * price stays on screen until the stay changes, and the next press books it
 * (POST /api/admin/bookings). Messages of either answer show beside their fields.
 */
export function WalkInForm({ roomTypes, roomTypeId, night, onBooked }: WalkInFormProps) {
  const form = useCheckedForm(async () => (await loadValidators()).walkInBooking, {
    roomId: roomTypeId,
    checkIn: night,
    checkOut: addDays(night, 1),
    adults: '1',
    breakfasts: '0',
    lunchDinners: '0',
    'guest.name': '',
    'guest.mobile': '',
    'guest.email': '',
    'payment.method': '',
    'payment.reference': '',
    lang: 'en',
  });
  const { values, textField } = form;
  const [price, setPrice] = useState<{ key: string; quote: StoredQuote } | null>(null);
  const pricing = useRef('');
  const stayKey = JSON.stringify(STAY_FIELDS.map((field) => values[field]));
  const priced = price?.key === stayKey ? price.quote : null;

  /** The stay alone, checked with the quote's own schema: a price needs no guest yet. */
  const checkStay = async (): Promise<DeskCommand | null> => {
    const { quoteRequest } = await loadValidators();
    const stay = Object.fromEntries(STAY_FIELDS.map((field) => [field, values[field]]));
    const result = quoteRequest.safeParse({ ...stay, rooms: 1 });
    if (!result.success) {
      form.showErrors(fieldErrors(result.error.issues, STAY_FIELDS));
      return null;
    }
    pricing.current = stayKey;
    return { intent: 'price', stay: result.data };
  };

  const checkBooking = async (fail: Fail): Promise<DeskCommand | null> => {
    const booking = await form.check({}, (others) => fail(`${NOT_BOOKED} ${others.join(' ')}`));
    return booking ? { intent: 'book', booking } : null;
  };

  /** An API refusal: beside its fields when it names them (a stay too short: check-out). */
  const showRefusal = (error: Error, lead: string, fail: Fail) => {
    if (error instanceof ApiError && error.fields.nights) {
      form.showErrors({ checkOut: error.fields.nights });
    }
    const shown =
      error instanceof ApiError && (error.fields.nights || form.showServerErrors(error));
    fail(shown ? lead : `${lead} ${error.message}`);
  };

  const { formProps } = useCheckedAction<DeskAnswer>({
    // Without a price for the stay on screen, the button prices it; with one, it books.
    check: async (fail) => deskSubmission(await (priced ? checkBooking(fail) : checkStay())),
    onResult: (answer, fail) => {
      if (answer.intent === 'price') {
        if (answer.result.ok) setPrice({ key: pricing.current, quote: answer.result.value });
        else showRefusal(answer.result.error, NOT_PRICED, fail);
      } else if (answer.intent === 'book') {
        if (answer.result.ok) {
          const stay = { guest: answer.booking.guest.name, checkIn: answer.booking.checkIn };
          onBooked(answer.result.value, stay);
        } else showRefusal(answer.result.error, NOT_BOOKED, fail);
      }
    },
  });

  const count = (name: 'adults' | 'breakfasts' | 'lunchDinners', label: string, min: number) => (
    <FormField label={label} type="number" inputMode="numeric" min={min} {...textField(name)} />
  );

  return (
    <AdminForm
      formRef={form.ref}
      {...formProps}
      submitLabel={priced ? `Book for ${formatINR(priced.total)}` : 'Show the price'}
      busyLabel={priced ? 'Booking…' : 'Pricing…'}
      status={priced ? priceText(priced) : 'Show the price, then book the guest.'}
      next={priced && nightsDiffer(priced.nightly) ? <NightList nights={priced.nightly} /> : null}
    >
      <FormField as="select" label="Room type" required {...textField('roomId')}>
        {roomTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.title}
          </option>
        ))}
      </FormField>
      <div className="admin__pair">
        <FormField label="Check-in" type="date" required {...textField('checkIn')} />
        <FormField label="Check-out" type="date" required {...textField('checkOut')} />
      </div>
      <div className="admin__trio">
        {count('adults', 'Adults', 1)}
        {count('breakfasts', 'Breakfasts', 0)}
        {count('lunchDinners', 'Lunch/dinners', 0)}
      </div>
      <FormField label="Guest name" autoComplete="off" required {...textField('guest.name')} />
      <FormField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="10-digit mobile number"
        required
        {...textField('guest.mobile')}
      />
      <FormField
        label="E-mail (optional)"
        type="email"
        autoComplete="off"
        hint="The confirmation and the invoice go here."
        {...textField('guest.email')}
      />
      <FormField
        as="select"
        label="Guest’s language"
        hint="The confirmation e-mail and text are written in it."
        {...textField('lang')}
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={LANG_TAG[lang]}>
            {LANG_NAME[lang]}
          </option>
        ))}
      </FormField>
      <FormField as="select" label="Payment" required {...textField('payment.method')}>
        <option value="">Choose how the guest pays</option>
        {Object.entries(PAYMENT_METHODS).map(([method, label]) => (
          <option key={method} value={method}>
            {label}
          </option>
        ))}
      </FormField>
      <FormField
        label="Payment reference (optional)"
        autoComplete="off"
        hint="A UPI or card transaction number, a receipt number."
        {...textField('payment.reference')}
      />
    </AdminForm>
  );
}

/** The stay's price as the server worked it out: what the booking will charge. */
export function priceText(quote: StoredQuote): string {
  const meals = quote.breakfastCost + quote.lunchDinnerCost;
  const nights = `${quote.nights} ${quote.nights === 1 ? 'night' : 'nights'}`;
  const parts = [`room ${formatINR(quote.roomCost)}`, `GST ${formatINR(quote.gst)}`];
  if (meals > 0) parts.push(`meals ${formatINR(meals)}`);
  if (quote.mealGst > 0) parts.push(`GST on meals ${formatINR(quote.mealGst)}`);
  return `${formatINR(quote.total)} for ${nights}: ${parts.join(', ')}.`;
}
