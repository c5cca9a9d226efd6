import { properties, site } from '@hotel/content';
import { Link } from 'react-router';
import { imageUrl } from '../lib/imageUrl';
import { pageMeta } from '../lib/pageMeta';
import type { Route } from './+types/landing';

export function loader() {
  return {
    welcome: site.landing.welcome.replace('{name}', site.name),
    tagline: site.tagline,
    signInButton: site.landing.signInButton,
    seo: site.landing.seo,
    canonical: new URL('/', site.url).href,
    cards: properties.map(({ id, name, path, phone, address, cardImage, tagline }) => ({
      id,
      name,
      path,
      phone,
      address: `${address.street}, ${address.locality}, ${address.city}`,
      image: cardImage,
      tagline,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.seo, canonical: loaderData.canonical });

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { welcome, tagline, cards } = loaderData;
  return (
    <main id="main" className="landing">
      <h1>{welcome}</h1>
      <p className="landing__tagline">{tagline}</p>
      <ul className="landing__cards">
        {cards.map((card, index) => (
          <li key={card.id}>
            <Link to={card.path}>
              <img
                src={imageUrl(card.image.src)}
                alt={card.image.alt}
                width={card.image.width}
                height={card.image.height}
                loading={index < 2 ? 'eager' : 'lazy'}
              />
              <h2>{card.name}</h2>
            </Link>
            <p>{card.address}</p>
            <p>
              <a href={`tel:${card.phone.replace(/\s/g, '')}`}>{card.phone}</a>
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
