import { m } from '@hotel/i18n/messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AccountData } from '../../components/account/AccountData/AccountData';
import { BookingCard } from '../../components/account/BookingCard/BookingCard';
import { SignInPrompt } from '../../components/account/SignInPrompt/SignInPrompt';
import { PaymentFrame } from '../../components/booking/PaymentFrame/PaymentFrame';
import { browserPageMeta } from '../../lib/browserPageMeta';
import { legalLinks } from '../../lib/legalLinks';
import { loadMyBookings } from '../../lib/myBookings';
import { useSession } from '../../lib/session';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
import type { Route } from './+types/myBookings';
import '../booking/payment.css';

export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const { site } = content;
  siteRouteFor(request.url, 'myBookings');
  return { homePath: site.pages.landing[0] ?? '/', legal: legalLinks(content) };
}

/** In the browser: who is signed in, and their bookings. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [page, mine] = await Promise.all([serverLoader(), loadMyBookings(request.signal)]);
  return { ...page, mine };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  browserPageMeta(matches[0].loaderData, matches[1].id, {
    title: m.account_myBookingsTitle(),
    description: m.account_myBookingsDescription(),
  });

export function HydrateFallback() {
  return (
    <PaymentFrame title={m.account_myBookingsTitle()}>
      <p className="payment-page__loading" role="status">
        {m.account_loadingBookings()}
      </p>
    </PaymentFrame>
  );
}

/** Signing in or out on this page loads the list again, for whoever is signed in now. */
function useReloadOnSessionChange(viewer: number | null) {
  const { user, known } = useSession();
  const { revalidate } = useRevalidator();
  const signedIn = known ? (user?.id ?? null) : undefined;
  const seen = useRef(signedIn);
  useEffect(() => {
    const before = seen.current;
    seen.current = signedIn;
    // The first answer of the session is the one the loader had too.
    if (before !== undefined && signedIn !== before && signedIn !== viewer) void revalidate();
  }, [signedIn, viewer, revalidate]);
}

/** A guest with an e-mail address may add (or change) a password: a code to it sets one. */
function SetPassword() {
  const { user, openPasswordSetting } = useSession();
  if (!user?.email) return null;
  return (
    <section className="payment-page__panel" aria-labelledby="set-password">
      <h2 id="set-password">{m.account_passwordTooHeading()}</h2>
      <p>{m.account_passwordTooText({ email: user.email })}</p>
      <button type="button" className="action-button" onClick={openPasswordSetting}>
        {m.account_setAPassword()}
      </button>
    </section>
  );
}

export default function MyBookingsPage({ loaderData }: Route.ComponentProps) {
  const { mine, homePath, legal } = loaderData;
  const { user, sessionEnded } = useSession();
  const [farewell, setFarewell] = useState('');
  useReloadOnSessionChange(mine.viewer);
  return (
    <PaymentFrame title={m.account_myBookingsTitle()}>
      <p className="payment-page__notice" role="status">
        {farewell}
      </p>
      {mine.kind === 'signedOut' ? (
        <SignInPrompt heading={m.account_signInToSeeBookings()} />
      ) : mine.kind === 'failed' ? (
        <p className="payment-page__alert" role="alert">
          {mine.message}
        </p>
      ) : mine.bookings.length === 0 ? (
        <section className="payment-page__panel" aria-labelledby="bookings-none">
          <h2 id="bookings-none">{m.account_noBookings()}</h2>
          <p>{m.account_noBookingsText()}</p>
          <p>
            <Link to={homePath}>{m.account_browseHotels()}</Link>
          </p>
        </section>
      ) : (
        <ul className="my-bookings" aria-label={m.account_yourBookings()}>
          {mine.bookings.map((booking) => (
            <BookingCard key={booking.reference} booking={booking} />
          ))}
        </ul>
      )}
      {mine.kind === 'signedOut' ? null : <SetPassword />}
      {mine.kind === 'signedOut' || !user || user.role !== 'guest' ? null : (
        <AccountData
          user={user}
          legal={legal}
          onDeleted={(message) => {
            setFarewell(message);
            sessionEnded();
          }}
        />
      )}
    </PaymentFrame>
  );
}
