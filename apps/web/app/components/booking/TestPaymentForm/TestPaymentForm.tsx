import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import { type FormEvent, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { ZodType } from 'zod';
import { recalledCustomer, type StoredQuote } from '../../../lib/checkout';
import type { LegalLinks } from '../../../lib/legalLinks';
import { withElements } from '../../../lib/messageParts';
import { usePayAtHotelOffer } from '../../../lib/payAtHotelOffer';
import { useSession } from '../../../lib/session';
import { testCardOutcome } from '../../../lib/testCards';
import type { GatewayResult } from '../../../lib/testGateway';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { LegalLink, NewTabNote } from '../../site/LegalLinks/LegalLinks';
import { CustomerFields } from '../CustomerDetailsForm/CustomerDetailsForm';
import { payAtHotelTerms } from '../PayAtHotelChoice/PayAtHotelChoice';
import { UpiWaiting } from '../UpiWaiting/UpiWaiting';
import {
  CardFields,
  ChosenProviderFields,
  type GatewayChoice,
  PaymentMethodPicker,
  UpiFields,
} from './PaymentMethodFields';

/** Each method's schema: the guest's details and that method's fields. */
const schemaOf = async (method: GatewayChoice): Promise<ZodType<unknown>> => {
  const forms = await loadValidators();
  if (method === 'pay_at_hotel') return forms.testGatewayPayAtHotelForm;
  if (method === 'upi') return forms.testGatewayUpiForm;
  if (method === 'netbanking') return forms.testGatewayNetbankingForm;
  if (method === 'wallet') return forms.testGatewayWalletForm;
  return forms.testGatewayForm;
};

/**
 * The test gateway's form: the guest's details and a way to pay — a card, a UPI ID, a bank or a
 * wallet —
 * with the source's messages. Only the test outcome goes to the route's action; a card stays in
 * this form. A UPI payment the app has not confirmed yet waits here (UpiWaiting).
 */
export function TestPaymentForm({
  orderId,
  quote,
  back,
  legal,
  myBookingsPath,
}: {
  orderId: string;
  quote: StoredQuote;
  back: string;
  /** The terms and the privacy notice, linked from the consent checkbox. */
  legal: LegalLinks;
  /** Where a stay booked to pay at the hotel goes: its page under My Bookings. */
  myBookingsPath: string;
}) {
  const { openAuth } = useSession();
  const offer = usePayAtHotelOffer(quote.id);
  const offered = offer?.state === 'ready' && offer.value.offered ? offer.value : null;
  const fetcher = useFetcher<GatewayResult>();
  const guest = recalledCustomer(quote.id);
  const [chosen, setMethod] = useState<GatewayChoice>('card');
  const method: GatewayChoice = chosen === 'pay_at_hotel' && !offered ? 'card' : chosen;
  const form = useCheckedForm(() => schemaOf(method), {
    fullName: guest?.fullName ?? '',
    mobileNumber: guest?.mobileNumber ?? '',
    email: guest?.email ?? '',
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    vpa: '',
    bank: '',
    bankOutcome: 'success',
    wallet: '',
    walletOutcome: 'success',
    termsAccepted: false as boolean,
  });
  const processing = fetcher.state !== 'idle';
  const result = processing ? undefined : fetcher.data;

  const choose = (next: GatewayChoice) => {
    setMethod(next);
    form.setErrors({});
  };

  /** What goes to the action for the method: never a card, only its test outcome. */
  const outcomeFields = (): Record<string, string> => {
    const { values } = form;
    if (method === 'pay_at_hotel') {
      return {
        method,
        quoteId: quote.id,
        myBookingsPath,
        fullName: String(values.fullName).trim(),
        mobileNumber: String(values.mobileNumber).replace(/\D/g, '').slice(-10),
        email: String(values.email).trim(),
      };
    }
    if (method === 'upi') return { method, vpa: String(values.vpa).trim() };
    if (method === 'netbanking') {
      return { method, bank: String(values.bank), bankOutcome: String(values.bankOutcome) };
    }
    if (method === 'wallet') {
      return { method, wallet: String(values.wallet), walletOutcome: String(values.walletOutcome) };
    }
    const outcome = testCardOutcome(String(values.cardNumber).replace(/\s/g, ''));
    return { declineReason: outcome.outcome === 'decline' ? outcome.declineReason : '' };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    if (!(await form.check())) return;
    const fields = outcomeFields();
    // The card goes no further than this form: only its test outcome is sent.
    form.setValues((current) => ({ ...current, cardNumber: '', expiryDate: '', cvv: '' }));
    fetcher.submit({ orderId, back, ...fields }, { method: 'post' });
  };

  if (result && 'waiting' in result) {
    return <UpiWaiting orderId={orderId} back={back} {...result.waiting} />;
  }
  const problem = result && 'problem' in result ? result.problem : null;
  const { termsAccepted } = form.values;
  return (
    <section className="payment-page__panel" aria-labelledby="gateway-pay">
      <h2 id="gateway-pay">{m.booking_pay()}</h2>
      <form
        ref={form.ref}
        className="payment-page__form"
        method="post"
        noValidate
        onSubmit={submit}
      >
        <fieldset className="payment-page__fieldset">
          <legend>{m.booking_personalInformation()}</legend>
          <CustomerFields field={form.textField} />
        </fieldset>
        <PaymentMethodPicker method={method} onChange={choose} payAtHotel={offered !== null} />
        {offered && method === 'pay_at_hotel' ? (
          <p className="payment-page__hint">{payAtHotelTerms(offered)}</p>
        ) : null}
        {offer?.state === 'ready' && !offer.value.offered ? (
          <p className="payment-page__hint">
            {m.booking_gatewayPayAtHotelUnavailable({ reason: offer.value.message ?? '' })}
            {offer.value.code === 'VERIFY_CONTACT' ? (
              <>
                {' '}
                <button type="button" className="action-button" onClick={openAuth}>
                  {m.booking_verifyByCode()}
                </button>
              </>
            ) : null}
          </p>
        ) : null}
        {method === 'card' ? <CardFields field={form.textField} /> : null}
        {method === 'upi' ? <UpiFields field={form.textField} /> : null}
        {method === 'netbanking' ? (
          <ChosenProviderFields
            kind="bank"
            field={form.textField}
            outcome={String(form.values.bankOutcome)}
            onOutcome={(outcome) => form.setValue('bankOutcome', outcome)}
          />
        ) : null}
        {method === 'wallet' ? (
          <ChosenProviderFields
            kind="wallet"
            field={form.textField}
            outcome={String(form.values.walletOutcome)}
            onOutcome={(outcome) => form.setValue('walletOutcome', outcome)}
          />
        ) : null}
        <div className="payment-page__terms">
          <input
            id="termsAccepted"
            name="termsAccepted"
            type="checkbox"
            checked={termsAccepted}
            aria-invalid={form.errors.termsAccepted ? true : undefined}
            aria-describedby={form.errors.termsAccepted ? 'termsAccepted-error' : undefined}
            onChange={(event) => form.setValue('termsAccepted', event.target.checked)}
          />
          <label htmlFor="termsAccepted">
            {withElements(m.booking_acceptTerms, {
              terms: <LegalLink link={legal.terms}>{m.booking_termsAndConditions()}</LegalLink>,
              privacy: <LegalLink link={legal.privacy}>{m.booking_privacyNotice()}</LegalLink>,
            })}
          </label>
          <NewTabNote />
          {form.errors.termsAccepted ? (
            <p id="termsAccepted-error" className="form-field__error">
              {form.errors.termsAccepted}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="action-button payment-page__pay-button"
          aria-disabled={processing ? true : undefined}
        >
          {processing
            ? m.booking_processing()
            : method === 'pay_at_hotel'
              ? m.booking_bookNowPayAtHotel({ amount: formatINR(quote.total) })
              : m.booking_payAmount({ amount: formatINR(quote.total) })}
        </button>
        <p className="payment-page__status" role="status">
          {processing ? m.booking_processing() : ''}
        </p>
        {problem ? (
          <p className="payment-page__alert" role="alert">
            {problem}
          </p>
        ) : null}
        <p>
          <Link to={back}>{m.booking_cancelAndGoBack()}</Link>
        </p>
      </form>
    </section>
  );
}
