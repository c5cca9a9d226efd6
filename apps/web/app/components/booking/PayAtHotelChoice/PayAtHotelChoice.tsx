import { formatINR, formatIndiaDateTime } from '@hotel/pricing';
import { useId } from 'react';
import type { PayAtHotelOffer, PayChoice } from '../../../lib/checkout';
import type { Loaded } from '../../../lib/loaded';
import { type RadioChoice, RadioChoices } from '../../ui/RadioChoices/RadioChoices';

/** What paying at the hotel means for this stay, in one sentence. */
export const payAtHotelTerms = (offer: Pick<PayAtHotelOffer, 'amount' | 'releaseAt'>) =>
  `₹0 now. Pay ${formatINR(offer.amount)} at the hotel by cash, UPI or card.${
    offer.releaseAt
      ? ` Please check in by ${formatIndiaDateTime(offer.releaseAt)} on your arrival day, or the room is released.`
      : ''
  }`;

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
    { value: 'online', label: 'Pay now online (UPI, cards, net banking)' },
    ...(ready?.offered
      ? [{ value: 'pay_at_hotel' as const, label: 'Pay at the hotel', describedBy: termsId }]
      : []),
  ];
  return (
    <RadioChoices
      label="How would you like to pay?"
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
          Checking whether you can pay at the hotel…
        </p>
      ) : null}
      {offer?.state === 'failed' ? (
        <p className="payment-page__hint">
          {`We could not check whether you can pay at the hotel (${offer.message}). You can pay online now.`}
        </p>
      ) : null}
      {ready && !ready.offered && ready.code === 'VERIFY_CONTACT' ? (
        <div className="payment-page__verify">
          <p className="payment-page__hint">{`Pay at the hotel (₹0 now): ${ready.message ?? ''}`}</p>
          <button type="button" className="action-button" onClick={onVerify}>
            Verify by code to pay at the hotel
          </button>
        </div>
      ) : null}
      {ready && !ready.offered && ready.code !== 'VERIFY_CONTACT' ? (
        <p className="payment-page__hint">{`Pay at the hotel is not available: ${ready.message ?? ''}`}</p>
      ) : null}
    </RadioChoices>
  );
}
