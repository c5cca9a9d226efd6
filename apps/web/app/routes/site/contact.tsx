import { pathKey } from '@hotel/content';
import { LANG_TAG } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { ContactBlock } from '../../components/site/ContactBlock/ContactBlock';
import { ContactForm } from '../../components/site/ContactForm/ContactForm';
import { legalLinks } from '../../lib/legalLinks';
import { pageMeta } from '../../lib/pageMeta';
import { hotelLegal } from '../../lib/shell';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import type { Route } from './+types/contact';
import './contact.css';

export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const { contactPages, properties, site } = content;
  const route = siteRouteFor(request.url, 'contact');
  const page = contactPages.find((candidate) => pathKey(candidate.path) === pathKey(route.path));
  const property = properties.find((candidate) => candidate.id === route.propertyId);
  if (!page || !property) throw new Response(`No contact page at ${route.path}`, { status: 404 });
  const { street, locality, city, state, postalCode, country } = property.address;
  const countryName =
    new Intl.DisplayNames([LANG_TAG[langOf(request)]], { type: 'region' }).of(country) ?? country;
  return {
    propertyId: property.id,
    propertyName: property.name,
    getInTouch: {
      ...page.getInTouch,
      phone: property.phone,
      email: property.email,
      addressLines: [street, locality, `${city}, ${state} ${postalCode}`, countryName],
      legal: hotelLegal(property),
    },
    sendMessage: page.sendMessage,
    legal: legalLinks(content),
    seo: { ...page.seo, canonical: new URL(page.path, site.url).href },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { propertyId, propertyName, getInTouch, sendMessage, legal } = loaderData;
  return (
    <div className="page page--spaced">
      <h1 className="page-title">{m.site_contactTitle({ name: propertyName })}</h1>
      <div className="columns contact-page__grid">
        <ContactBlock {...getInTouch} />
        <ContactForm
          heading={sendMessage.heading}
          intro={sendMessage.intro}
          property={propertyId}
          legal={legal}
        />
      </div>
    </div>
  );
}
