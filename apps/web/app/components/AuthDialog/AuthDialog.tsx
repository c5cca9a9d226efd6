import {
  type FormEvent,
  type InputHTMLAttributes,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ApiError, callApi } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import { loadValidators } from '../../lib/validators';
import { Dialog } from '../Dialog/Dialog';
import './AuthDialog.css';

export type AuthMode = 'login' | 'signup' | 'mobile';

export interface AuthDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called as soon as the API has signed the visitor in. */
  readonly onSignedIn: (user: SessionUser) => void;
  /** How long 'Logged in successfully!' shows before the popup closes. */
  readonly closeAfterMs?: number;
}

export const AUTH_MESSAGES = {
  otpSent: 'OTP sent successfully!',
  otpSendFailed: 'Failed to send OTP.',
  signedIn: 'Logged in successfully!',
  invalidOtp: 'Invalid OTP.',
} as const;

const TITLES: Record<AuthMode, string> = {
  login: 'Log in',
  signup: 'Sign up',
  mobile: 'Log in with mobile',
};

type FieldErrors = Record<string, string>;

interface SchemaError {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** The first message for each field of a failed zod check. */
function fieldErrorsOf(error: SchemaError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages the API sent back, apart from the one about the request as a whole. */
function apiFieldErrors(error: ApiError): FieldErrors {
  const { _: _whole, ...fields } = error.fields;
  return fields;
}

/**
 * The sign-in popup: password login, sign-up, and mobile login with a one-time code. Each form
 * checks its fields with the same zod schema as the API, then shows the API's answer inline.
 */
export function AuthDialog({ open, onClose, onSignedIn, closeAfterMs = 1500 }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>('login');
  /** After a switch of mode the new form's first field takes focus (the switch button is gone). */
  const [switched, setSwitched] = useState(false);
  const close = () => {
    setMode('login');
    setSwitched(false);
    onClose();
  };
  const switchMode = (next: AuthMode) => {
    setSwitched(true);
    setMode(next);
  };
  const formProps = {
    onSignedIn,
    onDone: close,
    closeAfterMs,
    onMode: switchMode,
    focusFirstField: switched,
  };
  return (
    <Dialog open={open} title={TITLES[mode]} onClose={close} className="auth-dialog">
      {mode === 'mobile' ? (
        <MobileForm {...formProps} />
      ) : (
        <PasswordForm key={mode} mode={mode} {...formProps} />
      )}
    </Dialog>
  );
}

interface FormProps {
  readonly onSignedIn: (user: SessionUser) => void;
  readonly onDone: () => void;
  readonly closeAfterMs: number;
  readonly onMode: (mode: AuthMode) => void;
  readonly focusFirstField: boolean;
}

/** Status and error of one form, the field messages, and the close after signing in. */
function useFormState({ onSignedIn, onDone, closeAfterMs, focusFirstField }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector('input')?.focus();
  }, [focusFirstField]);

  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const closeLater = useRef(onDone);

  useEffect(() => {
    closeLater.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = setTimeout(() => closeLater.current(), closeAfterMs);
    return () => clearTimeout(timer);
  }, [signedIn, closeAfterMs]);

  return {
    formRef,
    errors,
    status,
    failure,
    busy: busy || signedIn,
    /** Clears the messages before a new attempt. */
    start() {
      setErrors({});
      setStatus('');
      setFailure('');
    },
    invalid(fieldErrors: FieldErrors) {
      setErrors(fieldErrors);
    },
    async send<T>(call: () => Promise<T>): Promise<T> {
      setBusy(true);
      try {
        return await call();
      } finally {
        setBusy(false);
      }
    },
    succeeded(message: string) {
      setStatus(message);
    },
    failed(message: string, fieldErrors: FieldErrors = {}) {
      setFailure(message);
      setErrors(fieldErrors);
    },
    signIn(user: SessionUser) {
      onSignedIn(user);
      setStatus(AUTH_MESSAGES.signedIn);
      setSignedIn(true);
    },
  };
}

type FormState = ReturnType<typeof useFormState>;

