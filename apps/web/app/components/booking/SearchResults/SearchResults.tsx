import { formatINR } from '@hotel/pricing';
import type { SearchResults as Answer, SearchResult } from '@hotel/validators/responses';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ImageData } from '../../../lib/imageData';
import {
  cancellationLines,
  nightName,
  partyText,
  plural,
  priceRangesOf,
} from '../../../lib/searchTexts';
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
          ? 'No room sleeps this party'
          : `${plural(available, 'room type')} free for ${party}`}
      </h2>
      {answer.results.length === 0 ? (
        <p>
          No room type sleeps {plural(answer.adults, 'adult')} in {plural(answer.rooms, 'room')}.
          Please add a room.
        </p>
      ) : null}
      <fieldset className="search-results__filters">
        <legend className="visually-hidden">Sort and filter</legend>
        <label>
          Sort by
          <select
            value={filters.sort}
            onChange={(event) =>
              onFilters({ sort: event.currentTarget.value as ResultFilters['sort'] })
            }
          >
            <option value="price">Price: lowest first</option>
            <option value="price-desc">Price: highest first</option>
          </select>
        </label>
        <label>
          Hotel
          <select
            value={search.hotel ?? ''}
            onChange={(event) => onFilters({ hotel: event.currentTarget.value })}
          >
            <option value="">All hotels</option>
            {hotels.map((hotel) => (
              <option key={hotel.id} value={hotel.id}>
                {hotel.name}
              </option>
            ))}
          </select>
        </label>
        {ranges.length > 0 ? (
          <label>
            Total price
            <select
              value={range ? range.id : ''}
              onChange={(event) => onFilters({ price: event.currentTarget.value })}
            >
              <option value="">Any price</option>
              {ranges.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {amenities.length > 0 ? (
          <fieldset className="search-results__amenities">
            <legend>Includes</legend>
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
        <p role="status">No room matches these filters.</p>
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
  const roomLink = `${result.path}?${searchParamsOf(stay)}`;
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
        {cheapest ? <p className="result-card__badge">Lowest price</p> : null}
        <p className="result-card__summary">{result.summary}</p>
        <ul className="chips" aria-label="Included">
          {result.amenities.map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
        </ul>
        <ul className="result-card__terms" aria-label="Cancellation">
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
            <p className="result-card__for">{party}, taxes included</p>
            {result.perNight !== null ? (
              <p className="result-card__average">
                Average <span className="amount">{formatINR(result.perNight)}</span> a night
              </p>
            ) : null}
            <details className="result-card__nights">
              <summary>Each night</summary>
              <ul>
                {quote.nightly.map((night, index) => (
                  <li key={night.date ?? index}>
                    {night.date ? nightName(night.date) : `Night ${index + 1}`}
                    {night.adjustment ? ` (${night.adjustment})` : ''}:{' '}
                    <span className="amount">{formatINR(night.rate)}</span> a room + {night.gstRate}
                    % GST
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
              <p className="result-card__few">Only {plural(result.freeRooms, 'room')} left</p>
            ) : null}
            <Link className="button result-card__choose" to={roomLink}>
              Choose
              <span className="visually-hidden">{` ${result.title}, ${result.hotelName}`}</span>
            </Link>
          </>
        ) : result.status === 'soldOut' ? (
          <div className="result-card__sold-out">
            <p>
              <strong>Sold out</strong> for these dates
            </p>
            {result.nearestFree.length > 0 ? (
              <>
                <p>Free on:</p>
                <ul>
                  {result.nearestFree.map((dates) => (
                    <li key={dates.checkIn}>
                      <Link to={otherDates(dates)}>
                        {nightName(dates.checkIn)} to {nightName(dates.checkOut)}
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
