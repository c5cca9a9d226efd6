import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminForm } from '../../components/desk/AdminForm/AdminForm';
import { FormField } from '../../components/ui/FormField/FormField';
import { adminMeta, isDeskAccount, nextAdminPath } from '../../lib/adminApi';
import { type AdminResult, actionResult } from '../../lib/adminRequests';
import { ApiError, api } from '../../lib/api';
import { guestName, type SessionUser, useSession } from '../../lib/session';
import { useCheckedAction } from '../../lib/useCheckedAction';
import { useCheckedForm } from '../../lib/useCheckedForm';
import { loadValidators } from '../../lib/validators';
import type { Route } from './+types/signIn';
import './admin.css';

export const notAnAdmin = (user: SessionUser) =>
  `You are signed in as ${guestName(user)}, but this account is not an administrator. Please sign in with an administrator or hotel staff account.`;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Sign in', matches);

/** POST /api/auth/login with the checked credentials. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return actionResult(api('POST /api/auth/login', { body: await request.json() }));
}

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
  const { failure, formProps } = useCheckedAction<AdminResult<{ user: SessionUser }>>({
    check: () => form.check(),
    onResult: (result, fail) => {
      if (!result.ok) {
        fail(result.error instanceof ApiError ? result.error.message : 'Sign-in failed.');
        form.showServerErrors(result.error);
        return;
      }
      const account = result.value.user;
      signedIn(account);
      if (isDeskAccount(account)) {
        // Staff asking for an admin's screen go on to their hotel's grid (the layout's guard).
        navigate(next, { replace: true });
        return;
      }
      form.setValues((current) => ({ ...current, password: '' }));
      fail(notAnAdmin(account));
    },
  });

  const field = (name: 'username' | 'password') => ({ ...form.textField(name), required: true });

  return (
    <div className="admin admin--narrow">
      <h1 className="admin__title">Admin sign-in</h1>
      {known && isDeskAccount(user) ? (
        <p>
          You are signed in as <strong>{guestName(user)}</strong>.{' '}
          <Link to={next}>Continue to the admin screens</Link>
        </p>
      ) : (
        <p className="admin__intro">
          The admin screens are for hotel staff. Sign in with an administrator or staff account.
        </p>
      )}
      {known && user && !isDeskAccount(user) && !failure ? (
        <p className="admin__note">{notAnAdmin(user)}</p>
      ) : null}
      <AdminForm formRef={form.ref} {...formProps} submitLabel="Sign in" busyLabel="Signing in…">
        <FormField label="Email or username" autoComplete="username" {...field('username')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
      </AdminForm>
    </div>
  );
}
