import { m } from '@hotel/i18n/messages';
import { useId } from 'react';
import { priceRangeText } from '../../../lib/priceRanges';
import {
  NO_FILTERS,
  type PriceRange,
  ROOM_TYPE_OPTIONS,
  type RoomFilters,
  SORT_OPTIONS,
  type SortId,
} from '../RoomList/roomFilters';
import './FilterSidebar.css';

/** The filters' words in the language rendered. */
const ROOM_TYPE_TEXT: Record<RoomFilters['types'][number], () => string> = {
  'single-bed': m.booking_typeSingleBed,
  'double-bed': m.booking_typeDoubleBed,
  'luxury-room': m.booking_typeLuxuryRoom,
  'family-suite': m.booking_typeFamilySuite,
};
const SORT_TEXT: Record<SortId, () => string> = {
  'price-asc': m.booking_sortPriceLowHigh,
  'price-desc': m.booking_sortPriceHighLow,
  newest: m.booking_sortNewest,
};

export interface FilterSidebarProps {
  readonly filters: RoomFilters;
  readonly onChange: (filters: RoomFilters) => void;
  /** Ranges of the rooms' "from" prices; none: no price filter. */
  readonly priceRanges: readonly PriceRange[];
}

/** Room type checkboxes, price range and sort radios, and CLEAR; every change applies at once. */
export function FilterSidebar({ filters, onChange, priceRanges }: FilterSidebarProps) {
  const headingId = useId();
  const name = useId();

  const toggleType = (type: RoomFilters['types'][number], checked: boolean) =>
    onChange({
      ...filters,
      types: checked
        ? ROOM_TYPE_OPTIONS.map((option) => option.type).filter(
            (candidate) => candidate === type || filters.types.includes(candidate),
          )
        : filters.types.filter((candidate) => candidate !== type),
    });

  /** An option of the price or the sort group (null: the group's "any"). */
  const radio = <G extends 'price' | 'sort'>(group: G, value: RoomFilters[G], label: string) => (
    <label key={value ?? ''} className="filters__option">
      <input
        type="radio"
        name={`${name}-${group}`}
        value={value ?? ''}
        checked={filters[group] === value}
        onChange={() => onChange({ ...filters, [group]: value })}
      />
      {label}
    </label>
  );

  return (
    <form
      className="filters"
      aria-labelledby={headingId}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="filters__header">
        <h3 id={headingId} className="filters__heading">
          {m.booking_filterRooms()}
        </h3>
        <button type="button" className="filters__clear" onClick={() => onChange(NO_FILTERS)}>
          {m.booking_clear()}
        </button>
      </div>
      <fieldset className="filters__group filters__group--types">
        <legend>{m.booking_popularFilters()}</legend>
        {ROOM_TYPE_OPTIONS.map((option) => (
          <label key={option.type} className="filters__option">
            <input
              type="checkbox"
              name="type"
              value={option.type}
              checked={filters.types.includes(option.type)}
              onChange={(event) => toggleType(option.type, event.currentTarget.checked)}
            />
            {ROOM_TYPE_TEXT[option.type]()}
          </label>
        ))}
      </fieldset>
      {priceRanges.length > 0 ? (
        <fieldset className="filters__group">
          <legend>{m.booking_priceANight()}</legend>
          {radio('price', null, m.booking_anyPrice())}
          {priceRanges.map((range) => radio('price', range.id, priceRangeText(range)))}
        </fieldset>
      ) : null}
      <fieldset className="filters__group">
        <legend>{m.booking_sortByTitle()}</legend>
        {SORT_OPTIONS.map((option) => radio('sort', option.id as SortId, SORT_TEXT[option.id]()))}
      </fieldset>
    </form>
  );
}
