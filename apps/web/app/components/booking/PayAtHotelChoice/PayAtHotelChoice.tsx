import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import { useId } from 'react';
import type { PayAtHotelOffer, PayChoice } from '../../../lib/checkout';
import { indiaDateTimeText } from '../../../lib/indiaTimeText';
import type { Loaded } from '../../../lib/loaded';
import { type RadioChoice, RadioChoices } from '../../ui/RadioChoices/RadioChoices';

/** What paying at the hotel means for this stay, in one sentence. */
export const payAtHotelTerms = (offer: Pick<PayAtHotelOffer, 'amount' | 'releaseAt'>) =>
  offer.releaseAt
    ? m.booking_payAtHotelTermsRelease({
        amount: formatINR(offer.amount),
        time: indiaDateTimeText(offer.releaseAt),
      })
    : m.booking_payAtHotelTerms({ amount: formatINR(offer.amount) });

/**
 * How the guest pays, on /Payment: online now (UPI, cards, net banking through the provider), or
 * at the hotel where its content offers it for this stay ("Book @ ₹0"). When it does not, says
 * why; when only a verified contact is missing, offers to verify one by a one-time code (the
 * sign-in popup), after which the offer is read again.
 */
export function PayAtHotelChoice({
  offer,
  choice,
  onChoose,
  onVerify,
  disabled = false,
}: {
  /** The API's answer for this guest and stay; undefined while it is read. */
  readonly offer: Loaded<PayAtHotelOffer> | undefined;
  readonly choice: PayChoice;
  readonly onChoose: (choice: PayChoice) => void;
  readonly onVerify: () => void;
  readonly disabled?: boolean;
}) {
  const termsId = useId();
  const ready = offer?.state === 'ready' ? offer.value : null;
  const options: RadioChoice<PayChoice>[] = [
    { value: 'online', label: m.booking_payOnline() },
    ...(ready?.offered
      ? [{ value: 'pay_at_hotel' as const, label: m.booking_payAtHotel(), describedBy: termsId }]
      : []),
  ];
  return (
    <RadioChoices
      label={m.booking_howToPay()}
      labelClassName="payment-page__legend"
      className="payment-page__fieldset payment-page__pay-choice"
      name="payChoice"
      value={choice}
      options={options}
      onChange={onChoose}
      disabled={disabled}
    >
      {ready?.offered ? (
        <p id={termsId} className="payment-page__hint">
          {payAtHotelTerms(ready)}
        </p>
      ) : null}
      {offer === undefined ? (
        <p className="payment-page__hint" role="status">
          {m.booking_checkingPayAtHotel()}
        </p>
      ) : null}
      {offer?.state === 'failed' ? (
        <p className="payment-page__hint">
          {m.booking_payAtHotelCheckFailed({ reason: offer.message })}
        </p>
      ) : null}
      {ready && !ready.offered && ready.code === 'VERIFY_CONTACT' ? (
        <div className="payment-page__verify">
          <p className="payment-page__hint">
            {m.booking_payAtHotelVerify({ reason: ready.message ?? '' })}
          </p>
          <button type="button" className="action-button" onClick={onVerify}>
            {m.booking_verifyToPayAtHotel()}
          </button>
        </div>
      ) : null}
      {ready && !ready.offered && ready.code !== 'VERIFY_CONTACT' ? (
        <p className="payment-page__hint">
          {m.booking_payAtHotelUnavailable({ reason: ready.message ?? '' })}
        </p>
      ) : null}
    </RadioChoices>
  );
}
