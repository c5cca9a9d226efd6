import { m } from '@hotel/i18n/messages';
import { TEST_NETBANKING_BANKS, TEST_UPI_IDS, TEST_WALLETS } from '@hotel/validators/testGateway';
import { useId } from 'react';
import { TEST_CARDS } from '../../../lib/testCards';
import { FormField, TYPED_AS_IS } from '../../ui/FormField/FormField';
import { RadioChoices } from '../../ui/RadioChoices/RadioChoices';

/** The ways the test gateway pays, as Razorpay's checkout offers them. */
export const PAYMENT_METHODS = [
  { value: 'card', label: 'Card' },
  { value: 'upi', label: 'UPI' },
  { value: 'netbanking', label: 'Net banking' },
  { value: 'wallet', label: 'Wallet' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
/** A way the gateway's form takes: a method of payment, or booking to pay at the hotel. */
export type GatewayChoice = PaymentMethod | 'pay_at_hotel';
const PAY_AT_HOTEL_CHOICE = { value: 'pay_at_hotel', label: 'Pay at hotel' } as const;

/** Each way's name in the language rendered (the constants keep the English). */
const METHOD_TEXT: Record<GatewayChoice, () => string> = {
  card: m.booking_methodCard,
  upi: () => 'UPI',
  netbanking: m.booking_methodNetbanking,
  wallet: m.booking_methodWallet,
  pay_at_hotel: m.booking_methodPayAtHotel,
};

type TextField = (name: 'cardNumber' | 'expiryDate' | 'cvv' | 'vpa' | 'bank' | 'wallet') => {
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
  return (
    <div className="payment-page__fieldset">
      <RadioChoices<GatewayChoice>
        label={m.booking_payWith()}
        labelClassName="payment-page__legend"
        name="method"
        value={method}
        options={(payAtHotel ? [...PAYMENT_METHODS, PAY_AT_HOTEL_CHOICE] : PAYMENT_METHODS).map(
          (option) => ({ ...option, label: METHOD_TEXT[option.value]() }),
        )}
        onChange={onChange}
      />
    </div>
  );
}

/** Test values to type and what each does. */
function TestValues({ values }: { values: readonly { value: string; result: string }[] }) {
  return (
    <ul>
      {values.map((item) => (
        <li key={item.value}>
          <span className="payment-page__card-number">{item.value}</span> {item.result}
        </li>
      ))}
    </ul>
  );
}

const testUpiResults = () => [
  { value: TEST_UPI_IDS.success, result: m.booking_testUpiSucceeds() },
  { value: TEST_UPI_IDS.failure, result: m.booking_testUpiFails() },
  { value: TEST_UPI_IDS.pending, result: m.booking_testUpiWaits() },
];

/** Each card field's label, browser hints and length. */
const cardFields = () =>
  ({
    cardNumber: {
      label: m.booking_cardNumber(),
      autoComplete: 'cc-number',
      maxLength: 23,
      hint: m.booking_cardNumberHint(),
    },
    expiryDate: {
      label: m.booking_expiryDate(),
      autoComplete: 'cc-exp',
      placeholder: 'MM/YY',
      maxLength: 5,
      hint: 'MM/YY',
    },
    cvv: { label: 'CVV', autoComplete: 'cc-csc', maxLength: 4, hint: m.booking_cvvHint() },
  }) as const;

function CardField({
  name,
  field,
}: {
  name: keyof ReturnType<typeof cardFields>;
  field: TextField;
}) {
  return <FormField inputMode="numeric" required {...cardFields()[name]} {...field(name)} />;
}

/** The card's fields, with the test cards. */
export function CardFields({ field }: { field: TextField }) {
  return (
    <fieldset className="payment-page__fieldset">
      <legend>{m.booking_methodCard()}</legend>
      <TestModeNote title={m.booking_testCardNote()}>
        <p>{m.booking_testCardHint()}</p>
        <TestValues
          values={TEST_CARDS.map((card) => ({ value: card.number, result: card.result }))}
        />
      </TestModeNote>
      <CardField name="cardNumber" field={field} />
      <div className="payment-page__card-row">
        <CardField name="expiryDate" field={field} />
        <CardField name="cvv" field={field} />
      </div>
    </fieldset>
  );
}

const UPI_ID_FIELD = {
  label: 'UPI ID',
  inputMode: 'email',
  autoComplete: 'off',
  ...TYPED_AS_IS,
  maxLength: 100,
} as const;

/** UPI: the guest's UPI ID, with the test IDs and what each does. */
export function UpiFields({ field }: { field: TextField }) {
  return (
    <fieldset className="payment-page__fieldset">
      <legend>UPI</legend>
      <TestModeNote title={m.booking_testUpiNote()}>
        <p>{m.booking_testUpiHint()}</p>
        <TestValues values={testUpiResults()} />
      </TestModeNote>
      <FormField required {...UPI_ID_FIELD} hint={m.booking_upiIdHint()} {...field('vpa')} />
    </fieldset>
  );
}

type Outcome = 'success' | 'decline';

/** A bank or a wallet: where the guest pays (its field is named by `kind`), and its outcomes. */
const CHOICES = {
  bank: {
    legend: m.booking_methodNetbanking,
    label: m.booking_bank,
    options: TEST_NETBANKING_BANKS,
    choose: m.booking_chooseBank,
    outcomes: m.booking_testBankDoes,
    fails: m.booking_failsAtBank,
  },
  wallet: {
    legend: m.booking_methodWallet,
    label: m.booking_walletProvider,
    options: TEST_WALLETS,
    choose: m.booking_chooseWallet,
    outcomes: m.booking_testWalletDoes,
    fails: m.booking_failsInWallet,
  },
} as const;

/** Net banking or a wallet: the bank or wallet from the test gateway's list, and its outcome. */
export function ChosenProviderFields({
  kind,
  field,
  outcome,
  onOutcome,
}: {
  kind: keyof typeof CHOICES;
  field: TextField;
  outcome: string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const choice = CHOICES[kind];
  return (
    <fieldset className="payment-page__fieldset">
      <legend>{choice.legend()}</legend>
      <FormField as="select" label={choice.label()} required {...field(kind)}>
        <option value="">{choice.choose()}</option>
        {Object.entries(choice.options).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </FormField>
      <RadioChoices
        label={choice.outcomes()}
        labelClassName="payment-page__group-label"
        name={`${kind}Outcome`}
        value={outcome}
        options={[
          { value: 'success', label: m.booking_testUpiSucceeds() },
          { value: 'decline', label: choice.fails() },
        ]}
        onChange={onOutcome}
      />
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
