import { site } from '@hotel/content';
import { Link } from 'react-router';
import { pageMeta } from '../lib/pageMeta';
import { siteRouteFor } from '../lib/siteRoute';
import type { Route } from './+types/paymentForm';
import './payment.css';

export function loader({ request }: Route.LoaderArgs) {
  const { path } = siteRouteFor(request.url, 'paymentForm');
  return {
    paymentPath: site.pages.payment,
    seo: {
      title: `Hotel Payment Gateway | ${site.name}`,
      description: 'The test payment gateway of the site, used when no live provider is set up.',
      canonical: new URL(path, site.url).href,
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function PaymentFormPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">Hotel Payment Gateway</h1>
      <section className="payment-page__panel" aria-labelledby="gateway-about">
        <h2 id="gateway-about">Not open yet</h2>
        <p>
          This is the site’s built-in test payment gateway. It opens from the payment page once a
          booking is ready to be paid; no card is charged here.
        </p>
        <p>
          <Link to={loaderData.paymentPath}>Go to the payment page</Link>
        </p>
      </section>
    </div>
  );
}
