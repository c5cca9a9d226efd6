import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../components/FormField/FormField';
import { adminMeta, nextAdminPath } from '../../lib/adminApi';
import { ApiError, callApi } from '../../lib/api';
import { guestName, type SessionUser, useSession } from '../../lib/session';
import { useCheckedForm } from '../../lib/useCheckedForm';
import { loadValidators } from '../../lib/validators';
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
  const form = useCheckedForm(async () => (await loadValidators()).login, {
    username: '',
    password: '',
  });
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    const checked = await form.check();
    if (!checked) return;
    setSending(true);
    try {
      const { user: account } = await callApi<{ user: SessionUser }>('/api/auth/login', {
        body: checked,
      });
      signedIn(account);
      if (account.role === 'admin') {
        navigate(next, { replace: true });
        return;
      }
      form.setValues((current) => ({ ...current, password: '' }));
      setFailure(notAnAdmin(account));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Sign-in failed.');
      form.showServerErrors(error);
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field) => ({ ...form.textField(name), required: true });

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
      <form ref={form.ref} noValidate onSubmit={submit} className="admin__form admin__panel">
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
