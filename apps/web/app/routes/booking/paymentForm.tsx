import { m } from '@hotel/i18n/messages';
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

const title = () => m.booking_gatewayTitle();

export const meta: Route.MetaFunction = ({ matches }) =>
  browserPageMeta(matches[0].loaderData, matches[1].id, {
    title: title(),
    description: m.booking_gatewayDescription(),
  });

export function HydrateFallback() {
  return <PaymentLoading title={title()} text={m.booking_loadingYourOrder()} />;
}

export default function PaymentFormPage({ loaderData }: Route.ComponentProps) {
  const { gateway, paymentPath, legal, myBookingsPath } = loaderData;
  return (
    <PaymentFrame title={title()}>
      {gateway.kind === 'unusable' ? (
        <section className="payment-page__panel" aria-labelledby="gateway-unusable">
          <h2 id="gateway-unusable">{m.booking_nothingToPay()}</h2>
          <p>{gateway.message}</p>
          <p>
            <Link to={paymentPath}>{m.booking_goToPaymentPage()}</Link>
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
