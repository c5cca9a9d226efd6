import { type FormEvent, useState } from 'react';
import { loadValidators } from '../../../lib/validators';
import {
  AuthField,
  AuthFormMessages,
  PasswordField,
  PasswordFormSwitches,
  UsernameField,
} from './AuthFormParts';
import { type AuthFormProps, fieldErrorsOf, sendSignIn, useAuthForm } from './useAuthForm';

/** Sign-up: a username, an e-mail and a password; the new account is signed in at once. */
export function SignUpForm(props: AuthFormProps) {
  const form = useAuthForm(props);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    const parsed = (await loadValidators()).signUp.safeParse({ username, email, password });
    if (!parsed.success) return form.invalid(fieldErrorsOf(parsed.error));
    await sendSignIn(form, 'POST /api/auth/signup', parsed.data);
  }

  return (
    <form ref={form.formRef} className="auth-dialog__form" noValidate onSubmit={submit}>
      <UsernameField
        signingUp={true}
        value={username}
        onValue={setUsername}
        error={form.errors.username}
      />
      <AuthField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={form.errors.email}
      />
      <PasswordField
        signingUp={true}
        value={password}
        onValue={setPassword}
        error={form.errors.password}
      />
      <AuthFormMessages form={form} />
      <button type="submit" className="button auth-dialog__submit" disabled={form.busy}>
        Sign up
      </button>
      <PasswordFormSwitches
        question="Already have an account?"
        other="Log in"
        onOther={() => props.onMode('login')}
        onMobile={props.mobileSignIn ? () => props.onMode('mobile') : undefined}
      />
    </form>
  );
}
