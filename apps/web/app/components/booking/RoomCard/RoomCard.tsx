import type { RoomType } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import type { ImageData } from '../../../lib/imageData';
import { Picture } from '../../ui/Picture/Picture';
import { FromPrice, type FromPriceFigure } from '../FromPrice/FromPrice';
import './RoomCard.css';

/** What a hotel page knows about one of its rooms (from the content, at build time). */
export interface RoomSummary {
  readonly id: string;
  readonly title: string;
  readonly type: RoomType;
  readonly path: string;
  readonly image: ImageData;
  readonly amenities: readonly string[];
  /** Its cheapest night for 2 adults (or its most) with taxes, of the 30 after the build. */
  readonly fromPrice: FromPriceFigure;
  /** The hotel's cancellation policy in brief ("Free cancellation up to 48 hours before check-in"). */
  readonly cancellation: string;
  /** ISO date the room was listed; 'Newest First' sorts by it. */
  readonly listedOn: string;
}

export function RoomCard({ room }: { readonly room: RoomSummary }) {
  return (
    <article className="room-card">
      <Picture
        className="card-photo"
        image={room.image}
        sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw"
        loading="lazy"
        decoding="async"
      />
      <div className="room-card__body">
        <h3 className="room-card__title">{room.title}</h3>
        <ul className="chips" aria-label={m.booking_amenities()}>
          {room.amenities.map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
        </ul>
        <p className="room-card__cancellation">{room.cancellation}</p>
        <FromPrice className="room-card__price" price={room.fromPrice} />
        <div className="room-card__actions">
          <Link className="room-card__link room-card__link--view" to={room.path}>
            {m.booking_view()}
            <span className="visually-hidden"> {room.title}</span>
          </Link>
          <Link className="room-card__link room-card__link--book" to={`${room.path}#book`}>
            {m.booking_bookNow()}
            <span className="visually-hidden"> {room.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
