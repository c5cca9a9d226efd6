import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { loadValidators } from '../../../lib/validators';
import { AuthField, AuthFormMessages, AuthSwitch } from './AuthFormParts';
import { type AuthFormProps, apiFieldErrors, fieldErrorsOf, useAuthForm } from './useAuthForm';

/**
 * Sign-in and sign-up in one: a 6-digit code to the guest's e-mail address (or mobile, where the
 * site can text), then typed in. No username, no password; a new address gets a new account.
 */
export function CodeSignInForm(props: AuthFormProps) {
  const form = useAuthForm(props);
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  /** The address the code went to, as the API read it; set once a code has been sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  async function requestCode() {
    form.start();
    const parsed = (await loadValidators()).signInCode.safeParse({ contact });
    if (!parsed.success) return form.invalid(fieldErrorsOf(parsed.error));
    try {
      const answer = await form.send(() => api('POST /api/auth/code', { body: parsed.data }));
      setSentTo(parsed.data.contact);
      form.succeeded(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.failed(error.fields._ ?? error.message, apiFieldErrors(error));
    }
  }

  async function checkCode() {
    form.start();
    const parsed = (await loadValidators()).signInCodeVerify.safeParse({ contact: sentTo, code });
    if (!parsed.success) return form.invalid(fieldErrorsOf(parsed.error));
    try {
      const { user } = await form.send(() =>
        api('POST /api/auth/code/verify', { body: parsed.data }),
      );
      form.signIn(user);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.failed(error.message, apiFieldErrors(error));
    }
  }

  return (
    <form
      ref={form.formRef}
      className="auth-dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (sentTo ? checkCode() : requestCode());
      }}
    >
      <AuthField
        label={props.mobileSignIn ? 'Email or mobile number' : 'Email'}
        name="contact"
        type={props.mobileSignIn ? 'text' : 'email'}
        inputMode="email"
        autoComplete={props.mobileSignIn ? 'username' : 'email'}
        autoCapitalize="none"
        spellCheck={false}
        hint="We will send you a 6-digit code. New here? The code makes your account."
        value={contact}
        onValue={(value) => {
          setContact(value);
          // A new address needs a new code.
          setSentTo(null);
          setCode('');
        }}
        error={form.errors.contact}
      />
      {sentTo ? (
        <AuthField
          ref={codeRef}
          label="Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={`The 6-digit code we sent to ${sentTo}`}
          value={code}
          onValue={setCode}
          error={form.errors.code}
        />
      ) : null}
      <AuthFormMessages form={form} />
      <button type="submit" className="button auth-dialog__submit" disabled={form.busy}>
        {sentTo ? 'Verify code' : 'Send code'}
      </button>
      <div className="auth-dialog__switches">
        {sentTo ? (
          <p>
            <AuthSwitch disabled={form.busy} onClick={() => void requestCode()}>
              Resend code
            </AuthSwitch>
          </p>
        ) : null}
        <p>
          {'Have a password? '}
          <AuthSwitch onClick={() => props.onMode('login')}>Use a password instead</AuthSwitch>
        </p>
      </div>
    </form>
  );
}
