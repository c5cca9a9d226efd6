import { m } from '@hotel/i18n/messages';
import { useId } from 'react';
import { pageMeta } from '../../lib/pageMeta';
import { contentOf, siteRouteFor } from '../../lib/siteRoute';
import type { Route } from './+types/about';

/** The messaging app's link that opens a chat with the property, the enquiry typed in. */
const enquiryLink = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

export function loader({ request }: Route.LoaderArgs) {
  const { properties, site } = contentOf(request);
  const route = siteRouteFor(request.url, 'about');
  const { about } = site;
  return {
    heading: about.heading,
    story: about.story,
    enquiryHeading: about.enquiryHeading,
    seo: about.seo,
    canonical: new URL(route.path, site.url).href,
    enquiries: properties.map(({ id, name, messagingNumber }) => ({
      id,
      name,
      href: enquiryLink(messagingNumber, about.enquiryMessage.replaceAll('{property}', name)),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.seo, canonical: loaderData.canonical });

export default function About({ loaderData }: Route.ComponentProps) {
  const { heading, story, enquiryHeading, enquiries } = loaderData;
  const enquiryId = useId();
  return (
    <article className="about">
      <h1>{heading}</h1>
      {story.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <section aria-labelledby={enquiryId}>
        <h2 id={enquiryId}>{enquiryHeading}</h2>
        <ul className="about__enquiries">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <a className="button" href={enquiry.href} target="_blank" rel="noopener noreferrer">
                {m.site_enquireOnWhatsApp({ name: enquiry.name })}
                <span className="visually-hidden"> {m.site_opensInNewTab()}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
