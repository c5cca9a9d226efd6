import { type ApiError, api } from '../../../lib/api';
import { AuthField, AuthSwitch } from './AuthFormParts';
import { CodeEntryForm, useCodeEntry } from './CodeEntryForm';
import {
  AUTH_MESSAGES,
  type AuthFormProps,
  apiFieldErrors,
  sendChecked,
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
  const entry = useCodeEntry();

  const requestCode = () =>
    sendChecked(
      form,
      ({ sendOtp }) => sendOtp.safeParse({ mobile: entry.destination }),
      (body) => api('POST /api/send-otp', { body }),
      (_answer, body) => {
        entry.sent(body.mobile);
        form.succeeded(AUTH_MESSAGES.otpSent);
      },
      sendFailure,
    );

  const checkCode = () =>
    sendChecked(
      form,
      ({ verifyOtp }) => verifyOtp.safeParse({ mobile: entry.sentTo, otp: entry.code }),
      (body) => api('POST /api/verify-otp', { body }),
      ({ user }) => form.signIn(user),
      verifyFailure,
    );

  return (
    <CodeEntryForm
      form={form}
      entry={entry}
      steps={{ send: requestCode, check: checkCode }}
      words={{ code: 'OTP', send: 'Send OTP', check: 'Verify OTP', resend: 'Resend OTP' }}
      destination={
        <AuthField
          label="Mobile number"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10-digit mobile number"
          value={entry.destination}
          onValue={entry.changeDestination}
          error={form.errors.mobile}
        />
      }
      foot={<AuthSwitch onClick={() => props.onMode('login')}>Back to Password Login</AuthSwitch>}
    />
  );
}
