import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * An admin form: its fields, the submit button (with a busy label while sending), the announced
 * outcome and the failure.
 */
export function AdminForm({
  formRef,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  status,
  next,
  failure,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The announced outcome, when the screen has one (null: no status line). */
  status?: ReactNode;
  /** What follows the outcome (a link to the next step). */
  next?: ReactNode;
  failure: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="admin__form admin__panel">
      {children}
      <div className="admin__actions">
        <button type="submit" className="admin__button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
      {status === undefined ? null : (
        <p className="admin__status" role="status">
          {status}
        </p>
      )}
      {next}
      {failure ? (
        <p className="admin__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
