import { site } from '@hotel/content';
import { Link } from 'react-router';
import { pageMeta } from '../lib/pageMeta';
import { siteRouteFor } from '../lib/siteRoute';
import type { Route } from './+types/myBookings';
import './payment.css';

export function loader({ request }: Route.LoaderArgs) {
  const { path } = siteRouteFor(request.url, 'myBookings');
  return {
    homePath: site.pages.landing[0] ?? '/',
    seo: {
      title: `My Bookings | ${site.name}`,
      description: 'The bookings of the signed-in guest.',
      canonical: new URL(path, site.url).href,
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function MyBookingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">My Bookings</h1>
      <section className="payment-page__panel" aria-labelledby="bookings-about">
        <h2 id="bookings-about">Your bookings will appear here</h2>
        <p>
          Once you have signed in and paid for a stay, its booking, dates and amount are listed on
          this page.
        </p>
        <p>
          <Link to={loaderData.homePath}>Browse our hotels</Link>
        </p>
      </section>
    </div>
  );
}
