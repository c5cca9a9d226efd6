import type { RoomType } from '@hotel/content';
import { roomTypeTitles } from '@hotel/content/roomTypes';
import type { RoomSummary } from '../RoomCard/RoomCard';

/** The sidebar's 'Popular Filters', in the source's order. */
export const ROOM_TYPE_OPTIONS: readonly { readonly type: RoomType; readonly label: string }[] = (
  ['single-bed', 'double-bed', 'luxury-room', 'family-suite'] as const
).map((type) => ({ type, label: roomTypeTitles[type] }));

/** A price filter of the content (site.json priceRanges): nightly prices in paise, both ends in. */
export interface PriceRange {
  readonly id: string;
  readonly min: number;
  readonly max: number;
  readonly label: string;
}

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

const compareBy: Record<SortId, (a: RoomSummary, b: RoomSummary) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  newest: (a, b) => b.listedOn.localeCompare(a.listedOn),
};

/** The rooms that pass the filters, in the chosen order (ties keep the content's order). */
export function filterRooms(
  rooms: readonly RoomSummary[],
  filters: RoomFilters,
  priceRanges: readonly PriceRange[],
): readonly RoomSummary[] {
  const range = priceRanges.find((candidate) => candidate.id === filters.price);
  const matching = rooms.filter(
    (room) =>
      (filters.types.length === 0 || filters.types.includes(room.type)) &&
      (!range || (room.price >= range.min && room.price <= range.max)),
  );
  return filters.sort ? [...matching].sort(compareBy[filters.sort]) : matching;
}
