import { LIST_LIMITS } from '@hotel/validators/lists';
import type { Outbox, OutboxMail, OutboxSms, SmsStatus } from '@hotel/validators/responses';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { type AdminColumn, AdminTable } from '../../components/desk/AdminTable/AdminTable';
import { appendNew } from '../../components/desk/PagedList/PagedList';
import { adminMeta, formatIndiaTime } from '../../lib/adminApi';
import { adminCall, type Loaded, loaded } from '../../lib/adminRequests';
import { useActionResult } from '../../lib/useActionResult';
import type { Route } from './+types/outbox';

export const PAGE_SIZE: number = LIST_LIMITS.screens.outbox;

/** The mail and texts listed so far. */
interface Listed {
  readonly mail: readonly OutboxMail[];
  readonly sms: readonly OutboxSms[];
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Outbox', matches);

/** A page of the outbox: the first, or the one after `?offset=` for 'Load more'. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const offset = Math.max(0, Number(new URL(request.url).searchParams.get('offset')) || 0);
  const query = { limit: String(PAGE_SIZE), offset: String(offset) };
  return loaded(adminCall(request, 'GET /api/admin/outbox', { query }));
}

/** What happened to a message, in words. */
function deliveryNote(row: {
  status: SmsStatus;
  sentAt: string | null;
  lastError: string | null;
  nextAttemptAt?: string | null;
}): string {
  if (row.status === 'sent') return row.sentAt ? `Sent ${formatIndiaTime(row.sentAt)}` : 'Sent';
  if (row.status === 'unsent') return row.lastError ?? 'Not sent: no SMS gateway.';
  const error = row.lastError ? `Last error: ${row.lastError}.` : '';
  const retry = row.nextAttemptAt ? ` Next try ${formatIndiaTime(row.nextAttemptAt)}.` : '';
  return `${error}${retry}`.trim() || 'Not sent yet.';
}

const badge = (row: { status: SmsStatus }) => (
  <span className={`admin__badge admin__badge--${row.status}`}>{row.status}</span>
);
const created = (row: { createdAt: string }) => formatIndiaTime(row.createdAt);
const byId = (row: { id: number }) => row.id;

const MAIL_COLUMNS: readonly AdminColumn<OutboxMail>[] = [
  { header: 'Created', cell: created },
  { header: 'To', cell: (mail) => mail.to },
  {
    header: 'Subject',
    cell: (mail) => (
      <details>
        <summary>{mail.subject}</summary>
        <pre className="admin__mail-text">{mail.text}</pre>
      </details>
    ),
  },
  { header: 'Status', cell: badge },
  { header: 'Attempts', cell: (mail) => mail.attempts },
  { header: 'Delivery', cell: deliveryNote },
];

const SMS_COLUMNS: readonly AdminColumn<OutboxSms>[] = [
  { header: 'Created', cell: created },
  { header: 'To', cell: (sms) => sms.to },
  { header: 'Text', cell: (sms) => sms.text },
  { header: 'Status', cell: badge },
  { header: 'Delivery', cell: deliveryNote },
];

const isFull = (page: Outbox) => page.mail.length === PAGE_SIZE || page.sms.length === PAGE_SIZE;

/**
 * /admin/outbox: the e-mails and text messages the site has sent or will send (GET
 * /api/admin/outbox), newest first, with their delivery status.
 */
export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const first = loaderData.state === 'ready' ? loaderData.value : null;
  const more = useFetcher<Loaded<Outbox>>();
  const [outbox, setOutbox] = useState<Listed>(first ?? { mail: [], sms: [] });
  const [hasMore, setHasMore] = useState(first ? isFull(first) : false);
  // The API pages both lists with one offset.
  const [nextOffset, setNextOffset] = useState(PAGE_SIZE);

  useActionResult(more.data, (answer) => {
    if (answer.state !== 'ready') return;
    const page = answer.value;
    setOutbox((listed) => ({
      mail: appendNew(listed.mail, page.mail, byId),
      sms: appendNew(listed.sms, page.sms, byId),
    }));
    setHasMore(isFull(page));
    setNextOffset((offset) => offset + PAGE_SIZE);
  });

  const loadingMore = more.state !== 'idle';
  const answer = loadingMore ? loaderData : (more.data ?? loaderData);
  const failure = answer.state === 'failed' ? answer.message : '';

  return (
    <AdminScreen name="outbox" title="Outbox">
      <p className="admin__intro">
        Every e-mail and text message is stored here first, then delivered; a failed delivery is
        retried.
      </p>
      <p className="admin__status" role="status">
        {loadingMore ? 'Loading the outbox…' : null}
        {first && !loadingMore
          ? `Showing ${outbox.mail.length} e-mails and ${outbox.sms.length} text messages.`
          : null}
      </p>
      {failure ? <AdminLoadFailure what="the outbox" message={failure} /> : null}
      <h2 className="admin__section-title">E-mail</h2>
      <AdminTable label="E-mail" empty="No e-mail yet." rows={outbox.mail} columns={MAIL_COLUMNS} />
      <h2 className="admin__section-title">Text messages</h2>
      <AdminTable
        label="Text messages"
        empty="No text messages yet."
        rows={outbox.sms}
        columns={SMS_COLUMNS}
      />
      {first && hasMore && !loadingMore ? (
        <button
          type="button"
          className="admin__button"
          onClick={() => more.load(`/admin/outbox?offset=${nextOffset}`)}
        >
          Load more
        </button>
      ) : null}
    </AdminScreen>
  );
}
