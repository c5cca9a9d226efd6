import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import { FindBooking } from '../../components/account/FindBooking/FindBooking';
import { PaymentFrame } from '../../components/booking/PaymentFrame/PaymentFrame';
import { withElements } from '../../lib/messageParts';
import { pageMeta } from '../../lib/pageMeta';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
import { useSearchParamsAfterHydration } from '../../lib/stayParams';
import type { Route } from './+types/findBooking';
import '../booking/payment.css';

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
    title: `${m.account_findBookingTitle()} | ${loaderData.siteName}`,
    description: m.account_findBookingDescription(),
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
    <PaymentFrame title={m.account_findBookingTitle()}>
      <FindBooking reference={params?.get('reference') ?? ''} />
      <p>
        {withElements(m.account_haveAccount, {
          link: <Link to={loaderData.myBookingsPath}>{m.account_seeAllBookings()}</Link>,
        })}
      </p>
    </PaymentFrame>
  );
}
