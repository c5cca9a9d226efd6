import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import { StaySearch } from '../../components/booking/StaySearch/StaySearch';
import { HotelList } from '../../components/site/HotelList/HotelList';
import { PropertyCards } from '../../components/site/PropertyCards/PropertyCards';
import { hotelCardFromPrice } from '../../lib/fromPrices';
import { imageData } from '../../lib/imageData';
import { imageUrl } from '../../lib/imageUrl';
import { pageMeta } from '../../lib/pageMeta';
import { useSession } from '../../lib/session';
import { contentOf } from '../../lib/siteRoute';
import type { Route } from './+types/landing';

/** The group's landing page, from the content at build time (also used by /SignLogin). */
export function loader({ request }: { readonly request: Request }) {
  const { hotels, properties, site } = contentOf(request);
  return {
    siteName: site.name,
    welcome: site.landing.welcome.replaceAll('{name}', site.name),
    tagline: site.tagline,
    signInButton: site.landing.signInButton,
    myBookingsPath: site.pages.myBookings,
    searchPath: site.pages.search,
    bookingLimits: site.booking,
    seo: site.landing.seo,
    canonical: new URL(site.pages.landing[0] ?? '/', site.url).href,
    ogImage: new URL(imageUrl(site.ogImage.src), site.url).href,
    cards: properties.map((property) => ({
      id: property.id,
      name: property.name,
      path: property.path,
      phone: property.phone,
      address: `${property.address.street}, ${property.address.locality}, ${property.address.city}`,
      image: imageData(property.cardImage),
      // A hotel's cheapest night for 2 adults of the 30 after the build; the banquet hall: none.
      fromPrice: property.kind === 'hotel' ? hotelCardFromPrice(property) : null,
    })),
    hotelList: {
      heading: site.landing.hotelListHeading,
      // The same 'location' as GET /api/hotels gives, so the refresh changes nothing it need not.
      hotels: hotels.map(({ id, name, address }) => ({
        id,
        name,
        location: `${address.locality}, ${address.city}`,
      })),
      paths: Object.fromEntries(hotels.map(({ id, path }) => [id, path])),
    },
  };
}

export type LandingData = ReturnType<typeof loader>;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.seo, canonical: loaderData.canonical, image: loaderData.ogImage });

/** The landing page's content; /SignLogin shows it with the sign-in popup open. */
export function LandingPage({ data }: { data: LandingData }) {
  const { user, openAuth } = useSession();
  return (
    <div className="landing">
      <section className="landing__hero">
        <h1>{data.welcome}</h1>
        <p className="landing__tagline">{data.tagline}</p>
        <StaySearch
          action={data.searchPath}
          limits={data.bookingLimits}
          heading={m.site_findRoomInOurHotels()}
        />
        {user ? (
          // Same place and size as the button it replaces: nothing moves once the visitor is known.
          <Link className="button" to={data.myBookingsPath}>
            {m.site_myBookings()}
          </Link>
        ) : (
          <button type="button" className="button" onClick={openAuth}>
            {data.signInButton}
          </button>
        )}
      </section>
      <PropertyCards cards={data.cards} />
      <HotelList {...data.hotelList} />
    </div>
  );
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage data={loaderData} />;
}
