import { hotels, site } from '@hotel/content';
import type { ShouldRevalidateFunction } from 'react-router';
import { Checkout } from '../components/Checkout/Checkout';
import { InvalidBooking } from '../components/InvalidBooking/InvalidBooking';
import { NoRoomSelected } from '../components/NoRoomSelected/NoRoomSelected';
import { PaymentFrame, PaymentLoading } from '../components/PaymentFrame/PaymentFrame';
import { bookingFromUrl } from '../lib/bookingFromUrl';
import { pageMeta } from '../lib/pageMeta';
import { startPayment } from '../lib/paymentSteps';
import { siteRouteFor } from '../lib/siteRoute';
import type { Route } from './+types/payment';
import './payment.css';

/** Build time: the links and names the page needs, never the whole content. */
export function loader({ request }: Route.LoaderArgs) {
  const { path } = siteRouteFor(request.url, 'payment');
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
    seo: {
      title: `Payment | ${site.name}`,
      description: 'Check your booking summary, enter your details and pay for your stay.',
      canonical: new URL(path, site.url).href,
      noindex: true,
    },
  };
}

/** In the browser: the booking the URL names (`?quote=`, `?order=`, or a room selection). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  return { ...page, booking: await bookingFromUrl(new URL(request.url), page.roomPaths) };
}
clientLoader.hydrate = true as const;

/** Pay: an order for the quote; the test gateway's is a redirect to its page. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return startPayment(await request.formData());
}

/** Pay's answer changes nothing the loader read: only a new URL does. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

/** The prerendered page, until the booking has loaded in the browser. */
export function HydrateFallback() {
  return <PaymentLoading title="Payment" what="your booking" />;
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { booking, hotels: hotelLinks, roomPaths } = loaderData;
  return (
    <PaymentFrame title="Payment">
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
