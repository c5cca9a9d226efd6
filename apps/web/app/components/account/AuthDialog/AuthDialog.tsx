import { m } from '@hotel/i18n/messages';
import { useState } from 'react';
import type { LegalLinks } from '../../../lib/legalLinks';
import type { SessionUser } from '../../../lib/session';
import { DetailsNotice } from '../../site/LegalLinks/LegalLinks';
import { Dialog } from '../../ui/Dialog/Dialog';
import { CodeSignInForm } from './CodeSignInForm';
import { LoginForm } from './LoginForm';
import { MobileCodeForm } from './MobileCodeForm';
import { PasswordResetForm } from './PasswordResetForm';
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
  /** The first form: the code (signing in, the default) or setting a password ('reset'). */
  readonly startMode?: AuthMode;
  /** The terms and the privacy notice: signing up gives the site an e-mail address or mobile. */
  readonly legal?: LegalLinks | undefined;
}

/** Each form's title, in the language being rendered. */
const TITLES: Record<AuthMode, () => string> = {
  code: m.account_authTitleCode,
  login: m.account_logIn,
  mobile: m.account_authTitleMobile,
  reset: m.account_authTitleReset,
};

const FORMS = {
  code: CodeSignInForm,
  login: LoginForm,
  mobile: MobileCodeForm,
  reset: PasswordResetForm,
} as const;

/**
 * The sign-in popup: first a code to the guest's e-mail (or mobile), which signs in or signs up
 * with no username or password; then password login for existing accounts, a forgotten
 * password, and (where the site can text codes) mobile login with the source's OTP. Each form
 * checks its fields with the same zod schema as the API, then shows the API's answer inline.
 */
export function AuthDialog({
  open,
  onClose,
  onSignedIn,
  closeAfterMs = 1500,
  mobileSignIn,
  startMode = 'code',
  legal,
}: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>(startMode);
  /** After a switch of mode the new form's first field takes focus (the switch button is gone). */
  const [switched, setSwitched] = useState(false);
  const close = () => {
    setMode(startMode);
    setSwitched(false);
    onClose();
  };
  const switchMode = (next: AuthMode) => {
    setSwitched(true);
    setMode(next);
  };
  const Form = FORMS[mode === 'mobile' && !mobileSignIn ? 'login' : mode];
  return (
    <Dialog open={open} title={TITLES[mode]()} onClose={close} className="auth-dialog">
      <Form
        onSignedIn={onSignedIn}
        onDone={close}
        closeAfterMs={closeAfterMs}
        onMode={switchMode}
        mobileSignIn={mobileSignIn}
        focusFirstField={switched}
      />
      {legal ? <DetailsNotice links={legal} /> : null}
    </Dialog>
  );
}
