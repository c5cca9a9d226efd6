import type { RoomType } from '@hotel/content';
import { roomTypeTitles } from '@hotel/content/roomTypes';
import type { PriceRange } from '../../../lib/priceRanges';
import type { RoomSummary } from '../RoomCard/RoomCard';

export type { PriceRange };

/** The sidebar's 'Popular Filters', in the source's order. */
export const ROOM_TYPE_OPTIONS: readonly { readonly type: RoomType; readonly label: string }[] = (
  ['single-bed', 'double-bed', 'luxury-room', 'family-suite'] as const
).map((type) => ({ type, label: roomTypeTitles[type] }));

export const SORT_OPTIONS = [
  { id: 'price-asc', label: 'Price Low to High' },
  { id: 'price-desc', label: 'Price High to Low' },
  { id: 'newest', label: 'Newest First' },
] as const;

export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export interface RoomFilters {
  readonly types: readonly RoomType[];
  /** The id of a price range, or null for any price. */
  readonly price: string | null;
  readonly sort: SortId | null;
}

export const NO_FILTERS: RoomFilters = { types: [], price: null, sort: null };

/** The search parameters that carry the filters: `type` (repeated), `price`, `sort`. */
const PARAM = { type: 'type', price: 'price', sort: 'sort' } as const;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the filters from a URL's search parameters; unknown values are ignored. */
export function filtersFromParams(
  params: URLSearchParams,
  priceRanges: readonly PriceRange[],
): RoomFilters {
  const types = ROOM_TYPE_OPTIONS.map((option) => option.type);
  const price = params.get(PARAM.price);
  const sort = params.get(PARAM.sort);
  return {
    types: types.filter((type) => params.getAll(PARAM.type).includes(type)),
    price: isOneOf(
      priceRanges.map((range) => range.id),
      price,
    )
      ? price
      : null,
    sort: isOneOf(
      SORT_OPTIONS.map((option) => option.id),
      sort,
    )
      ? sort
      : null,
  };
}

/** The search parameters with these filters written in, other parameters kept. */
export function paramsWithFilters(params: URLSearchParams, filters: RoomFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAM)) next.delete(name);
  for (const type of filters.types) next.append(PARAM.type, type);
  if (filters.price) next.set(PARAM.price, filters.price);
  if (filters.sort) next.set(PARAM.sort, filters.sort);
  return next;
}

// lib/priceRanges' isInPriceRange, restated: importing it would put the ranges' cutting (which
// only the search page runs in the browser) in the chunk every page loads.
const inRange = (range: PriceRange, rupees: number) =>
  rupees >= range.min && (range.max === null || rupees < range.max);

const compareBy: Record<SortId, (a: RoomSummary, b: RoomSummary) => number> = {
  'price-asc': (a, b) => a.fromPrice.amount - b.fromPrice.amount,
  'price-desc': (a, b) => b.fromPrice.amount - a.fromPrice.amount,
  newest: (a, b) => b.listedOn.localeCompare(a.listedOn),
};

/**
 * The rooms that pass the filters, in the chosen order (ties keep the content's order). Price
 * is the rooms' "from" price (a night with taxes, whole rupees in a range).
 */
export function filterRooms(
  rooms: readonly RoomSummary[],
  filters: RoomFilters,
  priceRanges: readonly PriceRange[],
): readonly RoomSummary[] {
  const range = priceRanges.find((candidate) => candidate.id === filters.price);
  const matching = rooms.filter(
    (room) =>
      (filters.types.length === 0 || filters.types.includes(room.type)) &&
      (!range || inRange(range, room.fromPrice.amount / 100)),
  );
  return filters.sort ? [...matching].sort(compareBy[filters.sort]) : matching;
}
