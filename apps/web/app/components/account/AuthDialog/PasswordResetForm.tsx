import { m } from '@hotel/i18n/messages';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { TYPED_AS_IS } from '../../ui/FormField/FormField';
import { AuthField, AuthSwitch, PasswordField } from './AuthFormParts';
import { CodeEntryForm, useCodeEntry } from './CodeEntryForm';
import { type AuthFormProps, sendChecked, useAuthForm } from './useAuthForm';

/**
 * "Forgot password?": a code to the account's e-mail address, then the code and a new password;
 * the API ends the account's other sessions and signs this browser in.
 */
export function PasswordResetForm(props: AuthFormProps) {
  const form = useAuthForm(props);
  const entry = useCodeEntry();
  const [password, setPassword] = useState('');

  const requestCode = () =>
    sendChecked(
      form,
      ({ passwordReset }) => passwordReset.safeParse({ email: entry.destination }),
      (body) => api('POST /api/auth/password-reset', { body }),
      (answer, body) => {
        entry.sent(body.email);
        form.succeeded(answer.message);
      },
    );

  const setNewPassword = () =>
    sendChecked(
      form,
      ({ passwordResetConfirm }) =>
        passwordResetConfirm.safeParse({ email: entry.sentTo, code: entry.code, password }),
      (body) => api('POST /api/auth/password-reset/confirm', { body }),
      ({ user }) => form.signIn(user),
    );

  return (
    <CodeEntryForm
      form={form}
      entry={entry}
      steps={{ send: requestCode, check: setNewPassword }}
      words={{
        name: 'code',
        code: m.account_codeLabel(),
        send: m.account_sendCode(),
        check: m.account_setPassword(),
        resend: m.account_resendCode(),
      }}
      destination={
        <AuthField
          label={m.account_emailLabel()}
          name="email"
          type="email"
          autoComplete="email"
          {...TYPED_AS_IS}
          value={entry.destination}
          onValue={entry.changeDestination}
          error={form.errors.email}
        />
      }
      foot={
        <AuthSwitch onClick={() => props.onMode('login')}>
          {m.account_backToPasswordLogin()}
        </AuthSwitch>
      }
    >
      <PasswordField
        signingUp={true}
        label={m.account_newPasswordLabel()}
        value={password}
        onValue={setPassword}
        error={form.errors.password}
      />
    </CodeEntryForm>
  );
}
