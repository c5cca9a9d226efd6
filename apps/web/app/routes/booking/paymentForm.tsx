import { Link } from 'react-router';
import { PaymentFrame, PaymentLoading } from '../../components/booking/PaymentFrame/PaymentFrame';
import { TestGateway } from '../../components/booking/TestGateway/TestGateway';
import { browserPageMeta } from '../../lib/browserPageMeta';
import { legalLinks } from '../../lib/legalLinks';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
import { completeGatewayPayment, gatewayOrderFromUrl } from '../../lib/testGateway';
import type { Route } from './+types/paymentForm';
import './payment.css';

export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const { site } = content;
  siteRouteFor(request.url, 'paymentForm');
  return {
    paymentPath: site.pages.payment,
    legal: legalLinks(content),
    myBookingsPath: site.pages.myBookings,
  };
}

/** In the browser: the order and quote of `?order=…&quote=…`. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  return { ...page, gateway: await gatewayOrderFromUrl(new URL(request.url)) };
}
clientLoader.hydrate = true as const;

/** Pay: the card's test outcome, then back to /Payment. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return completeGatewayPayment(await request.formData());
}

const TITLE = 'Hotel Payment Gateway';

export const meta: Route.MetaFunction = ({ matches }) =>
  browserPageMeta(matches[0].loaderData, matches[1].id, {
    title: TITLE,
    description: 'The test payment gateway of the site, used when no live provider is set up.',
  });

export function HydrateFallback() {
  return <PaymentLoading title={TITLE} what="your order" />;
}

export default function PaymentFormPage({ loaderData }: Route.ComponentProps) {
  const { gateway, paymentPath, legal, myBookingsPath } = loaderData;
  return (
    <PaymentFrame title={TITLE}>
      {gateway.kind === 'unusable' ? (
        <section className="payment-page__panel" aria-labelledby="gateway-unusable">
          <h2 id="gateway-unusable">Nothing to pay</h2>
          <p>{gateway.message}</p>
          <p>
            <Link to={paymentPath}>Go to the payment page</Link>
          </p>
        </section>
      ) : (
        <TestGateway
          {...gateway}
          paymentPath={paymentPath}
          legal={legal}
          myBookingsPath={myBookingsPath}
        />
      )}
    </PaymentFrame>
  );
}
