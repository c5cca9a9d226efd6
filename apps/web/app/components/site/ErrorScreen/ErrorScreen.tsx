import { Link } from 'react-router';
import './ErrorScreen.css';

const screens: Record<number, { title: string; text: string }> = {
  400: { title: '400 Bad Request', text: 'The address or the request was not understood.' },
  403: { title: '403 Forbidden', text: 'You are not allowed to see this page.' },
  404: { title: '404 Not Found', text: 'There is no page at this address. It may have moved.' },
  405: { title: '405 Method Not Allowed', text: 'This page cannot be used that way.' },
};

interface ErrorScreenProps {
  readonly status: number;
  readonly siteName?: string | undefined;
}

/** The screen's title, text and way home, for a page that already has its <main>. */
export function ErrorScreenText({ status, siteName }: ErrorScreenProps) {
  const screen = screens[status] ?? {
    title: 'Unexpected Application Error!',
    text: 'Something went wrong on this page. Please reload it, or go back to the home page.',
  };
  return (
    <>
      <title>{`${screen.title} | ${siteName ?? 'Hotels'}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{screen.title}</h1>
      <p>{screen.text}</p>
      <p>
        <Link to="/">Go to the home page</Link>
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
