import { m } from '@hotel/i18n/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AuthField, AuthFormMessages, AuthSwitch } from './AuthFormParts';
import type { AuthFormState } from './useAuthForm';

/** Where a code goes, where it went and what was typed of it: the state of a form's two steps. */
export function useCodeEntry() {
  /** The address or number as typed. */
  const [destination, setDestination] = useState('');
  const [code, setCode] = useState('');
  /** The address or number the code went to, as the API read it; null until one is sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  return {
    destination,
    code,
    setCode,
    sentTo,
    codeRef,
    sent: setSentTo,
    /** A new address or number needs a new code. */
    changeDestination(value: string) {
      setDestination(value);
      setSentTo(null);
      setCode('');
    },
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;

/**
 * A form that sends a code, then takes it: the destination's field, the code's field (focused
 * once sent) with what else the code unlocks, one submit button for the step, and a resend.
 */
export function CodeEntryForm({
  form,
  entry,
  steps,
  words,
  destination,
  children,
  foot,
}: {
  form: AuthFormState;
  entry: CodeEntry;
  /** Sending (and resending) the code, and checking it. */
  steps: { send: () => Promise<void>; check: () => Promise<void> };
  /** The code field's name (as the API names it), its label and the buttons' words. */
  words: { name: string; code: string; send: string; check: string; resend: string };
  /** The address's or number's field (its value is entry.destination). */
  destination: ReactNode;
  /** Fields shown with the code's (a new password). */
  children?: ReactNode;
  /** The switch to another form. */
  foot: ReactNode;
}) {
  const { sentTo } = entry;
  const codeName = words.name;
  return (
    <form
      ref={form.formRef}
      className="auth-dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (sentTo ? steps.check() : steps.send());
      }}
    >
      {destination}
      {sentTo ? (
        <>
          <AuthField
            ref={entry.codeRef}
            label={words.code}
            name={codeName}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={m.account_codeSentTo({ destination: sentTo })}
            value={entry.code}
            onValue={entry.setCode}
            error={form.errors[codeName]}
          />
          {children}
        </>
      ) : null}
      <AuthFormMessages form={form} />
      <button type="submit" className="button auth-dialog__submit" disabled={form.busy}>
        {sentTo ? words.check : words.send}
      </button>
      <div className="auth-dialog__switches">
        {sentTo ? (
          <p>
            <AuthSwitch disabled={form.busy} onClick={() => void steps.send()}>
              {words.resend}
            </AuthSwitch>
          </p>
        ) : null}
        <p>{foot}</p>
      </div>
    </form>
  );
}
