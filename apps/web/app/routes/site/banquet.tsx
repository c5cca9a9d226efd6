import { banquet, site } from '@hotel/content';
import { Carousel } from '../../components/site/Carousel/Carousel';
import { EventCategories } from '../../components/site/EventCategories/EventCategories';
import { TestimonialSlider } from '../../components/site/TestimonialSlider/TestimonialSlider';
import { WelcomeBanner } from '../../components/site/WelcomeBanner/WelcomeBanner';
import { imageData } from '../../lib/imageData';
import { imageUrl } from '../../lib/imageUrl';
import { pageMeta } from '../../lib/pageMeta';
import { siteRouteFor } from '../../lib/siteRoute';
import { eventVenueJsonLd } from '../../lib/structuredData';
import type { Route } from './+types/banquet';
import './hotel.css';

export function loader({ request }: Route.LoaderArgs) {
  const { propertyId, variant } = siteRouteFor(request.url, 'banquet');
  if (propertyId !== banquet.id)
    throw new Response(`No banquet hall ${propertyId}`, { status: 404 });
  const absolute = (path: string) => new URL(path, site.url).href;
  // The stand-alone body repeats the page: it points search engines at the page and stays out.
  const isPage = variant === 'page';
  return {
    venue: {
      name: banquet.name,
      heading: banquet.heading,
      tagline: banquet.tagline,
      welcomeBanner: banquet.welcomeBanner,
      carousel: banquet.carousel.map((slide) => ({ ...slide, image: imageData(slide.image) })),
      categoriesHeading: banquet.categoriesHeading,
      categories: banquet.categories.map(({ id, title, description, events }) => ({
        id,
        title,
        description,
        events,
      })),
      testimonials: banquet.testimonials.map(({ name, designation, feedback }) => ({
        name,
        designation,
        text: feedback,
      })),
    },
    seo: {
      title: banquet.seo.title,
      description: banquet.seo.description,
      canonical: absolute(banquet.path),
      image: absolute(imageUrl((banquet.carousel[0]?.image ?? banquet.cardImage).src)),
      noindex: !isPage,
      jsonLd: isPage ? eventVenueJsonLd({ venue: banquet, siteUrl: site.url }) : undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function BanquetPage({ loaderData }: Route.ComponentProps) {
  const { venue } = loaderData;
  return (
    <div className="property-page">
      <Carousel slides={venue.carousel} label={`${venue.name} photos`} />
      <div className="page property-page__stack">
        <header className="property-page__intro">
          <h1>{venue.heading}</h1>
          <p className="property-page__tagline">{venue.tagline}</p>
        </header>
      </div>
      <WelcomeBanner text={venue.welcomeBanner} />
      <div className="page property-page__stack">
        <EventCategories heading={venue.categoriesHeading} categories={venue.categories} />
        <section aria-labelledby="banquet-reviews">
          <h2 id="banquet-reviews">What Our Guests Say</h2>
          <TestimonialSlider
            testimonials={venue.testimonials}
            pageSize={1}
            ends="wrap"
            label="Guest reviews"
          />
        </section>
      </div>
    </div>
  );
}
