import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { loadValidators } from '../../../lib/validators';
import { AuthField, AuthFormMessages, AuthSwitch } from './AuthFormParts';
import {
  AUTH_MESSAGES,
  type AuthFormProps,
  apiFieldErrors,
  fieldErrorsOf,
  useAuthForm,
} from './useAuthForm';

/** 'Failed to send OTP.' with the API's reason when it adds one (a wait, no connection). */
function sendFailure(error: ApiError): string {
  if (Object.keys(apiFieldErrors(error)).length > 0) return AUTH_MESSAGES.otpSendFailed;
  if (error.message.startsWith(AUTH_MESSAGES.otpSendFailed.slice(0, -1))) return error.message;
  return `${AUTH_MESSAGES.otpSendFailed} ${error.message}`;
}

/** A refused code is 'Invalid OTP.' (with the API's reason); other failures say what happened. */
function verifyFailure(error: ApiError): string {
  if (error.status !== 401) return error.message;
  return error.message.startsWith(AUTH_MESSAGES.invalidOtp)
    ? error.message
    : AUTH_MESSAGES.invalidOtp;
}

/** Mobile login: a one-time code sent to the number, then typed in. */
export function MobileCodeForm(props: AuthFormProps) {
  const form = useAuthForm(props);
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  /** The number the code went to; set once a code has been sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  async function requestCode() {
    form.start();
    const parsed = (await loadValidators()).sendOtp.safeParse({ mobile });
    if (!parsed.success) return form.invalid(fieldErrorsOf(parsed.error));
    try {
      await form.send(() => api('POST /api/send-otp', { body: parsed.data }));
      setSentTo(parsed.data.mobile);
      form.succeeded(AUTH_MESSAGES.otpSent);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.failed(sendFailure(error), apiFieldErrors(error));
    }
  }

  async function checkCode() {
    form.start();
    const parsed = (await loadValidators()).verifyOtp.safeParse({ mobile: sentTo, otp });
    if (!parsed.success) return form.invalid(fieldErrorsOf(parsed.error));
    try {
      const { user } = await form.send(() => api('POST /api/verify-otp', { body: parsed.data }));
      form.signIn(user);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.failed(verifyFailure(error), apiFieldErrors(error));
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
        label="Mobile number"
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="10-digit mobile number"
        value={mobile}
        onValue={(value) => {
          setMobile(value);
          // A new number needs a new code.
          setSentTo(null);
          setOtp('');
        }}
        error={form.errors.mobile}
      />
      {sentTo ? (
        <AuthField
          ref={codeRef}
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint={`The 6-digit code we sent to ${sentTo}`}
          value={otp}
          onValue={setOtp}
          error={form.errors.otp}
        />
      ) : null}
      <AuthFormMessages form={form} />
      <button type="submit" className="button auth-dialog__submit" disabled={form.busy}>
        {sentTo ? 'Verify OTP' : 'Send OTP'}
      </button>
      <div className="auth-dialog__switches">
        {sentTo ? (
          <p>
            <AuthSwitch disabled={form.busy} onClick={() => void requestCode()}>
              Resend OTP
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
