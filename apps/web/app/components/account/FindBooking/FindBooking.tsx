import { pathIn, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../../lib/api';
import { FormField } from '../../ui/FormField/FormField';
import './FindBooking.css';

type Step =
  | { readonly kind: 'ask' }
  | { readonly kind: 'code'; readonly sent: string }
  | { readonly kind: 'opening' };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 500 ? error.message : m.account_serverUnreachable();

/**
 * "Find my booking" without an account: the booking reference and the e-mail address or mobile
 * number it was made with (POST /api/bookings/lookup), then the 6-digit code e-mailed to the
 * booking's address (POST /api/bookings/lookup/verify), which opens the booking's page here.
 */
export function FindBooking({
  reference: givenReference = '',
}: {
  readonly reference?: string | undefined;
}) {
  const navigate = useNavigate();
  const statusId = useId();
  const [values, setValues] = useState({ reference: givenReference, contact: '', code: '' });
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const codeForm = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (givenReference) setValues((current) => ({ ...current, reference: givenReference }));
  }, [givenReference]);
  // The code's form replaces the first: the guest types the code straight away.
  useEffect(() => {
    if (step.kind === 'code') codeForm.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [step.kind]);

  const { reference, contact, code } = values;
  /** A field's props: its value, its message from the API, and its edits. */
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  /** Sends a step: the API's field messages go by their fields, any other refusal under the form. */
  const send = (call: () => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    try {
      await call();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const ask = send(async () => {
    const sent = await api('POST /api/bookings/lookup', { body: { reference, contact } });
    setErrors({});
    setStep({ kind: 'code', sent: sent.message });
  });

  const verify = send(async () => {
    const opened = await api('POST /api/bookings/lookup/verify', {
      body: { reference, contact, code },
    });
    setStep({ kind: 'opening' });
    // The API names the English page: the booking opens in the language of this page.
    navigate(pathIn(opened.path, renderingLang()));
  });

  return (
    <section className="payment-page__panel find-booking" aria-labelledby={`${statusId}-heading`}>
      <h2 id={`${statusId}-heading`}>{m.account_findHeading()}</h2>
      {step.kind === 'ask' ? (
        <form className="find-booking__form" noValidate onSubmit={ask}>
          <FormField
            label={m.account_bookingReference()}
            autoComplete="off"
            autoCapitalize="characters"
            hint={m.account_referenceHint({ example: 'DSH-7K3Q9P' })}
            {...field('reference')}
          />
          <FormField
            label={m.account_bookedWithLabel()}
            autoComplete="email"
            {...field('contact')}
          />
          <button type="submit" className="action-button payment-page__submit" disabled={busy}>
            {m.account_sendMeCode()}
          </button>
        </form>
      ) : (
        <form ref={codeForm} className="find-booking__form" noValidate onSubmit={verify}>
          <p role="status" id={statusId}>
            {step.kind === 'code' ? step.sent : m.account_openingBooking()}
          </p>
          <FormField
            label={m.account_sixDigitCode()}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...field('code')}
          />
          <button type="submit" className="action-button payment-page__submit" disabled={busy}>
            {m.account_openMyBooking()}
          </button>
          <button
            type="button"
            className="find-booking__again"
            onClick={() => {
              setValues((current) => ({ ...current, code: '' }));
              setErrors({});
              setFailure('');
              setStep({ kind: 'ask' });
            }}
          >
            {m.account_sendNewCode()}
          </button>
        </form>
      )}
      {failure ? (
        <p className="payment-page__alert" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
