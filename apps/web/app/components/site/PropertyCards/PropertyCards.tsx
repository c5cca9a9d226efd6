import { Link } from 'react-router';
import type { ImageData } from '../../../lib/imageData';
import { FromPrice, type FromPriceFigure } from '../../booking/FromPrice/FromPrice';
import { Picture } from '../../ui/Picture/Picture';
import './PropertyCards.css';

export interface PropertyCard {
  readonly id: string;
  readonly name: string;
  readonly path: string;
  readonly address: string;
  readonly phone: string;
  readonly image: ImageData;
  /** A hotel's cheapest night for 2 adults with taxes, of the 30 after the build; null: none. */
  readonly fromPrice: FromPriceFigure | null;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * One card per property: picture, name (the link to its page), a hotel's "from" price, address
 * and phone. The first picture loads at once; the others wait until they are about to scroll
 * into view.
 */
export function PropertyCards({ cards }: { cards: readonly PropertyCard[] }) {
  return (
    <ul className="property-cards">
      {cards.map((card, index) => (
        <li key={card.id} className="property-card">
          <Picture
            className="card-photo"
            image={card.image}
            sizes="(min-width: 64rem) 18rem, (min-width: 40rem) 50vw, 100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            // The first card is the landing page's largest paint: fetched first (and preloaded).
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
          <div className="property-card__body">
            <h2 className="property-card__name">
              <Link to={card.path}>{card.name}</Link>
            </h2>
            {card.fromPrice ? (
              <FromPrice className="property-card__price" price={card.fromPrice} />
            ) : null}
            <p className="property-card__address">{card.address}</p>
            <p className="property-card__phone">
              <a href={telHref(card.phone)}>{card.phone}</a>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
