import { useCallback } from 'react';
import { type LoadPage, PagedList } from '../../components/PagedList/PagedList';
import { adminMeta, formatIndiaTime, useAdminApi } from '../../lib/adminApi';
import type { Route } from './+types/messages';

/** One contact message of GET /api/admin/messages. */
export interface ContactMessage {
  readonly id: number;
  readonly propertyId: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly createdAt: string;
}

export const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Messages', matches);

/** /admin/messages: the contact pages' messages, newest first, 'Load more' for older ones. */
export default function MessagesPage() {
  const callAdminApi = useAdminApi();
  const load = useCallback<LoadPage<ContactMessage>>(
    ({ offset, limit, signal }) =>
      callAdminApi<ContactMessage[]>(
        `/api/admin/messages?limit=${limit}&offset=${offset}`,
        signal ? { signal } : {},
      ),
    [callAdminApi],
  );
  return (
    <section className="admin__screen" aria-labelledby="messages-title">
      <h1 id="messages-title" className="admin__title">
        Contact messages
      </h1>
      <PagedList
        load={load}
        pageSize={PAGE_SIZE}
        itemKey={(message) => message.id}
        noun={['message', 'messages']}
        renderItem={(message) => (
          <article>
            <h2 className="admin__item-title">
              {message.subject} · {message.name}
            </h2>
            <dl className="admin__facts">
              <div>
                <dt>Received</dt>
                <dd>{formatIndiaTime(message.createdAt)}</dd>
              </div>
              <div>
                <dt>For</dt>
                <dd>{message.propertyId}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{message.phone}</dd>
              </div>
            </dl>
            <p className="admin__message">{message.message}</p>
          </article>
        )}
      />
    </section>
  );
}
