import { cancellationPolicyInBrief, cancellationPolicyOf } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { lazy } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import type { RoomSummary } from '../../components/booking/RoomCard/RoomCard';
import { RoomList } from '../../components/booking/RoomList/RoomList';
import { StaySearch } from '../../components/booking/StaySearch/StaySearch';
import { Attractions } from '../../components/site/Attractions/Attractions';
import { GuestReviews, PropertyLayout } from '../../components/site/PropertyLayout/PropertyLayout';
import { PropertyLocation } from '../../components/site/PropertyLocation/PropertyLocation';
import { WhenNear } from '../../components/ui/WhenNear/WhenNear';
import { roomFromPrice } from '../../lib/fromPrices';
import { imageData } from '../../lib/imageData';
import { imageUrl } from '../../lib/imageUrl';
import { pageMeta } from '../../lib/pageMeta';
import { roundPriceRanges } from '../../lib/priceRanges';
import { attractionsFrom, locationOf } from '../../lib/propertyLocation';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import { hotelJsonLd } from '../../lib/structuredData';
import type { Route } from './+types/hotel';
import './hotel.css';

/** Below the fold: the verified reviews' code and their API call load as the guest nears them. */
const VerifiedReviews = lazy(() =>
  import('../../components/site/VerifiedReviews/VerifiedReviews').then((module) => ({
    default: module.VerifiedReviews,
  })),
);

export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const lang = langOf(request);
  const { hotels, site } = content;
  const { propertyId } = siteRouteFor(request.url, 'hotel');
  const hotel = hotels.find((candidate) => candidate.id === propertyId);
  if (!hotel) throw new Response(`No hotel ${propertyId}`, { status: 404 });
  const absolute = (path: string) => new URL(path, site.url).href;
  const cancellation = cancellationPolicyInBrief(cancellationPolicyOf(hotel), lang);
  const rooms: RoomSummary[] = hotel.rooms.map((room) => ({
    id: room.id,
    title: room.title,
    type: room.type,
    path: room.path,
    image: imageData(room.cardImage),
    amenities: room.amenities,
    fromPrice: roomFromPrice(room),
    cancellation,
    listedOn: room.listedOn,
  }));
  const fromAmounts = rooms.map((room) => room.fromPrice.amount);
  return {
    priceRanges: roundPriceRanges(
      fromAmounts.map((amount) => amount / 100),
      lang,
    ),
    hotel: {
      id: hotel.id,
      name: hotel.name,
      heading: hotel.heading,
      tagline: hotel.tagline,
      promotion: hotel.promotion ?? null,
      welcomeBanner: hotel.welcomeBanner,
      carousel: hotel.carousel.map((slide) => ({ ...slide, image: imageData(slide.image) })),
      testimonials: hotel.testimonials,
    },
    location: locationOf(hotel, content.attractions, lang),
    rooms,
    searchPath: site.pages.search,
    bookingLimits: site.booking,
    attractions: attractionsFrom(hotel, content.attractions, lang),
    seo: {
      title: hotel.seo.title,
      description: hotel.seo.description,
      canonical: absolute(hotel.path),
      image: absolute(imageUrl((hotel.carousel[0]?.image ?? hotel.cardImage).src)),
      jsonLd: hotelJsonLd({
        hotel,
        siteUrl: site.url,
        // The range of the room cards' "from" prices: what the page shows.
        priceRange: { min: Math.min(...fromAmounts), max: Math.max(...fromAmounts) },
      }),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

/** The data is fixed at build time: the filters' search params never need it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const { hotel, rooms, searchPath, bookingLimits, attractions, priceRanges, location } =
    loaderData;
  return (
    <PropertyLayout
      property={hotel}
      search={
        <StaySearch
          action={searchPath}
          limits={bookingLimits}
          hotel={hotel.id}
          heading={m.site_findRoomAt({ name: hotel.name })}
        />
      }
    >
      <section aria-labelledby="hotel-rooms">
        <h2 id="hotel-rooms">{m.site_hotelRooms()}</h2>
        <RoomList rooms={rooms} priceRanges={priceRanges} />
      </section>
      <Attractions heading={attractions.heading} groups={attractions.groups} />
      <WhenNear id="reviews">
        <VerifiedReviews hotelId={hotel.id} />
      </WhenNear>
      <GuestReviews id="hotel-reviews" testimonials={hotel.testimonials} pageSize={4} ends="stop" />
      <PropertyLocation location={location} />
    </PropertyLayout>
  );
}
