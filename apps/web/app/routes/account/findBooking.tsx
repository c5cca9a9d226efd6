import { Link } from 'react-router';
import { FindBooking } from '../../components/account/FindBooking/FindBooking';
import { PaymentFrame } from '../../components/booking/PaymentFrame/PaymentFrame';
import { pageMeta } from '../../lib/pageMeta';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
import { useSearchParamsAfterHydration } from '../../lib/stayParams';
import type { Route } from './+types/findBooking';
import '../booking/payment.css';

const TITLE = 'Find my booking';

/** Build time: the page's address and the way to the signed-in list. */
export function loader({ request }: Route.LoaderArgs) {
  const { site } = contentOf(request);
  const { path } = siteRouteFor(request.url, 'findBooking');
  return {
    myBookingsPath: site.pages.myBookings,
    canonical: new URL(path, site.url).href,
    siteName: site.name,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${TITLE} | ${loaderData.siteName}`,
    description: 'Open, download the invoice of, or cancel a booking made without an account.',
    canonical: loaderData.canonical,
    noindex: true,
  });

/**
 * /find-booking: a guest who booked without an account opens the booking with its reference and
 * a code sent to the booking's e-mail address (`?reference=` prefills the reference).
 */
export default function FindBookingPage({ loaderData }: Route.ComponentProps) {
  const params = useSearchParamsAfterHydration();
  return (
    <PaymentFrame title={TITLE}>
      <FindBooking reference={params?.get('reference') ?? ''} />
      <p>
        Have an account? <Link to={loaderData.myBookingsPath}>See all your bookings</Link> after
        signing in.
      </p>
    </PaymentFrame>
  );
}
