import { m } from '@hotel/i18n/messages';
import { api } from '../../../lib/api';
import { TYPED_AS_IS } from '../../ui/FormField/FormField';
import { AuthField, AuthSwitch } from './AuthFormParts';
import { CodeEntryForm, useCodeEntry } from './CodeEntryForm';
import { type AuthFormProps, sendChecked, useAuthForm } from './useAuthForm';

/**
 * Sign-in and sign-up in one: a 6-digit code to the guest's e-mail address (or mobile, where the
 * site can text), then typed in. No username, no password; a new address gets a new account.
 */
export function CodeSignInForm(props: AuthFormProps) {
  const form = useAuthForm(props);
  const entry = useCodeEntry();

  const requestCode = () =>
    sendChecked(
      form,
      ({ signInCode }) => signInCode.safeParse({ contact: entry.destination }),
      (body) => api('POST /api/auth/code', { body }),
      (answer, body) => {
        entry.sent(body.contact);
        form.succeeded(answer.message);
      },
    );

  const checkCode = () =>
    sendChecked(
      form,
      ({ signInCodeVerify }) =>
        signInCodeVerify.safeParse({ contact: entry.sentTo, code: entry.code }),
      (body) => api('POST /api/auth/code/verify', { body }),
      ({ user }) => form.signIn(user),
      (error) => error.message,
    );

  return (
    <CodeEntryForm
      form={form}
      entry={entry}
      steps={{ send: requestCode, check: checkCode }}
      words={{
        name: 'code',
        code: m.account_codeLabel(),
        send: m.account_sendCode(),
        check: m.account_verifyCode(),
        resend: m.account_resendCode(),
      }}
      destination={
        <AuthField
          label={props.mobileSignIn ? m.account_emailOrMobileLabel() : m.account_emailLabel()}
          name="contact"
          type={props.mobileSignIn ? 'text' : 'email'}
          inputMode="email"
          autoComplete={props.mobileSignIn ? 'username' : 'email'}
          {...TYPED_AS_IS}
          hint={m.account_codeHint()}
          value={entry.destination}
          onValue={entry.changeDestination}
          error={form.errors.contact}
        />
      }
      foot={
        <>
          {`${m.account_havePassword()} `}
          <AuthSwitch onClick={() => props.onMode('login')}>{m.account_usePassword()}</AuthSwitch>
        </>
      }
    />
  );
}