function FormMessages({ form }: { form: FormState }) {
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

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  readonly onValue: (value: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
}

function Field({ label, name, error, hint, onValue, ...input }: FieldProps) {
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

function PasswordForm({ mode, ...props }: FormProps & { mode: 'login' | 'signup' }) {
  const form = useFormState(props);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signingUp = mode === 'signup';

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    const { login, signUp } = await loadValidators();
    const parsed = signingUp
      ? signUp.safeParse({ username, email, password })
      : login.safeParse({ username, password });
    if (!parsed.success) {
      form.invalid(fieldErrorsOf(parsed.error));
      return;
    }
    try {
      const answer = await form.send(() =>
        callApi<{ user: SessionUser }>(signingUp ? '/api/auth/signup' : '/api/auth/login', {
          body: parsed.data,
        }),
      );
      form.signIn(answer.user);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = apiFieldErrors(error);
      form.failed(error.fields._ ?? error.message, fields);
    }
  }

  return (
    <form ref={form.formRef} className="auth-dialog__form" noValidate onSubmit={submit}>
      <Field
        label={signingUp ? 'Username' : 'Username or email'}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onValue={setUsername}
        error={form.errors.username}
        {...(signingUp ? { hint: '3 to 30 letters, digits, dots or underscores.' } : {})}
      />
      {signingUp ? (
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          error={form.errors.email}
        />
      ) : null}
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        value={password}
        onValue={setPassword}
        error={form.errors.password}
        {...(signingUp ? { hint: 'At least 8 characters.' } : {})}
      />
      <FormMessages form={form} />
      <button type="submit" className="auth-dialog__submit" disabled={form.busy}>
        {signingUp ? 'Sign up' : 'Log in'}
      </button>
      <div className="auth-dialog__switches">
        <p>
          {signingUp ? 'Already have an account? ' : 'New here? '}
          <button
            type="button"
            className="auth-dialog__link"
            onClick={() => props.onMode(signingUp ? 'login' : 'signup')}
          >
            {signingUp ? 'Log in' : 'Sign up'}
          </button>
        </p>
        <p>
          <button
            type="button"
            className="auth-dialog__link"
            onClick={() => props.onMode('mobile')}
          >
            Log in with mobile OTP
          </button>
        </p>
      </div>
    </form>
  );
}

interface OtpAnswer {
  readonly success: boolean;
  readonly message?: string;
  readonly user?: SessionUser;
}

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

function MobileForm(props: FormProps) {
  const form = useFormState(props);
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
    const { sendOtp } = await loadValidators();
    const parsed = sendOtp.safeParse({ mobile });
    if (!parsed.success) {
      form.invalid(fieldErrorsOf(parsed.error));
      return;
    }
    try {
      const answer = await form.send(() =>
        callApi<OtpAnswer>('/api/send-otp', { body: parsed.data }),
      );
      if (answer.success) {
        setSentTo(parsed.data.mobile);
        form.succeeded(AUTH_MESSAGES.otpSent);
      } else {
        form.failed(AUTH_MESSAGES.otpSendFailed);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      form.failed(sendFailure(error), apiFieldErrors(error));
    }
  }

  async function checkCode() {
    form.start();
    const { verifyOtp } = await loadValidators();
    const parsed = verifyOtp.safeParse({ mobile: sentTo, otp });
    if (!parsed.success) {
      form.invalid(fieldErrorsOf(parsed.error));
      return;
    }
    try {
      const answer = await form.send(() =>
        callApi<OtpAnswer>('/api/verify-otp', { body: parsed.data }),
      );
      if (answer.success && answer.user) form.signIn(answer.user);
      else form.failed(AUTH_MESSAGES.invalidOtp);
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
      <Field
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
        <Field
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
      <FormMessages form={form} />
      <button type="submit" className="auth-dialog__submit" disabled={form.busy}>
        {sentTo ? 'Verify OTP' : 'Send OTP'}
      </button>
      <div className="auth-dialog__switches">
        {sentTo ? (
          <p>
            <button
              type="button"
              className="auth-dialog__link"
              disabled={form.busy}
              onClick={() => void requestCode()}
            >
              Resend OTP
            </button>
          </p>
        ) : null}
        <p>
          <button type="button" className="auth-dialog__link" onClick={() => props.onMode('login')}>
            Back to Password Login
          </button>
        </p>
      </div>
    </form>
  );
}
