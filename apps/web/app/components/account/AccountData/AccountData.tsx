import { m } from '@hotel/i18n/messages';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import type { LegalLinks } from '../../../lib/legalLinks';
import { withElements } from '../../../lib/messageParts';
import type { SessionUser } from '../../../lib/session';
import { LegalLink } from '../../site/LegalLinks/LegalLinks';
import { Dialog } from '../../ui/Dialog/Dialog';
import { FormField } from '../../ui/FormField/FormField';
import './AccountData.css';

/** The guest's data as a file: a plain link, so the browser downloads it with the session. */
export const EXPORT_URL = '/api/account/export';

type Proof = 'code' | 'password';

/**
 * "Delete my account": the dialog says what goes and what stays, asks the guest to prove it is
 * them (a code sent to their address, or their password), then deletes. Bookings still ahead
 * are the API's to refuse, with their references.
 */
function DeleteAccountDialog({
  user,
  legal,
  onClose,
  onDeleted,
}: {
  readonly user: SessionUser;
  readonly legal: LegalLinks;
  readonly onClose: () => void;
  readonly onDeleted: (message: string) => void;
}) {
  const contact = user.email ?? user.mobile;
  const [proof, setProof] = useState<Proof>(contact ? 'code' : 'password');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeStatus, setCodeStatus] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const proofName = useId();

  const failure = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      setErrors(error.fields);
      setProblem('');
    } else {
      setErrors({});
      setProblem((error as Error).message);
    }
  };

  const sendCode = async () => {
    if (!contact || busy) return;
    setBusy(true);
    try {
      const sent = await api('POST /api/auth/code', { body: { contact } });
      setCodeStatus(sent.message);
      setErrors({});
      setProblem('');
    } catch (error) {
      failure(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const body = proof === 'code' ? { code: code.trim() } : { password };
      const done = await api('DELETE /api/account', { body });
      onDeleted(done.message);
    } catch (error) {
      failure(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open title={m.account_deleteTitle()} onClose={onClose} className="account-data__dialog">
      <p>{m.account_deleteErased()}</p>
      <p>{withElements(m.account_deleteKept, { privacy: <LegalLink link={legal.privacy} /> })}</p>
      <form className="account-data__form" noValidate onSubmit={submit}>
        <fieldset className="account-data__proof">
          <legend>{m.account_confirmItsYou()}</legend>
          {contact ? (
            <label>
              <input
                type="radio"
                name={proofName}
                checked={proof === 'code'}
                onChange={() => setProof('code')}
              />{' '}
              {m.account_withCodeSentTo({ contact })}
            </label>
          ) : null}
          <label>
            <input
              type="radio"
              name={proofName}
              checked={proof === 'password'}
              onChange={() => setProof('password')}
            />{' '}
            {m.account_withPassword()}
          </label>
        </fieldset>
        {proof === 'code' ? (
          <>
            <button
              type="button"
              className="button"
              onClick={sendCode}
              aria-disabled={busy || undefined}
            >
              {codeStatus ? m.account_sendNewCode() : m.account_sendCode()}
            </button>
            <p className="account-data__status" role="status">
              {codeStatus}
            </p>
            <FormField
              label={m.account_sixDigitCode()}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={errors.code ?? errors.contact}
            />
          </>
        ) : (
          <FormField
            label={m.account_passwordLabel()}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        )}
        {problem ? (
          <p className="account-data__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="account-data__actions">
          <button type="button" className="button" onClick={onClose}>
            {m.account_keepAccount()}
          </button>
          <button
            type="submit"
            className="action-button account-data__delete"
            aria-disabled={busy || undefined}
          >
            {busy ? m.account_deleting() : m.account_deleteAccount()}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * On My bookings: the guest's rights over their data, in two buttons. "Download my data" gets
 * everything the site holds about them as a JSON file; "Delete my account" erases it (with a
 * confirmation dialog).
 */
export function AccountData({
  user,
  legal,
  onDeleted,
}: {
  readonly user: SessionUser;
  readonly legal: LegalLinks;
  readonly onDeleted: (message: string) => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();
  return (
    <section className="payment-page__panel account-data" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.account_yourData()}</h2>
      <p>{withElements(m.account_dataIntro, { privacy: <LegalLink link={legal.privacy} /> })}</p>
      <div className="account-data__actions">
        <a className="button" href={EXPORT_URL} download>
          {m.account_downloadData()}
        </a>
        <button
          type="button"
          className="button account-data__open"
          onClick={() => setDeleting(true)}
        >
          {m.account_deleteAccount()}
        </button>
      </div>
      {deleting ? (
        <DeleteAccountDialog
          user={user}
          legal={legal}
          onClose={() => setDeleting(false)}
          onDeleted={(message) => {
            setDeleting(false);
            onDeleted(message);
          }}
        />
      ) : null}
    </section>
  );
}
