import {
  activeRule,
  cancellationPolicyOf,
  describeCancellationPolicy,
  pricingOptions,
  shownPrice,
} from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import { todayInIndia } from '@hotel/validators/dates';
import { lazy, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PriceCalculator } from '../../components/booking/PriceCalculator/PriceCalculator';
import {
  type CalculatorField,
  type CalculatorValues,
  calculatorValues,
  priceStay,
} from '../../components/booking/PriceCalculator/priceStay';
import { RoomGallery } from '../../components/booking/RoomGallery/RoomGallery';
import { WhenNear } from '../../components/ui/WhenNear/WhenNear';
import { imageData } from '../../lib/imageData';
import { imageUrl } from '../../lib/imageUrl';
import { withElements } from '../../lib/messageParts';
import { pageMeta } from '../../lib/pageMeta';
import { partyText } from '../../lib/partyText';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import { readStayPrefill, useSearchParamsAfterHydration } from '../../lib/stayParams';
import type { Route } from './+types/room';
import './room.css';

/** Below the fold on a phone: its code and its month of prices load as the guest scrolls to it. */
const PriceCalendar = lazy(() =>
  import('../../components/booking/PriceCalendar/PriceCalendar').then((module) => ({
    default: module.PriceCalendar,
  })),
);

/** Below the facilities: its code and the reviews load as the guest scrolls to them. */
const VerifiedReviews = lazy(() =>
  import('../../components/site/VerifiedReviews/VerifiedReviews').then((module) => ({
    default: module.VerifiedReviews,
  })),
);

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 170;

