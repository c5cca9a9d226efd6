import { formatINR } from '@hotel/pricing';
import type { FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { recalledCustomer, type StoredQuote } from '../../../lib/checkout';
import { TEST_CARDS, testCardOutcome } from '../../../lib/testCards';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { FormField } from '../../ui/FormField/FormField';
import { CustomerFields } from '../CustomerDetailsForm/CustomerDetailsForm';

/**
 * The test gateway's form: the guest's details and the card, with the source's messages. Only
 * the card's test outcome goes to the route's action; the card itself stays in this form.
 */
export function TestCardForm({
  orderId,
  quote,
  back,
}: {
  orderId: string;
  quote: StoredQuote;
  back: string;
}) {
  const fetcher = useFetcher<{ problem: string }>();
  const guest = recalledCustomer(quote.id);
  const form = useCheckedForm(async () => (await loadValidators()).testGatewayForm, {
    fullName: guest?.fullName ?? '',
    mobileNumber: guest?.mobileNumber ?? '',
    email: guest?.email ?? '',
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    termsAccepted: false as boolean,
  });
  const processing = fetcher.state !== 'idle';
  const problem = processing ? null : fetcher.data?.problem;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const checked = await form.check();
    if (!checked) return;
    // The card goes no further than this line: only its test outcome is sent.
    const outcome = testCardOutcome(checked.cardNumber);
    form.setValues((current) => ({ ...current, cardNumber: '', expiryDate: '', cvv: '' }));
    fetcher.submit(
      {
        orderId,
        back,
        declineReason: outcome.outcome === 'decline' ? outcome.declineReason : '',
      },
      { method: 'post' },
    );
  };

  const { termsAccepted } = form.values;
  return (
    <section className="payment-page__panel" aria-labelledby="gateway-pay">
      <h2 id="gateway-pay">Pay by card</h2>
      <aside className="payment-page__test-mode" aria-labelledby="test-mode">
        <h3 id="test-mode">Test mode: no card is charged</h3>
        <p>Any future expiry date and any 3-digit CVV work with these cards:</p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="payment-page__card-number">{card.number}</span> {card.result}
            </li>
          ))}
        </ul>
      </aside>
      <form
        ref={form.ref}
        className="payment-page__form"
        method="post"
        noValidate
        onSubmit={submit}
      >
        <fieldset className="payment-page__fieldset">
          <legend>Personal information</legend>
          <CustomerFields field={form.textField} />
        </fieldset>
        <fieldset className="payment-page__fieldset">
          <legend>Card</legend>
          <FormField
            label="Card Number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            hint="16 digits"
            required
            {...form.textField('cardNumber')}
          />
          <div className="payment-page__card-row">
            <FormField
              label="Expiry Date"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              hint="MM/YY"
              required
              {...form.textField('expiryDate')}
            />
            <FormField
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              hint="3 or 4 digits"
              required
              {...form.textField('cvv')}
            />
          </div>
        </fieldset>
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
          <label htmlFor="termsAccepted">I accept the terms and conditions</label>
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
          {processing ? 'Processing...' : `Pay ${formatINR(quote.total)}`}
        </button>
        <p className="payment-page__status" role="status">
          {processing ? 'Processing...' : ''}
        </p>
        {problem ? (
          <p className="payment-page__alert" role="alert">
            {problem}
          </p>
        ) : null}
        <p>
          <Link to={back}>Cancel and go back</Link>
        </p>
      </form>
    </section>
  );
}
