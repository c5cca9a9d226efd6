import { useCallback } from 'react';
import { type LoadPage, PagedList } from '../../components/PagedList/PagedList';
import { adminMeta, formatIndiaTime, useAdminApi } from '../../lib/adminApi';
import type { Route } from './+types/enquiries';

/** One banquet enquiry of GET /api/admin/enquiries. */
export interface Enquiry {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly category: string;
  readonly eventType: string;
  readonly createdAt: string;
}

export const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Enquiries', matches);

/** /admin/enquiries: the banquet hall's enquiries, newest first, 'Load more' for older ones. */
export default function EnquiriesPage() {
  const callAdminApi = useAdminApi();
  const load = useCallback<LoadPage<Enquiry>>(
    ({ offset, limit, signal }) =>
      callAdminApi<Enquiry[]>(
        `/api/admin/enquiries?limit=${limit}&offset=${offset}`,
        signal ? { signal } : {},
      ),
    [callAdminApi],
  );
  return (
    <section className="admin__screen" aria-labelledby="enquiries-title">
      <h1 id="enquiries-title" className="admin__title">
        Banquet enquiries
      </h1>
      <PagedList
        load={load}
        pageSize={PAGE_SIZE}
        itemKey={(enquiry) => enquiry.id}
        noun={['enquiry', 'enquiries']}
        renderItem={(enquiry) => (
          <article>
            <h2 className="admin__item-title">
              {enquiry.eventType} · {enquiry.name}
            </h2>
            <dl className="admin__facts">
              <div>
                <dt>Received</dt>
                <dd>{formatIndiaTime(enquiry.createdAt)}</dd>
              </div>
              <div>
                <dt>Category</dt>
                <dd>{enquiry.category}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{enquiry.phone}</dd>
              </div>
            </dl>
            <p className="admin__message">{enquiry.message}</p>
          </article>
        )}
      />
    </section>
  );
}
