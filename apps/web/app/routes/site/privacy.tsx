import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import { LegalPage } from '../../components/site/LegalPage/LegalPage';
import { legalSections, updatedText } from '../../lib/legalFacts';
import { withElements } from '../../lib/messageParts';
import { pageMeta } from '../../lib/pageMeta';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import type { Route } from './+types/privacy';

export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const lang = langOf(request);
  const { privacy, site, terms } = content;
  const route = siteRouteFor(request.url, 'privacy');
  const { collected, processors, retention, rights, grievanceOfficer } = privacy;
  return {
    heading: privacy.heading,
    updated: updatedText(privacy.updated, lang),
    intro: privacy.intro,
    collected,
    processors,
    retention,
    rights,
    grievanceOfficer,
    sections: legalSections(privacy.sections, content, lang),
    myBookingsPath: site.pages.myBookings,
    terms: { path: terms.path, label: terms.linkLabel },
    seo: { ...privacy.seo, canonical: new URL(route.path, site.url).href },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Pairs of a kind of data and what is said of it, as a description list. */
function Pairs({ items }: { readonly items: readonly { term: string; detail: string }[] }) {
  return (
    <dl className="legal-page__pairs">
      {items.map(({ term, detail }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The privacy notice under the DPDP Act 2023 (content: privacy.json). */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { collected, processors, retention, rights, grievanceOfficer: officer } = loaderData;
  const own = [
    { id: 'collected', heading: collected.heading },
    { id: 'processors', heading: processors.heading },
    { id: 'retention', heading: retention.heading },
    { id: 'rights', heading: rights.heading },
    { id: 'grievance-officer', heading: officer.heading },
  ];
  return (
    <LegalPage
      heading={loaderData.heading}
      updated={loaderData.updated}
      intro={loaderData.intro}
      sections={loaderData.sections}
      extraContents={own}
    >
      <section id="collected" aria-labelledby="collected-heading">
        <h2 id="collected-heading">{collected.heading}</h2>
        <Pairs items={collected.items.map(({ what, why }) => ({ term: what, detail: why }))} />
      </section>
      <section id="processors" aria-labelledby="processors-heading">
        <h2 id="processors-heading">{processors.heading}</h2>
        {processors.intro ? <p>{processors.intro}</p> : null}
        <Pairs items={processors.items.map(({ who, what }) => ({ term: who, detail: what }))} />
      </section>
      <section id="retention" aria-labelledby="retention-heading">
        <h2 id="retention-heading">{retention.heading}</h2>
        <Pairs
          items={retention.items.map(({ what, howLong }) => ({ term: what, detail: howLong }))}
        />
      </section>
      <section id="rights" aria-labelledby="rights-heading">
        <h2 id="rights-heading">{rights.heading}</h2>
        <ul>
          {rights.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{rights.selfService}</p>
        <p>
          <Link to={loaderData.myBookingsPath}>{m.site_goToMyBookings()}</Link>
        </p>
      </section>
      <section id="grievance-officer" aria-labelledby="grievance-officer-heading">
        <h2 id="grievance-officer-heading">{officer.heading}</h2>
        <p>{officer.intro}</p>
        <address className="legal-page__officer">
          <span>{officer.name}</span>
          <span>{officer.postalAddress}</span>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
          <a href={telHref(officer.phone)}>{officer.phone}</a>
        </address>
        <p>{m.site_answerWithin({ time: officer.respondsWithin })}</p>
        <p>{officer.board}</p>
      </section>
      <p>
        {withElements(m.site_bookingTermsIn, {
          link: <Link to={loaderData.terms.path}>{loaderData.terms.label}</Link>,
        })}
      </p>
    </LegalPage>
  );
}
