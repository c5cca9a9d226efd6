import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { loadValidators } from '../../../lib/validators';
import { AuthField, AuthFormMessages, AuthSwitch, PasswordField } from './AuthFormParts';
import { type AuthFormProps, apiFieldErrors, fieldErrorsOf, useAuthForm } from './useAuthForm';

/**
 * "Forgot password?": a code to the account's e-mail address, then the code and a new password;
 * the API ends the account's other sessions and signs this browser in.
 */
export function PasswordResetForm(props: AuthFormProps) {
  const form = useAuthForm(props);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  /** The address the code went to; set once the API took the request. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  async function requestCode() {
    form.start();
    const parsed = (await loadValidators()).passwordReset.safeParse({ email });
    if (!parsed.success) return form.invalid(fieldErrorsOf(parsed.error));
    try {
      const answer = await form.send(() =>
        api('POST /api/auth/password-reset', { body: parsed.data }),
      );
      setSentTo(parsed.data.email);
      form.succeeded(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.failed(error.fields._ ?? error.message, apiFieldErrors(error));
    }
  }

  async function setNewPassword() {
    form.start();
    const parsed = (await loadValidators()).passwordResetConfirm.safeParse({
      email: sentTo,
      code,
      password,
    });
    if (!parsed.success) return form.invalid(fieldErrorsOf(parsed.error));
    try {
      const { user } = await form.send(() =>
        api('POST /api/auth/password-reset/confirm', { body: parsed.data }),
      );
      form.signIn(user);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.failed(error.fields._ ?? error.message, apiFieldErrors(error));
    }
  }

  return (
    <form
      ref={form.formRef}
      className="auth-dialog__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (sentTo ? setNewPassword() : requestCode());
      }}
    >
      <AuthField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onValue={(value) => {
          setEmail(value);
          setSentTo(null);
          setCode('');
        }}
        error={form.errors.email}
      />
      {sentTo ? (
        <>
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
          <PasswordField
            signingUp={true}
            label="New password"
            value={password}
            onValue={setPassword}
            error={form.errors.password}
          />
        </>
      ) : null}
      <AuthFormMessages form={form} />
      <button type="submit" className="button auth-dialog__submit" disabled={form.busy}>
        {sentTo ? 'Set password' : 'Send code'}
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
          <AuthSwitch onClick={() => props.onMode('login')}>Back to Password Login</AuthSwitch>
        </p>
      </div>
    </form>
  );
}
