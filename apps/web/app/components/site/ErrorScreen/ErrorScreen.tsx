import { pathIn, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { Link } from 'react-router';
import './ErrorScreen.css';

type ScreenTexts = { readonly title: () => string; readonly text: () => string };

const screens: Record<number, ScreenTexts> = {
  400: { title: m.common_error400Title, text: m.common_error400Text },
  403: { title: m.common_error403Title, text: m.common_error403Text },
  404: { title: m.common_error404Title, text: m.common_error404Text },
  405: { title: m.common_error405Title, text: m.common_error405Text },
};
const unexpected: ScreenTexts = { title: m.common_errorTitle, text: m.common_errorText };

interface ErrorScreenProps {
  readonly status: number;
  readonly siteName?: string | undefined;
}

/**
 * The screen's title, text and way home, for a page that already has its <main>: in the language
 * being rendered, the way home to that language's home page.
 */
export function ErrorScreenText({ status, siteName }: ErrorScreenProps) {
  const screen = screens[status] ?? unexpected;
  const title = screen.title();
  return (
    <>
      <title>{`${title} | ${siteName ?? m.common_siteNameFallback()}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{screen.text()}</p>
      <p>
        <Link to={pathIn('/', renderingLang())}>{m.common_goHome()}</Link>
      </p>
    </>
  );
}

/** The router-level error screens of the source: 404, 400, 403, 405, and the unexpected error. */
export function ErrorScreen(props: ErrorScreenProps) {
  return (
    <main className="error-screen" id="main">
      <ErrorScreenText {...props} />
    </main>
  );
}
