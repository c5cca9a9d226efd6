import type { Hotel } from '@hotel/validators/responses';

/**
 * An admin screen's hotel picker (`hotelId` in the form's query): the hotels the account may
 * choose, and first, when `anyLabel` is given, the choice of none (e.g. the whole group).
 */
export function HotelSelect({
  hotels,
  defaultValue,
  anyLabel,
}: {
  readonly hotels: readonly Hotel[];
  readonly defaultValue: string;
  readonly anyLabel?: string | undefined;
}) {
  return (
    <label>
      Hotel
      <select name="hotelId" defaultValue={defaultValue}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {hotels.map((hotel) => (
          <option key={hotel._id} value={hotel._id}>
            {hotel.name}
          </option>
        ))}
      </select>
    </label>
  );
}
