import { useState } from 'react';
import type { SessionUser } from '../../../lib/session';
import { Dialog } from '../../ui/Dialog/Dialog';
import { LoginForm } from './LoginForm';
import { MobileCodeForm } from './MobileCodeForm';
import { SignUpForm } from './SignUpForm';
import type { AuthMode } from './useAuthForm';
import './AuthDialog.css';

export interface AuthDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called as soon as the API has signed the visitor in. */
  readonly onSignedIn: (user: SessionUser) => void;
  /** How long 'Logged in successfully!' shows before the popup closes. */
  readonly closeAfterMs?: number;
  /** Whether mobile sign-in works on this site (GET /api/auth/methods): offered only then. */
  readonly mobileSignIn: boolean;
}

const TITLES: Record<AuthMode, string> = {
  login: 'Log in',
  signup: 'Sign up',
  mobile: 'Log in with mobile',
};

const FORMS = { login: LoginForm, signup: SignUpForm, mobile: MobileCodeForm } as const;

/**
 * The sign-in popup: password login, sign-up, and (where the site can text codes) mobile login
 * with a one-time code. Each form
 * checks its fields with the same zod schema as the API, then shows the API's answer inline.
 */
export function AuthDialog({
  open,
  onClose,
  onSignedIn,
  closeAfterMs = 1500,
  mobileSignIn,
}: AuthDialogProps) {
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
  const Form = FORMS[mode === 'mobile' && !mobileSignIn ? 'login' : mode];
  return (
    <Dialog open={open} title={TITLES[mode]} onClose={close} className="auth-dialog">
      <Form
        onSignedIn={onSignedIn}
        onDone={close}
        closeAfterMs={closeAfterMs}
        onMode={switchMode}
        mobileSignIn={mobileSignIn}
        focusFirstField={switched}
      />
    </Dialog>
  );
}
