import { useEffect, useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { dataPath } from '../../../lib/dataRoutes';
import type { clientLoader } from '../../../routes/site/hotelsData';
import './HotelList.css';

export interface HotelListItem {
  readonly id: string;
  readonly name: string;
  readonly location: string;
}

export interface HotelListProps {
  readonly heading: string;
  /** The hotels of the content, as prerendered. */
  readonly hotels: readonly HotelListItem[];
  /** Page paths by hotel id; hotels added by admins have none yet. */
  readonly paths: Readonly<Record<string, string>>;
}

/**
 * 'name - location' of each hotel. The prerendered list comes from the content; after hydration
 * it is refreshed from GET /api/hotels (`routes/site/hotelsData.ts`), so hotels added by admins
 * appear too.
 */
export function HotelList({ heading, hotels: prerendered, paths }: HotelListProps) {
  const headingId = useId();
  const { load, data } = useFetcher<typeof clientLoader>();
  useEffect(() => {
    void load(dataPath('hotels'));
  }, [load]);
  const hotels = data ?? prerendered;

  return (
    <section className="hotel-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {hotels.map((hotel) => {
          const path = paths[hotel.id];
          return (
            <li key={hotel.id}>
              {path ? <Link to={path}>{hotel.name}</Link> : hotel.name} - {hotel.location}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
