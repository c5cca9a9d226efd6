import { m } from '@hotel/i18n/messages';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import type { SessionUser } from '../../../lib/session';
import { loadValidators } from '../../../lib/validators';

/** code: sign in or up by a code (first); login: by password; reset: a forgotten password. */
export type AuthMode = 'code' | 'login' | 'mobile' | 'reset';

/** The forms' own messages, each in the language being rendered when called. */
export const AUTH_MESSAGES = {
  otpSent: m.account_otpSent,
  otpSendFailed: m.account_otpSendFailed,
  signedIn: m.account_signedIn,
  invalidOtp: m.account_invalidOtp,
} as const;

export type FieldErrors = Record<string, string>;

interface SchemaError {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** The first message for each field of a failed zod check. */
export function fieldErrorsOf(error: SchemaError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages the API sent back, apart from the one about the request as a whole. */
export function apiFieldErrors(error: ApiError): FieldErrors {
  const { _: _whole, ...fields } = error.fields;
  return fields;
}

/** What the dialog gives each of its forms. */
export interface AuthFormProps {
  readonly onSignedIn: (user: SessionUser) => void;
  readonly onDone: () => void;
  readonly closeAfterMs: number;
  readonly onMode: (mode: AuthMode) => void;
  /** Whether mobile sign-in is offered. */
  readonly mobileSignIn: boolean;
  readonly focusFirstField: boolean;
}

/** Status and error of one form, the field messages, and the close after signing in. */
export function useAuthForm({ onSignedIn, onDone, closeAfterMs, focusFirstField }: AuthFormProps) {
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
      setStatus(AUTH_MESSAGES.signedIn());
      setSignedIn(true);
    },
  };
}

export type AuthFormState = ReturnType<typeof useAuthForm>;

type Validators = Awaited<ReturnType<typeof loadValidators>>;
type Checked<Body> =
  | { readonly success: true; readonly data: Body }
  | { readonly success: false; readonly error: SchemaError };

/**
 * One attempt of a form: clears its messages, checks the body with a (lazily loaded) schema,
 * sends it and hands the answer on; a refusal shows the API's messages (`failure` words the
 * whole).
 */
export async function sendChecked<Body, Answer>(
  form: AuthFormState,
  check: (validators: Validators) => Checked<Body>,
  call: (body: Body) => Promise<Answer>,
  onAnswer: (answer: Answer, body: Body) => void,
  failure: (error: ApiError) => string = (error) => error.fields._ ?? error.message,
): Promise<void> {
  form.start();
  const checked = check(await loadValidators());
  if (!checked.success) return form.invalid(fieldErrorsOf(checked.error));
  try {
    const answer = await form.send(() => call(checked.data));
    onAnswer(answer, checked.data);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    form.failed(failure(error), apiFieldErrors(error));
  }
}
