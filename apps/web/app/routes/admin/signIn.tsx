import { login } from '@hotel/validators';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/FormField/FormField';
import { adminMeta, apiFieldErrors, nextAdminPath } from '../../lib/adminApi';
import { ApiError, callApi } from '../../lib/api';
import { fieldErrors } from '../../lib/fieldErrors';
import { guestName, type SessionUser, useSession } from '../../lib/session';
import type { Route } from './+types/signIn';
import './admin.css';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

export const notAnAdmin = (user: SessionUser) =>
  `You are signed in as ${guestName(user)}, but this account is not an administrator. Please sign in with an administrator account.`;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Sign in', matches);

/**
 * /admin/sign-in: an administrator signs in like anyone else (no secret in the browser) and goes
 * on to the screen they asked for. A guest's account is told plainly it is not an admin's.
 */
export default function AdminSignIn() {
  const { user, known, signedIn } = useSession();
  const [params] = useSearchParams();
  const next = nextAdminPath(params.get('next'));
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    const checked = login.safeParse(values);
    if (!checked.success) {
      showErrors(fieldErrors(checked.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { user: account } = await callApi<{ user: SessionUser }>('/api/auth/login', {
        body: checked.data,
      });
      signedIn(account);
      if (account.role === 'admin') {
        navigate(next, { replace: true });
        return;
      }
      setValues((current) => ({ ...current, password: '' }));
      setFailure(notAnAdmin(account));
    } catch (error) {
      const found = apiFieldErrors(error, FIELDS);
      setFailure(error instanceof ApiError ? error.message : 'Sign-in failed.');
      if (Object.keys(found).length > 0) showErrors(found);
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field) => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _fixed, ...others }) => others);
    },
  });

  return (
    <div className="admin admin--narrow">
      <h1 className="admin__title">Admin sign-in</h1>
      {known && user?.role === 'admin' ? (
        <p>
          You are signed in as <strong>{guestName(user)}</strong>.{' '}
          <Link to={next}>Continue to the admin screens</Link>
        </p>
      ) : (
        <p className="admin__intro">
          The admin screens are for hotel staff. Sign in with an administrator account.
        </p>
      )}
      {known && user && user.role !== 'admin' && !failure ? (
        <p className="admin__note">{notAnAdmin(user)}</p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={submit} className="admin__form admin__panel">
        <FormField label="Email or username" autoComplete="username" {...field('username')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="admin__actions">
          <button type="submit" className="admin__button" disabled={sending}>
            {sending ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
        {failure ? (
          <p className="admin__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </div>
  );
}
