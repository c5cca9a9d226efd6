import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import { LegalPage } from '../../components/site/LegalPage/LegalPage';
import { legalSections, updatedText } from '../../lib/legalFacts';
import { withElements } from '../../lib/messageParts';
import { pageMeta } from '../../lib/pageMeta';
import { contentOf, langOf, siteRouteFor } from '../../lib/siteRoute';
import type { Route } from './+types/terms';

export function loader({ request }: Route.LoaderArgs) {
  const content = contentOf(request);
  const lang = langOf(request);
  const { privacy, site, terms } = content;
  const route = siteRouteFor(request.url, 'terms');
  return {
    heading: terms.heading,
    updated: updatedText(terms.updated, lang),
    intro: terms.intro,
    sections: legalSections(terms.sections, content, lang),
    privacy: { path: privacy.path, label: privacy.linkLabel },
    seo: { ...terms.seo, canonical: new URL(route.path, site.url).href },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

/** The booking terms (content: terms.json), with the facts they draw from the rest of the content. */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { heading, updated, intro, sections, privacy } = loaderData;
  return (
    <LegalPage heading={heading} updated={updated} intro={intro} sections={sections}>
      <p>
        {withElements(m.site_seeAlso, { link: <Link to={privacy.path}>{privacy.label}</Link> })}
      </p>
    </LegalPage>
  );
}
