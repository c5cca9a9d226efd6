import { cancellationPolicyOf, describeCancellationPolicy } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { redirect } from 'react-router';
import { Checkout } from '../../components/booking/Checkout/Checkout';
import { InvalidBooking } from '../../components/booking/InvalidBooking/InvalidBooking';
import { NoRoomSelected } from '../../components/booking/NoRoomSelected/NoRoomSelected';
import { PaymentFrame, PaymentLoading } from '../../components/booking/PaymentFrame/PaymentFrame';
import { bookingFromUrl } from '../../lib/bookingFromUrl';
import { browserPageMeta } from '../../lib/browserPageMeta';
import { legalLinks } from '../../lib/legalLinks';
import { bookingPagePath, startPayment, stateOfOrder } from '../../lib/paymentSteps';
import { revalidateOnNewAddress } from '../../lib/revalidation';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import type { Route } from './+types/payment';
import './payment.css';

/** Build time: the links and names the page needs, never the whole content. */
export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const { hotels, site } = content;
  siteRouteFor(request.url, 'payment');
  const roomPaths: Record<string, string> = {};
  for (const hotel of hotels) {
    for (const room of hotel.rooms) roomPaths[room.id] = room.path;
  }
  return {
    roomPaths,
    hotels: hotels.map(({ id, name, path: hotelPath }) => ({ id, name, path: hotelPath })),
    siteName: site.name,
    paymentFormPath: site.pages.paymentForm,
    myBookingsPath: site.pages.myBookings,
    legal: legalLinks(content),
    /** Each hotel's cancellation policy in words: the guest reads it before paying. */
    cancellationPolicies: Object.fromEntries(
      hotels.map((hotel) => [
        hotel.id,
        describeCancellationPolicy(cancellationPolicyOf(hotel), langOf(request)),
      ]),
    ),
  };
}

/**
 * In the browser: the booking the URL names (`?quote=`, `?order=`, or a room selection). Back
 * from the gateway with a paid order (or reloaded after paying), the guest goes on to the
 * booking's own page, its confirmation.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  const booking = await bookingFromUrl(new URL(request.url), page.roomPaths);
  const outcome = booking.kind === 'ready' && booking.order && stateOfOrder(booking.order.status);
  if (outcome && outcome.kind === 'paid') {
    throw redirect(bookingPagePath(page.myBookingsPath, outcome.reference));
  }
  return { ...page, booking };
}
clientLoader.hydrate = true as const;

/** Pay: an order for the quote; the test gateway's is a redirect to its page. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return startPayment(await request.formData());
}

/** Pay's answer changes nothing the loader read: only a new URL does. */
export const shouldRevalidate = revalidateOnNewAddress;

export const meta: Route.MetaFunction = ({ matches }) =>
  browserPageMeta(matches[0].loaderData, matches[1].id, {
    title: m.booking_paymentTitle(),
    description: m.booking_paymentDescription(),
  });

/** The prerendered page, until the booking has loaded in the browser. */
export function HydrateFallback() {
  return <PaymentLoading title={m.booking_paymentTitle()} text={m.booking_loadingYourBooking()} />;
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { booking, hotels: hotelLinks, roomPaths } = loaderData;
  return (
    <PaymentFrame title={m.booking_paymentTitle()}>
      {booking.kind === 'none' ? (
        <NoRoomSelected hotels={hotelLinks} />
      ) : booking.kind === 'invalid' ? (
        <InvalidBooking
          problems={booking.problems}
          roomPath={booking.roomPath}
          hotels={hotelLinks}
        />
      ) : (
        <Checkout
          key={booking.quote.id}
          booking={booking}
          pages={{ ...loaderData, roomPath: roomPaths[booking.quote.roomId] }}
        />
      )}
    </PaymentFrame>
  );
}
