import { m } from '@hotel/i18n/messages';
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
  const failed = AUTH_MESSAGES.otpSendFailed();
  if (Object.keys(apiFieldErrors(error)).length > 0) return failed;
  if (error.message.startsWith(failed.slice(0, -1))) return error.message;
  return m.account_otpSendFailedBecause({ reason: error.message });
}

/** A refused code is 'Invalid OTP.' (with the API's reason); other failures say what happened. */
function verifyFailure(error: ApiError): string {
  if (error.status !== 401) return error.message;
  const invalid = AUTH_MESSAGES.invalidOtp();
  return error.message.startsWith(invalid) ? error.message : invalid;
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
        form.succeeded(AUTH_MESSAGES.otpSent());
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
      words={{
        name: 'otp',
        code: m.account_otpLabel(),
        send: m.account_sendOtp(),
        check: m.account_verifyOtp(),
        resend: m.account_resendOtp(),
      }}
      destination={
        <AuthField
          label={m.account_mobileLabel()}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={m.account_mobileHint()}
          value={entry.destination}
          onValue={entry.changeDestination}
          error={form.errors.mobile}
        />
      }
      foot={
        <AuthSwitch onClick={() => props.onMode('login')}>
          {m.account_backToPasswordLogin()}
        </AuthSwitch>
      }
    />
  );
}
