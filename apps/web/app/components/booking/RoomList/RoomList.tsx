import { m } from '@hotel/i18n/messages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../lib/useHydrated';
import { FilterSidebar } from '../FilterSidebar/FilterSidebar';
import { RoomCard, type RoomSummary } from '../RoomCard/RoomCard';
import {
  filterRooms,
  filtersFromParams,
  NO_FILTERS,
  type PriceRange,
  paramsWithFilters,
  type RoomFilters,
} from './roomFilters';
import './RoomList.css';

/**
 * The filters of the URL's search parameters. A change shows at once and is written to the URL
 * (replacing the history entry); a URL change from elsewhere (back, forward) is read back.
 * The prerendered HTML lists every room; the URL's filters apply once the page is live.
 */
function useFiltersInUrl(
  priceRanges: readonly PriceRange[],
): [RoomFilters, (next: RoomFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useHydrated() ? searchParams.toString() : null;
  const read = () => (search === null ? NO_FILTERS : filtersFromParams(searchParams, priceRanges));
  // `seen` is the URL the filters were last read from: they are read again when it changes.
  const [local, setLocal] = useState(() => ({ seen: search, filters: read() }));
  let filters = local.filters;
  if (local.seen !== search) {
    filters = read();
    setLocal({ seen: search, filters });
  }
  const change = (next: RoomFilters) => {
    setLocal({ seen: search, filters: next });
    setSearchParams(paramsWithFilters(searchParams, next), {
      replace: true,
      preventScrollReset: true,
    });
  };
  return [filters, change];
}

export interface RoomListProps {
  readonly rooms: readonly RoomSummary[];
  /** The price filter's ranges, cut from the rooms' "from" prices when the site was built. */
  readonly priceRanges: readonly PriceRange[];
}

/**
 * The hotel's room cards beside the filter sidebar. The filters live in the URL's search
 * parameters, so a reload or a shared link shows the same list; changes apply without a reload.
 */
export function RoomList({ rooms, priceRanges }: RoomListProps) {
  const [filters, change] = useFiltersInUrl(priceRanges);
  const shown = filterRooms(rooms, filters, priceRanges);

  return (
    <div className="room-list">
      <div className="room-list__sidebar">
        <FilterSidebar filters={filters} onChange={change} priceRanges={priceRanges} />
      </div>
      <div className="room-list__results">
        <p className="room-list__count" role="status">
          {m.booking_showingRooms({ count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <ul className="room-list__cards">
            {shown.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="room-list__empty">
            <p>{m.booking_noRoomsMatch()}</p>
            <button
              type="button"
              className="button button--teal"
              onClick={() => change(NO_FILTERS)}
            >
              {m.booking_showAllRooms()}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
