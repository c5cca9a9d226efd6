import type { RoomType } from '@hotel/content';
import { roomTypeTitles } from '@hotel/content/roomTypes';
import type { RoomSummary } from '../RoomCard/RoomCard';

/** The sidebar's 'Popular Filters', in the source's order. */
export const ROOM_TYPE_OPTIONS: readonly { readonly type: RoomType; readonly label: string }[] = (
  ['single-bed', 'double-bed', 'luxury-room', 'family-suite'] as const
).map((type) => ({ type, label: roomTypeTitles[type] }));

/** Price ranges on the shown nightly price, in rupees; both ends included. */
export const PRICE_RANGES = [
  { id: '0-500', min: 0, max: 500, label: '₹0 to ₹500' },
  { id: '500-1000', min: 500, max: 1000, label: '₹500 to ₹1,000' },
  { id: '1000-2000', min: 1000, max: 2000, label: '₹1,000 to ₹2,000' },
  { id: '2000-3000', min: 2000, max: 3000, label: '₹2,000 to ₹3,000' },
] as const;

export const SORT_OPTIONS = [
  { id: 'price-asc', label: 'Price Low to High' },
  { id: 'price-desc', label: 'Price High to Low' },
  { id: 'newest', label: 'Newest First' },
] as const;

export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];
export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export interface RoomFilters {
  readonly types: readonly RoomType[];
  readonly price: PriceRangeId | null;
  readonly sort: SortId | null;
}

export const NO_FILTERS: RoomFilters = { types: [], price: null, sort: null };

/** The search parameters that carry the filters: `type` (repeated), `price`, `sort`. */
const PARAM = { type: 'type', price: 'price', sort: 'sort' } as const;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the filters from a URL's search parameters; unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): RoomFilters {
  const types = ROOM_TYPE_OPTIONS.map((option) => option.type);
  const price = params.get(PARAM.price);
  const sort = params.get(PARAM.sort);
  return {
    types: types.filter((type) => params.getAll(PARAM.type).includes(type)),
    price: isOneOf(
      PRICE_RANGES.map((range) => range.id),
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
): readonly RoomSummary[] {
  const range = PRICE_RANGES.find((candidate) => candidate.id === filters.price);
  const matching = rooms.filter(
    (room) =>
      (filters.types.length === 0 || filters.types.includes(room.type)) &&
      (!range || (room.price >= range.min * 100 && room.price <= range.max * 100)),
  );
  return filters.sort ? [...matching].sort(compareBy[filters.sort]) : matching;
}
