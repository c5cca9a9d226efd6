import { useEffect, useState } from 'react';
import { adminMeta, formatIndiaTime, isDenied, useAdminApi } from '../../lib/adminApi';
import type { Route } from './+types/outbox';

type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMail {
  readonly id: number;
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  readonly createdAt: string;
}

export interface OutboxSms {
  readonly id: number;
  readonly to: string;
  readonly text: string;
  readonly status: DeliveryStatus;
  readonly lastError: string | null;
  readonly sentAt: string | null;
  readonly createdAt: string;
}

interface Outbox {
  readonly mail: readonly OutboxMail[];
  readonly sms: readonly OutboxSms[];
}

export const PAGE_SIZE = 50;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Outbox', matches);

/** Rows not yet listed, by id: pages shift when mail is sent while an admin reads. */
const appendNew = <T extends { id: number }>(listed: readonly T[], page: readonly T[]) => {
  const known = new Set(listed.map((row) => row.id));
  return [...listed, ...page.filter((row) => !known.has(row.id))];
};

/** What happened to a message, in words. */
function deliveryNote(row: {
  status: DeliveryStatus;
  sentAt: string | null;
  lastError: string | null;
  nextAttemptAt?: string | null;
}): string {
  if (row.status === 'sent') return row.sentAt ? `Sent ${formatIndiaTime(row.sentAt)}` : 'Sent';
  const error = row.lastError ? `Last error: ${row.lastError}.` : '';
  const retry = row.nextAttemptAt ? ` Next try ${formatIndiaTime(row.nextAttemptAt)}.` : '';
  return `${error}${retry}`.trim() || 'Not sent yet.';
}

/**
 * /admin/outbox: the e-mails and text messages the site has sent or will send (GET
 * /api/admin/outbox), newest first, with their delivery status.
 */
export default function OutboxPage() {
  const callAdminApi = useAdminApi();
  const [outbox, setOutbox] = useState<Outbox>({ mail: [], sms: [] });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [offset, setOffset] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    setFailure('');
    callAdminApi<Outbox>(`/api/admin/outbox?limit=${PAGE_SIZE}&offset=${offset}`, {
      signal: controller.signal,
    }).then(
      (page) => {
        setOutbox((listed) => ({
          mail: appendNew(listed.mail, page.mail),
          sms: appendNew(listed.sms, page.sms),
        }));
        setHasMore(page.mail.length === PAGE_SIZE || page.sms.length === PAGE_SIZE);
        setState('ready');
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError' || isDenied(error)) return;
        setFailure((error as Error).message);
        setState('failed');
      },
    );
    return () => controller.abort();
  }, [offset, callAdminApi]);

  return (
    <section className="admin__screen" aria-labelledby="outbox-title">
      <h1 id="outbox-title" className="admin__title">
        Outbox
      </h1>
      <p className="admin__intro">
        Every e-mail and text message is stored here first, then delivered; a failed delivery is
        retried.
      </p>
      <p className="admin__status" role="status">
        {state === 'loading' ? 'Loading the outbox…' : null}
        {state === 'ready'
          ? `Showing ${outbox.mail.length} e-mails and ${outbox.sms.length} text messages.`
          : null}
      </p>
      {failure ? (
        <p className="admin__failure" role="alert">
          We could not load the outbox. {failure}
        </p>
      ) : null}

      <h2 className="admin__section-title">E-mail</h2>
      {outbox.mail.length === 0 ? (
        <p>{state === 'loading' ? '' : 'No e-mail yet.'}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
        <section className="admin__table-wrap" aria-label="E-mail" tabIndex={0}>
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              {outbox.mail.map((mail) => (
                <tr key={mail.id}>
                  <td>{formatIndiaTime(mail.createdAt)}</td>
                  <td>{mail.to}</td>
                  <td>
                    <details>
                      <summary>{mail.subject}</summary>
                      <pre className="admin__mail-text">{mail.text}</pre>
                    </details>
                  </td>
                  <td>
                    <span className={`admin__badge admin__badge--${mail.status}`}>
                      {mail.status}
                    </span>
                  </td>
                  <td>{mail.attempts}</td>
                  <td>{deliveryNote(mail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <h2 className="admin__section-title">Text messages</h2>
      {outbox.sms.length === 0 ? (
        <p>{state === 'loading' ? '' : 'No text messages yet.'}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
        <section className="admin__table-wrap" aria-label="Text messages" tabIndex={0}>
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">To</th>
                <th scope="col">Text</th>
                <th scope="col">Status</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              {outbox.sms.map((sms) => (
                <tr key={sms.id}>
                  <td>{formatIndiaTime(sms.createdAt)}</td>
                  <td>{sms.to}</td>
                  <td>{sms.text}</td>
                  <td>
                    <span className={`admin__badge admin__badge--${sms.status}`}>{sms.status}</span>
                  </td>
                  <td>{deliveryNote(sms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {state === 'ready' && hasMore ? (
        <button
          type="button"
          className="admin__button"
          onClick={() => setOffset((current) => current + PAGE_SIZE)}
        >
          Load more
        </button>
      ) : null}
    </section>
  );
}
