import { TEST_NETBANKING_BANKS, TEST_UPI_IDS } from '@hotel/validators/testGateway';
import { useId } from 'react';
import { TEST_CARDS } from '../../../lib/testCards';
import { FormField } from '../../ui/FormField/FormField';

/** The ways the test gateway pays, as Razorpay's checkout offers them. */
export const PAYMENT_METHODS = [
  { value: 'card', label: 'Card' },
  { value: 'upi', label: 'UPI' },
  { value: 'netbanking', label: 'Net banking' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
/** A way the gateway's form takes: a method of payment, or booking to pay at the hotel. */
export type GatewayChoice = PaymentMethod | 'pay_at_hotel';

type TextField = (name: 'cardNumber' | 'expiryDate' | 'cvv' | 'vpa' | 'bank') => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * How to pay: native radio buttons in one radiogroup named 'Pay with' (arrow keys move between
 * them and choose, Tab leaves the group).
 */
export function PaymentMethodPicker({
  method,
  onChange,
  payAtHotel = false,
}: {
  method: GatewayChoice;
  onChange: (method: GatewayChoice) => void;
  /** Whether the hotel offers this guest and stay pay at hotel: one more choice. */
  payAtHotel?: boolean;
}) {
  const legendId = useId();
  return (
    <div className="payment-page__fieldset">
      <p id={legendId} className="payment-page__legend">
        Pay with
      </p>
      <div role="radiogroup" aria-labelledby={legendId} className="payment-page__method-list">
        {PAYMENT_METHODS.map((option) => (
          <label key={option.value} className="payment-page__method">
            <input
              type="radio"
              name="method"
              value={option.value}
              checked={method === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
        {payAtHotel ? (
          <label className="payment-page__method">
            <input
              type="radio"
              name="method"
              value="pay_at_hotel"
              checked={method === 'pay_at_hotel'}
              onChange={() => onChange('pay_at_hotel')}
            />
            Pay at hotel
          </label>
        ) : null}
      </div>
    </div>
  );
}

/** The card's fields, with the test cards. */
export function CardFields({ field }: { field: TextField }) {
  return (
    <fieldset className="payment-page__fieldset">
      <legend>Card</legend>
      <TestModeNote title="Test mode: no card is charged">
        <p>Any future expiry date and any 3-digit CVV work with these cards:</p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <span className="payment-page__card-number">{card.number}</span> {card.result}
            </li>
          ))}
        </ul>
      </TestModeNote>
      <FormField
        label="Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        hint="16 digits"
        required
        {...field('cardNumber')}
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
          {...field('expiryDate')}
        />
        <FormField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          hint="3 or 4 digits"
          required
          {...field('cvv')}
        />
      </div>
    </fieldset>
  );
}

/** UPI: the guest's UPI ID, with the test IDs and what each does. */
export function UpiFields({ field }: { field: TextField }) {
  return (
    <fieldset className="payment-page__fieldset">
      <legend>UPI</legend>
      <TestModeNote title="Test mode: no money moves">
        <p>Use one of these UPI IDs:</p>
        <ul>
          <li>
            <span className="payment-page__card-number">{TEST_UPI_IDS.success}</span> Payment
            succeeds
          </li>
          <li>
            <span className="payment-page__card-number">{TEST_UPI_IDS.failure}</span> Payment fails
            in the UPI app
          </li>
          <li>
            <span className="payment-page__card-number">{TEST_UPI_IDS.pending}</span> Waits for the
            UPI app to confirm
          </li>
        </ul>
      </TestModeNote>
      <FormField
        label="UPI ID"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
        hint="name@bank, e.g. success@razorpay"
        required
        {...field('vpa')}
      />
    </fieldset>
  );
}

/** Net banking: the bank, and what the (test) bank does. */
export function NetbankingFields({
  field,
  outcome,
  onOutcome,
}: {
  field: TextField;
  outcome: string;
  onOutcome: (outcome: 'success' | 'decline') => void;
}) {
  const outcomeId = useId();
  return (
    <fieldset className="payment-page__fieldset">
      <legend>Net banking</legend>
      <FormField as="select" label="Bank" required {...field('bank')}>
        <option value="">Choose your bank</option>
        {Object.entries(TEST_NETBANKING_BANKS).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </FormField>
      <div role="radiogroup" aria-labelledby={outcomeId} className="payment-page__method-list">
        <p id={outcomeId} className="payment-page__group-label">
          Test mode: what the bank does
        </p>
        <label className="payment-page__method">
          <input
            type="radio"
            name="bankOutcome"
            value="success"
            checked={outcome === 'success'}
            onChange={() => onOutcome('success')}
          />
          Payment succeeds
        </label>
        <label className="payment-page__method">
          <input
            type="radio"
            name="bankOutcome"
            value="decline"
            checked={outcome === 'decline'}
            onChange={() => onOutcome('decline')}
          />
          Payment fails at the bank
        </label>
      </div>
    </fieldset>
  );
}

function TestModeNote({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <aside className="payment-page__test-mode" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </aside>
  );
}
