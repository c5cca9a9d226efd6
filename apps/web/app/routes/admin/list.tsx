import { data } from 'react-router';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { type ListPage, PagedList } from '../../components/desk/PagedList/PagedList';
import { adminMeta, formatIndiaTime } from '../../lib/adminApi';
import { ADMIN_LISTS, LIST_PAGE_SIZE, type ListEntry } from '../../lib/adminLists';
import type { Route } from './+types/list';

/** The list a path names (/admin/enquiries, /admin/messages). */
function listOf(url: URL) {
  const name = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const list = ADMIN_LISTS[name];
  if (!list) throw data(null, { status: 404 });
  return { name, list };
}

/** A page of the list: the first, or the one after `?offset=` for 'Load more'. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const { name, list } = listOf(url);
  const offset = Math.max(0, Number(url.searchParams.get('offset')) || 0);
  let page: ListPage<ListEntry>;
  try {
    page = { page: await list.load(request, offset) };
  } catch (error) {
    if (error instanceof Response) throw error;
    page = { failure: (error as Error).message };
  }
  const { screen, title, noun } = list;
  return { name, screen, title, noun, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData?.screen ?? 'Admin', matches);

/**
 * /admin/enquiries and /admin/messages: one of the lists people send in from the site (see
 * lib/adminLists.ts), newest first, 'Load more' for older ones.
 */
export default function AdminListPage({ loaderData }: Route.ComponentProps) {
  const { name, title, noun } = loaderData;
  return (
    <AdminScreen name={name} title={title}>
      <PagedList
        key={name}
        first={loaderData}
        pageSize={LIST_PAGE_SIZE}
        itemKey={(entry) => entry.id}
        noun={noun}
        renderItem={(entry) => <ListItem entry={entry} />}
      />
    </AdminScreen>
  );
}

function ListItem({ entry }: { entry: ListEntry }) {
  return (
    <article>
      <h2 className="admin__item-title">{entry.title}</h2>
      <dl className="admin__facts">
        <div>
          <dt>Received</dt>
          <dd>{formatIndiaTime(entry.receivedAt)}</dd>
        </div>
        <div>
          <dt>{entry.about.label}</dt>
          <dd>{entry.about.value}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${entry.email}`}>{entry.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{entry.phone}</dd>
        </div>
      </dl>
      <p className="admin__message">{entry.message}</p>
    </article>
  );
}
