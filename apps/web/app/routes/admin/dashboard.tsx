import { LIST_LIMITS } from '@hotel/validators/lists';
import type { ResponseOf } from '@hotel/validators/responses';
import { bookingStatuses, bookingStatusLabels } from '@hotel/validators/statuses';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { adminMeta } from '../../lib/adminApi';
import { adminCall, loaded } from '../../lib/adminRequests';
import type { Route } from './+types/dashboard';

/** A count from a list the API pages: `atLeast` when the count stopped at the cap. */
interface Count {
  readonly n: number;
  readonly atLeast: boolean;
}

interface Counts {
  readonly bookings: Record<(typeof bookingStatuses)[number], Count>;
  readonly enquiries: Count;
  readonly messages: Count;
  readonly pendingMail: Count;
}

/** The admin lists the API pages with `?limit&offset`. */
type PagedRoute = 'GET /api/admin/enquiries' | 'GET /api/admin/messages' | 'GET /api/admin/outbox';

/** GET /api/bookings takes no offset: it counts up to its largest page. */
const BOOKINGS_CAP = LIST_LIMITS.bookings.max;
/** The other lists are counted a largest page at a time. */
const PAGE = LIST_LIMITS.adminPage.max;
const MAX_PAGES = 10;

/** Counts a paged admin list (`?limit&offset`) page by page, up to MAX_PAGES pages. */
async function countPaged<R extends PagedRoute>(
  request: Request,
  route: R,
  pick: (page: ResponseOf<R>) => { readonly rows: number; readonly counted: number },
): Promise<Count> {
  let n = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = { limit: String(PAGE), offset: String(page * PAGE) };
    const body = await adminCall(request, route, { query });
    const { rows, counted } = pick(body);
    n += counted;
    if (rows < PAGE) return { n, atLeast: false };
  }
  return { n, atLeast: true };
}

async function loadCounts(request: Request): Promise<Counts> {
  const bookingCounts = Promise.all(
    bookingStatuses.map(async (status) => {
      const rows = await adminCall(request, 'GET /api/bookings', {
        query: { status, limit: String(BOOKINGS_CAP) },
      });
      return [status, { n: rows.length, atLeast: rows.length >= BOOKINGS_CAP }] as const;
    }),
  );
  const whole = (rows: readonly unknown[]) => ({ rows: rows.length, counted: rows.length });
  const [bookings, enquiries, messages, pendingMail] = await Promise.all([
    bookingCounts,
    countPaged(request, 'GET /api/admin/enquiries', whole),
    countPaged(request, 'GET /api/admin/messages', whole),
    countPaged(request, 'GET /api/admin/outbox', ({ mail }) => ({
      rows: mail.length,
      counted: mail.filter((row) => row.status === 'pending').length,
    })),
  ]);
  return {
    bookings: Object.fromEntries(bookings) as Counts['bookings'],
    enquiries,
    messages,
    pendingMail,
  };
}

const shown = ({ n, atLeast }: Count) => `${n.toLocaleString('en-IN')}${atLeast ? '+' : ''}`;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Dashboard', matches);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loaded(loadCounts(request));
}

/** /admin: how many bookings of each status, enquiries, messages and unsent e-mails there are. */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const counts = loaderData.state === 'ready' ? loaderData.value : null;
  const failure = loaderData.state === 'failed' ? loaderData.message : '';

  return (
    <section className="admin__screen" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="admin__title">
        Admin dashboard
      </h1>
      <p className="admin__status" role="status">
        {counts || failure ? '' : 'Loading the counts…'}
      </p>
      {failure ? <AdminLoadFailure what="the counts" message={failure} /> : null}
      <div className="admin__cards">
        <section className="admin__card" aria-labelledby="dashboard-bookings">
          <h2 id="dashboard-bookings">
            <Link to="/admin/bookings">Bookings</Link>
          </h2>
          <dl className="admin__counts">
            {bookingStatuses.map((status) => (
              <div key={status}>
                <dt>
                  <Link to={`/admin/bookings?status=${status}`}>{bookingStatusLabels[status]}</Link>
                </dt>
                <dd>{counts ? shown(counts.bookings[status]) : '…'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="admin__card" aria-labelledby="dashboard-desk">
          <h2 id="dashboard-desk">
            <Link to="/admin/calendar">Occupancy</Link>
          </h2>
          <p className="admin__count">
            Every room night by night: book a walk-in, block a room, open a booking.
          </p>
        </section>
        <DashboardCard
          title="Banquet enquiries"
          to="/admin/enquiries"
          count={counts?.enquiries}
          label="received"
        />
        <DashboardCard
          title="Contact messages"
          to="/admin/messages"
          count={counts?.messages}
          label="received"
        />
        <DashboardCard
          title="Outbox"
          to="/admin/outbox"
          count={counts?.pendingMail}
          label="e-mails waiting to be sent"
        />
        <section className="admin__card" aria-labelledby="dashboard-add">
          <h2 id="dashboard-add">Add</h2>
          <ul className="admin__card-links">
            <li>
              <Link to="/admin/add-hotel">Add a hotel</Link>
            </li>
            <li>
              <Link to="/admin/add-room">Add a room</Link>
            </li>
          </ul>
        </section>
      </div>
    </section>
  );
}

function DashboardCard({
  title,
  to,
  count,
  label,
}: {
  readonly title: string;
  readonly to: string;
  readonly count: Count | undefined;
  readonly label: string;
}) {
  const titleId = useId();
  return (
    <section className="admin__card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Link to={to}>{title}</Link>
      </h2>
      <p className="admin__count">
        <strong>{count ? shown(count) : '…'}</strong> {label}
      </p>
    </section>
  );
}
