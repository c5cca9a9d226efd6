import { useId } from 'react';
import {
  NO_FILTERS,
  type PriceRange,
  ROOM_TYPE_OPTIONS,
  type RoomFilters,
  SORT_OPTIONS,
  type SortId,
} from '../RoomList/roomFilters';
import './FilterSidebar.css';

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
          Filter rooms
        </h3>
        <button type="button" className="filters__clear" onClick={() => onChange(NO_FILTERS)}>
          CLEAR
        </button>
      </div>
      <fieldset className="filters__group filters__group--types">
        <legend>Popular Filters</legend>
        {ROOM_TYPE_OPTIONS.map((option) => (
          <label key={option.type} className="filters__option">
            <input
              type="checkbox"
              name="type"
              value={option.type}
              checked={filters.types.includes(option.type)}
              onChange={(event) => toggleType(option.type, event.currentTarget.checked)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {priceRanges.length > 0 ? (
        <fieldset className="filters__group">
          <legend>Price a night</legend>
          {radio('price', null, 'Any price')}
          {priceRanges.map((range) => radio('price', range.id, range.label))}
        </fieldset>
      ) : null}
      <fieldset className="filters__group">
        <legend>Sort By</legend>
        {SORT_OPTIONS.map((option) => radio('sort', option.id as SortId, option.label))}
      </fieldset>
    </form>
  );
}
