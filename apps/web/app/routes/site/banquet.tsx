import { EventCategories } from '../../components/site/EventCategories/EventCategories';
import { GuestReviews, PropertyLayout } from '../../components/site/PropertyLayout/PropertyLayout';
import { PropertyLocation } from '../../components/site/PropertyLocation/PropertyLocation';
import { imageData } from '../../lib/imageData';
import { imageUrl } from '../../lib/imageUrl';
import { pageMeta } from '../../lib/pageMeta';
import { locationOf } from '../../lib/propertyLocation';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import { eventVenueJsonLd } from '../../lib/structuredData';
import type { Route } from './+types/banquet';
import './hotel.css';

export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const { banquet, site } = content;
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
      categories: banquet.categories.map(
        ({ id, title, description, events, capacity, includes }) => ({
          id,
          title,
          description,
          events,
          capacity,
          includes,
        }),
      ),
      testimonials: banquet.testimonials.map(({ name, designation, feedback }) => ({
        name,
        designation,
        text: feedback,
      })),
    },
    location: locationOf(banquet, content.attractions, langOf(request)),
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
  const { venue, location } = loaderData;
  return (
    <PropertyLayout property={venue}>
      <EventCategories heading={venue.categoriesHeading} categories={venue.categories} />
      <GuestReviews
        id="banquet-reviews"
        from="banquetHall"
        testimonials={venue.testimonials}
        pageSize={1}
        ends="wrap"
      />
      <PropertyLocation location={location} />
    </PropertyLayout>
  );
}