export function loader({ request }: Route.LoaderArgs) {
  const { site, hotels } = contentOf(request);
  const { roomId } = siteRouteFor(request.url, 'room');
  // The room and its hotel as the page's language writes them (titles, features, paths).
  const hotel = hotels.find((candidate) => candidate.rooms.some(({ id }) => id === roomId));
  const room = hotel?.rooms.find(({ id }) => id === roomId);
  if (!hotel || !room) throw new Response(`No room ${roomId}`, { status: 404 });
  const absolute = (path: string) => new URL(path, site.url).href;
  const canonical = absolute(room.path);
  const locale = langOf(request);
  const names = { room: room.title, hotel: hotel.name, city: hotel.address.city };
  const longTitle = m.booking_roomPageTitle(names, { locale });
  const place = ` ${m.booking_roomPagePlace(names, { locale })}`;
  const description =
    room.summary.length + place.length <= DESCRIPTION_MAX
      ? `${room.summary}${place}`
      : room.summary;
  return {
    room: {
      id: room.id,
      title: room.title,
      features: room.features,
      gallery: room.gallery.map(imageData),
      facilities: room.facilities,
      labels: room.labels,
    },
    hotel: { id: hotel.id, name: hotel.name, path: hotel.path },
    rule: activeRule(room),
    limits: { ...site.booking, maxAdultsPerRoom: room.maxAdultsPerRoom },
    pricing: pricingOptions(room),
    nightlyPrice: formatINR(shownPrice(room)),
    cancellationPolicy: describeCancellationPolicy(cancellationPolicyOf(hotel), locale),
    paymentPath: site.pages.payment,
    seo: {
      title: longTitle.length <= TITLE_MAX ? longTitle : `${room.title} | ${hotel.name}`,
      description,
      canonical,
      image: room.gallery[0] ? absolute(imageUrl(room.gallery[0].src)) : undefined,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'HotelRoom',
        name: `${room.title}, ${hotel.name}`,
        description: room.summary,
        url: canonical,
        image: room.gallery.map((image) => absolute(imageUrl(image.src))),
        amenityFeature: room.features.map((name) => ({
          '@type': 'LocationFeatureSpecification',
          name,
          value: true,
        })),
        containedInPlace: { '@type': 'Hotel', name: hotel.name, url: absolute(hotel.path) },
      },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function RoomPage({ loaderData }: Route.ComponentProps) {
  const { room, hotel, rule, pricing, limits, nightlyPrice, paymentPath, cancellationPolicy } =
    loaderData;
  const navigate = useNavigate();
  const params = useSearchParamsAfterHydration();
  const today = params ? todayInIndia() : undefined;
  const [values, setValues] = useState<CalculatorValues>(() => calculatorValues({}));
  // Pages are prerendered without search params: once hydrated, and on each new address, the
  // stay starts from the URL's (a search's result passes dates, adults, children and rooms).
  const [readFrom, setReadFrom] = useState<URLSearchParams | null>(null);
  if (params !== readFrom) {
    setReadFrom(params);
    setValues(calculatorValues(params ? readStayPrefill(params) : {}));
  }
  const change = (field: CalculatorField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  /** The calendar's choice fills the calculator's dates (and typed dates show on the calendar). */
  const chooseDates = (dates: { checkIn: string; checkOut: string }) =>
    setValues((current) => ({ ...current, ...dates }));
  const adults = Number(values.adults);
  const rooms = Number(values.rooms);
  // The calendar prices one room: the party's adults shared between its rooms.
  const adultsPerRoom =
    Number.isInteger(adults) && Number.isInteger(rooms) && adults > 0 && rooms > 0
      ? Math.min(limits.maxAdultsPerRoom, Math.ceil(adults / rooms))
      : 1;
  // The stay's total heads the page as soon as it is known (the calculator shows its make-up).
  const priced = useMemo(
    () => (today ? priceStay(rule, pricing, values, limits) : null),
    [today, rule, pricing, values, limits],
  );

  return (
    <article className="room-page">
      <nav className="room-page__crumbs" aria-label={m.booking_breadcrumb()}>
        <ol>
          <li>
            <Link to={hotel.path}>{hotel.name}</Link>
          </li>
          <li aria-current="page">{room.title}</li>
        </ol>
      </nav>
      <div className="columns room-page__top">
        <RoomGallery images={room.gallery} label={m.booking_photosOf({ room: room.title })} />
        <div className="room-page__details">
          <h1 className="room-page__title">{room.title}</h1>
          <p className="room-page__hotel">{hotel.name}</p>
          <ul className="room-page__features" aria-label={m.booking_roomFeatures()}>
            {room.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {priced?.ok ? (
            <p className="room-page__price room-page__price--stay">
              {withElements(
                (marks) =>
                  m.booking_stayTotal({
                    ...marks,
                    party: partyText({ ...priced.quote, children: priced.children }),
                  }),
                { amount: <strong className="amount">{formatINR(priced.quote.total)}</strong> },
              )}
            </p>
          ) : (
            <>
              <p className="room-page__price">
                {withElements(m.booking_perNight, {
                  price: <strong className="amount">{nightlyPrice}</strong>,
                })}
              </p>
              <p className="room-page__price-note">{m.booking_oneAdultBeforeGst()}</p>
            </>
          )}
          <p className="room-page__policy">
            <strong>{m.booking_cancellationLead()}</strong> {cancellationPolicy}
          </p>
          <div id="book" className="room-page__book">
            <PriceCalculator
              roomId={room.id}
              rule={rule}
              pricing={pricing}
              labels={room.labels}
              limits={limits}
              paymentPath={paymentPath}
              values={values}
              onChange={change}
              today={today}
              onProceed={async (selection) => {
                // The payment code loads when the guest proceeds, not with the room's page.
                const { saveQuote } = await import('../../lib/checkout');
                // The quote keeps the party's children (not priced), so /Payment and the booking do.
                const saved = await saveQuote(selection);
                navigate(`${paymentPath}?${new URLSearchParams({ quote: saved.id })}`);
              }}
            />
          </div>
        </div>
      </div>
      <WhenNear id="prices">
        <PriceCalendar
          roomId={room.id}
          today={today}
          adults={adultsPerRoom}
          checkIn={values.checkIn}
          checkOut={values.checkOut}
          onChoose={chooseDates}
        />
      </WhenNear>
      <section className="room-page__facilities" aria-labelledby="room-facilities">
        <h2 id="room-facilities">{m.booking_facilities()}</h2>
        <div className="room-page__facility-grid">
          {room.facilities.map((facility) => (
            <section key={facility.title} className="room-page__facility">
              <h3>{facility.title}</h3>
              <ul>
                {facility.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <WhenNear id="reviews">
        <VerifiedReviews hotelId={hotel.id} roomTypeId={room.id} />
      </WhenNear>
    </article>
  );
}
