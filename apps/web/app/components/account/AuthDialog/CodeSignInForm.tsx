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
      words={{ code: 'Code', send: 'Send code', check: 'Verify code', resend: 'Resend code' }}
      destination={
        <AuthField
          label={props.mobileSignIn ? 'Email or mobile number' : 'Email'}
          name="contact"
          type={props.mobileSignIn ? 'text' : 'email'}
          inputMode="email"
          autoComplete={props.mobileSignIn ? 'username' : 'email'}
          {...TYPED_AS_IS}
          hint="We will send you a 6-digit code. New here? The code makes your account."
          value={entry.destination}
          onValue={entry.changeDestination}
          error={form.errors.contact}
        />
      }
      foot={
        <>
          {'Have a password? '}
          <AuthSwitch onClick={() => props.onMode('login')}>Use a password instead</AuthSwitch>
        </>
      }
    />
  );
}
