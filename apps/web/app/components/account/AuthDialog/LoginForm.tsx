import { m } from '@hotel/i18n/messages';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api';
import {
  AuthFormMessages,
  PasswordField,
  PasswordFormSwitches,
  UsernameField,
} from './AuthFormParts';
import { type AuthFormProps, sendChecked, useAuthForm } from './useAuthForm';

/** Password login: a username or e-mail and the password. */
export function LoginForm(props: AuthFormProps) {
  const form = useAuthForm(props);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await sendChecked(
      form,
      ({ login }) => login.safeParse({ username, password }),
      (body) => api('POST /api/auth/login', { body }),
      ({ user }) => form.signIn(user),
    );
  }

  return (
    <form ref={form.formRef} className="auth-dialog__form" noValidate onSubmit={submit}>
      <UsernameField value={username} onValue={setUsername} error={form.errors.username} />
      <PasswordField
        signingUp={false}
        value={password}
        onValue={setPassword}
        error={form.errors.password}
      />
      <AuthFormMessages form={form} />
      <button type="submit" className="button auth-dialog__submit" disabled={form.busy}>
        {m.account_logIn()}
      </button>
      <PasswordFormSwitches
        question={m.account_newHere()}
        other={m.account_signUp()}
        onOther={() => props.onMode('code')}
        onForgot={() => props.onMode('reset')}
        onMobile={props.mobileSignIn ? () => props.onMode('mobile') : undefined}
      />
    </form>
  );
}
