import { m } from '@hotel/i18n/messages';
import type { SearchResults as Answer } from '@hotel/validators/responses';
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { PaymentFrame, PaymentLoading } from '../../components/booking/PaymentFrame/PaymentFrame';
import {
  type ResultFilters,
  SearchResults,
} from '../../components/booking/SearchResults/SearchResults';
import { StaySearch } from '../../components/booking/StaySearch/StaySearch';
import { ApiError, api } from '../../lib/api';
import { browserPageMeta } from '../../lib/browserPageMeta';
import { imageData } from '../../lib/imageData';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
import { readStaySearch, searchParamsOf } from '../../lib/staySearch';
import type { Route } from './+types/search';
import '../booking/payment.css';

/** Build time: the hotels to filter by, each room's photo, the booking limits. */
export function loader({ request }: Route.LoaderArgs) {
  const { hotels, site } = contentOf(request);
  siteRouteFor(request.url, 'search');
  return {
    searchPath: site.pages.search,
    limits: site.booking,
    hotels: hotels.map(({ id, shortName }) => ({ id, name: shortName })),
    photos: Object.fromEntries(
      hotels.flatMap((hotel) => hotel.rooms.map((room) => [room.id, imageData(room.cardImage)])),
    ),
  };
}

type Found =
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly answer: Answer }
  | { readonly kind: 'failed'; readonly message: string };

/** In the browser: the results of the search the URL carries (GET /api/search). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const search = readStaySearch(new URL(request.url).searchParams);
  const [page, found] = await Promise.all([
    serverLoader(),
    search
      ? api('GET /api/search', { query: searchParamsOf(search), signal: request.signal }).then(
          (answer): Found => ({ kind: 'found', answer }),
          (error: unknown): Found => {
            if (request.signal.aborted) throw error;
            const fields = error instanceof ApiError ? Object.values(error.fields) : [];
            return {
              kind: 'failed',
              message:
                fields.length > 0
                  ? fields.join(' ')
                  : error instanceof ApiError && error.status !== 500
                    ? error.message
                    : m.booking_searchFailed(),
            };
          },
        )
      : Promise.resolve<Found>({ kind: 'none' }),
  ]);
  return { ...page, search, found };
}
clientLoader.hydrate = true as const;

/** The stay and party are what the API answers for; sorting and filtering need no new answer. */
const SEARCHED = ['checkIn', 'checkOut', 'adults', 'child', 'rooms', 'hotel'] as const;
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return SEARCHED.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
}

const title = () => m.booking_findARoom();

export const meta: Route.MetaFunction = ({ matches }) =>
  browserPageMeta(matches[0].loaderData, matches[1].id, {
    title: title(),
    description: m.booking_searchDescription(),
  });

export function HydrateFallback() {
  return <PaymentLoading title={title()} text={m.booking_loadingTheSearch()} />;
}

const filtersOf = (params: URLSearchParams): ResultFilters => ({
  sort: params.get('sort') === 'price-desc' ? 'price-desc' : 'price',
  price: params.get('price') ?? '',
  amenities: params.getAll('amenity'),
});

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { search, found, limits, searchPath, photos } = loaderData;
  const [params, setParams] = useSearchParams();
  const onFilters = (change: Partial<ResultFilters> & { hotel?: string }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.sort !== undefined) next.set('sort', change.sort);
        if (change.price !== undefined) next.set('price', change.price);
        if (change.hotel !== undefined) next.set('hotel', change.hotel);
        if (change.amenities !== undefined) {
          next.delete('amenity');
          for (const amenity of change.amenities) next.append('amenity', amenity);
        }
        for (const key of ['sort', 'price', 'hotel']) if (next.get(key) === '') next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return (
    <PaymentFrame title={title()}>
      <StaySearch
        action={searchPath}
        limits={limits}
        current={search}
        hotel={search?.hotel}
        heading={m.booking_yourStay()}
      />
      {found.kind === 'failed' ? (
        <p className="payment-page__alert" role="alert">
          {found.message}
        </p>
      ) : found.kind === 'found' && search ? (
        <SearchResults
          answer={found.answer}
          search={search}
          photos={photos}
          hotels={loaderData.hotels}
          filters={filtersOf(params)}
          onFilters={onFilters}
        />
      ) : (
        <p>{m.booking_searchPrompt()}</p>
      )}
    </PaymentFrame>
  );
}
