import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
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
 * it is refreshed from GET /api/hotels, so hotels added by admins appear too.
 */
export function HotelList({ heading, hotels: prerendered, paths }: HotelListProps) {
  const [hotels, setHotels] = useState(prerendered);
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    api('GET /api/hotels', { signal: controller.signal })
      .then((answer) => {
        setHotels(answer.map(({ _id, name, location }) => ({ id: _id, name, location })));
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        // The prerendered list stays; nothing the visitor needs to act on.
        console.warn('Could not refresh the hotel list:', (error as Error).message);
      });
    return () => controller.abort();
  }, []);

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
