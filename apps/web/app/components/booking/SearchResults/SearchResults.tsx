import { pathIn, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { formatINR } from '@hotel/pricing';
import type { SearchResults as Answer, SearchResult } from '@hotel/validators/responses';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ImageData } from '../../../lib/imageData';
import { withElements } from '../../../lib/messageParts';
import { priceRangeText } from '../../../lib/priceRanges';
import { cancellationLines, nightName, partyText, priceRangesOf } from '../../../lib/searchTexts';
import type { StaySearch } from '../../../lib/staySearch';
import { searchParamsOf } from '../../../lib/staySearch';
import { Picture } from '../../ui/Picture/Picture';
import './SearchResults.css';

/** How the guest narrows and orders the results (all in the URL). */
export interface ResultFilters {
  readonly sort: 'price' | 'price-desc';
  readonly price: string;
  readonly amenities: readonly string[];
}

export interface SearchResultsProps {
  readonly answer: Answer;
  readonly search: StaySearch;
  readonly photos: Readonly<Record<string, ImageData>>;
  readonly hotels: readonly { readonly id: string; readonly name: string }[];
  readonly filters: ResultFilters;
  readonly onFilters: (change: Partial<ResultFilters> & { hotel?: string }) => void;
  /** Free rooms at or below this are said ("Only 2 left"). */
  readonly fewLeft?: number;
}

const isAvailable = (result: SearchResult) => result.status === 'available';
const total = (result: SearchResult) => result.quote?.total ?? 0;

