import { m } from '@hotel/i18n/messages';
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { TYPED_AS_IS } from '../../ui/FormField/FormField';
import type { AuthFormState } from './useAuthForm';

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly onValue: (value: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A field of the sign-in popup: label, hint and message tied to the input. */
export function AuthField({ label, name, error, hint, onValue, ...input }: AuthFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="auth-dialog__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="auth-dialog__hint">
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {error ? (
        <span id={errorId} className="auth-dialog__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A form's status (announced) and failure (alerted). */
export function AuthFormMessages({ form }: { form: AuthFormState }) {
  return (
    <>
      <p className="auth-dialog__status" role="status">
        {form.status}
      </p>
      <p className="auth-dialog__failure" role="alert">
        {form.failure}
      </p>
    </>
  );
}

/** A button that looks like a link: the switches between the forms. */
export function AuthSwitch({
  children,
  onClick,
  disabled,
}: {
  children: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="auth-dialog__link" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The foot of the password form: a forgotten password, sign-up (by a code), and the mobile code
 * if offered.
 */
export function PasswordFormSwitches({
  question,
  other,
  onOther,
  onForgot,
  onMobile,
}: {
  question: string;
  other: string;
  onOther: () => void;
  onForgot: () => void;
  /** Absent when the site cannot text codes. */
  onMobile: (() => void) | undefined;
}) {
  return (
    <div className="auth-dialog__switches">
      <p>
        <AuthSwitch onClick={onForgot}>{m.account_forgotPassword()}</AuthSwitch>
      </p>
      <p>
        {`${question} `}
        <AuthSwitch onClick={onOther}>{other}</AuthSwitch>
      </p>
      {onMobile ? (
        <p>
          <AuthSwitch onClick={onMobile}>{m.account_mobileOtpLogin()}</AuthSwitch>
        </p>
      ) : null}
    </div>
  );
}

interface ValueProps {
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error: string | undefined;
}

/** The login field of the password form: an existing username still signs in, or the e-mail. */
export function UsernameField(field: ValueProps) {
  return (
    <AuthField
      label={m.account_usernameLabel()}
      name="username"
      autoComplete="username"
      {...TYPED_AS_IS}
      {...field}
    />
  );
}

/** The password field of the password forms (a new password comes with its rule). */
export function PasswordField({
  signingUp,
  label = m.account_passwordLabel(),
  ...field
}: ValueProps & { signingUp: boolean; label?: string }) {
  return (
    <AuthField
      label={label}
      name="password"
      type="password"
      autoComplete={signingUp ? 'new-password' : 'current-password'}
      {...(signingUp ? { hint: m.account_newPasswordHint() } : {})}
      {...field}
    />
  );
}