/** The results a guest can compare, with the filters and the order they chose. */
export function SearchResults({
  answer,
  search,
  photos,
  hotels,
  filters,
  onFilters,
  fewLeft = 3,
}: SearchResultsProps) {
  const headingId = useId();
  const ranges = priceRangesOf(answer.results);
  const range = ranges.find((candidate) => candidate.id === filters.price);
  const amenities = [...new Set(answer.results.flatMap((result) => result.amenities))].sort();
  const shown = answer.results
    .filter((result) => {
      if (range && !(isAvailable(result) && total(result) / 100 >= range.min)) return false;
      if (range?.max && total(result) / 100 >= range.max) return false;
      return filters.amenities.every((amenity) => result.amenities.includes(amenity));
    })
    .sort((a, b) => {
      const byStatus = Number(!isAvailable(a)) - Number(!isAvailable(b));
      const byPrice = filters.sort === 'price-desc' ? total(b) - total(a) : total(a) - total(b);
      return byStatus || byPrice;
    });
  const cheapest = answer.results.filter(isAvailable).sort((a, b) => total(a) - total(b))[0];
  const available = shown.filter(isAvailable).length;
  const party = partyText(answer);

  return (
    <section className="search-results" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-results__heading">
        {answer.results.length === 0
          ? m.booking_noRoomSleepsParty()
          : m.booking_roomTypesFree({
              roomTypes: m.booking_roomTypes({ count: available }),
              party,
            })}
      </h2>
      {answer.results.length === 0 ? (
        <p>
          {m.booking_noRoomTypeSleeps({
            adults: m.booking_adults({ count: answer.adults }),
            rooms: m.booking_rooms({ count: answer.rooms }),
          })}
        </p>
      ) : null}
      <fieldset className="search-results__filters">
        <legend className="visually-hidden">{m.booking_sortAndFilter()}</legend>
        <label>
          {m.booking_sortBy()}
          <select
            value={filters.sort}
            onChange={(event) =>
              onFilters({ sort: event.currentTarget.value as ResultFilters['sort'] })
            }
          >
            <option value="price">{m.booking_priceLowestFirst()}</option>
            <option value="price-desc">{m.booking_priceHighestFirst()}</option>
          </select>
        </label>
        <label>
          {m.booking_hotel()}
          <select
            value={search.hotel ?? ''}
            onChange={(event) => onFilters({ hotel: event.currentTarget.value })}
          >
            <option value="">{m.booking_allHotels()}</option>
            {hotels.map((hotel) => (
              <option key={hotel.id} value={hotel.id}>
                {hotel.name}
              </option>
            ))}
          </select>
        </label>
        {ranges.length > 0 ? (
          <label>
            {m.booking_totalPrice()}
            <select
              value={range ? range.id : ''}
              onChange={(event) => onFilters({ price: event.currentTarget.value })}
            >
              <option value="">{m.booking_anyPrice()}</option>
              {ranges.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {priceRangeText(candidate)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {amenities.length > 0 ? (
          <fieldset className="search-results__amenities">
            <legend>{m.booking_includes()}</legend>
            {amenities.map((amenity) => (
              <label key={amenity}>
                <input
                  type="checkbox"
                  checked={filters.amenities.includes(amenity)}
                  onChange={(event) =>
                    onFilters({
                      amenities: event.currentTarget.checked
                        ? [...filters.amenities, amenity]
                        : filters.amenities.filter((chosen) => chosen !== amenity),
                    })
                  }
                />
                {amenity}
              </label>
            ))}
          </fieldset>
        ) : null}
      </fieldset>
      {shown.length === 0 && answer.results.length > 0 ? (
        <p role="status">{m.booking_noRoomMatchesFilters()}</p>
      ) : null}
      <ul className="search-results__list">
        {shown.map((result) => (
          <ResultCard
            key={result.roomId}
            result={result}
            search={search}
            party={party}
            photo={photos[result.roomId]}
            cheapest={result === cheapest}
            fewLeft={fewLeft}
          />
        ))}
      </ul>
    </section>
  );
}

/** A night of a result by its date ('Sat, 2 Jan', 'Night 1' undated), and what priced it. */
function nightLabel(night: { date: string | null; adjustment: string | null }, index: number) {
  const name = night.date ? nightName(night.date) : m.booking_nightNumber({ number: index + 1 });
  return night.adjustment
    ? m.booking_nightAdjusted({ night: name, adjustment: night.adjustment })
    : name;
}

interface ResultCardProps {
  readonly result: SearchResult;
  readonly search: StaySearch;
  readonly party: string;
  readonly photo: ImageData | undefined;
  readonly cheapest: boolean;
  readonly fewLeft: number;
}

function ResultCard({ result, search, party, photo, cheapest, fewLeft }: ResultCardProps) {
  const { quote } = result;
  const { hotel: _, ...stay } = search;
  // The API names the room's English page: the guest stays in the page's language.
  const roomLink = `${pathIn(result.path, renderingLang())}?${searchParamsOf(stay)}`;
  const otherDates = (dates: { checkIn: string; checkOut: string }) =>
    `?${searchParamsOf({ ...search, ...dates })}`;
  return (
    <li className={`result-card result-card--${result.status}`}>
      {photo ? (
        <Picture
          className="result-card__photo"
          image={photo}
          sizes="(min-width: 48rem) 16rem, 100vw"
          alt=""
          loading="lazy"
        />
      ) : null}
      <div className="result-card__body">
        <p className="result-card__hotel">{result.hotelName}</p>
        <h3 className="result-card__title">
          <Link to={roomLink}>{result.title}</Link>
        </h3>
        {cheapest ? <p className="result-card__badge">{m.booking_lowestPrice()}</p> : null}
        <p className="result-card__summary">{result.summary}</p>
        <ul className="chips" aria-label={m.booking_included()}>
          {result.amenities.map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
        </ul>
        <ul className="result-card__terms" aria-label={m.booking_cancellation()}>
          {cancellationLines(result.cancellation).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="result-card__price">
        {quote ? (
          <>
            <p className="result-card__total">
              <span className="amount">{formatINR(quote.total)}</span>
            </p>
            <p className="result-card__for">{m.booking_partyTaxesIncluded({ party })}</p>
            {result.perNight !== null ? (
              <p className="result-card__average">
                {withElements(m.booking_averageNight, {
                  amount: <span className="amount">{formatINR(result.perNight)}</span>,
                })}
              </p>
            ) : null}
            <details className="result-card__nights">
              <summary>{m.booking_eachNight()}</summary>
              <ul>
                {quote.nightly.map((night, index) => (
                  <li key={night.date ?? index}>
                    {withElements(
                      (marks) =>
                        m.booking_nightRoomRate({
                          ...marks,
                          night: nightLabel(night, index),
                          gst: night.gstRate,
                        }),
                      { rate: <span className="amount">{formatINR(night.rate)}</span> },
                    )}
                  </li>
                ))}
              </ul>
            </details>
          </>
        ) : (
          <p className="result-card__reason">{result.reason}</p>
        )}
        {result.status === 'available' ? (
          <>
            {result.freeRooms <= fewLeft ? (
              <p className="result-card__few">
                {m.booking_onlyRoomsLeft({ count: result.freeRooms })}
              </p>
            ) : null}
            <Link className="button result-card__choose" to={roomLink}>
              {m.booking_choose()}
              <span className="visually-hidden">{` ${result.title}, ${result.hotelName}`}</span>
            </Link>
          </>
        ) : result.status === 'soldOut' ? (
          <div className="result-card__sold-out">
            <p>
              {withElements(m.booking_soldOutForDates, {
                soldOut: <strong>{m.booking_soldOut()}</strong>,
              })}
            </p>
            {result.nearestFree.length > 0 ? (
              <>
                <p>{m.booking_freeOn()}</p>
                <ul>
                  {result.nearestFree.map((dates) => (
                    <li key={dates.checkIn}>
                      <Link to={otherDates(dates)}>
                        {m.booking_dateRange({
                          from: nightName(dates.checkIn),
                          to: nightName(dates.checkOut),
                        })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
