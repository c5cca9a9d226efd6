import { m } from '@hotel/i18n/messages';
import { useId } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { withElements } from '../../../lib/messageParts';
import { useSession } from '../../../lib/session';
import type { Shell } from '../../../lib/shell';

/**
 * A guest's page asks a signed-out visitor to sign in: with an account, or a code by text; a
 * booking made without an account opens with its reference and a code (Find my booking).
 */
export function SignInPrompt({
  heading,
  reference,
}: {
  readonly heading: string;
  /** The booking the page is about, to prefill Find my booking. */
  readonly reference?: string | undefined;
}) {
  const { openAuth } = useSession();
  const shell = useRouteLoaderData('root') as Shell | undefined;
  const findPath = shell?.findBookingPath;
  const headingId = useId();
  return (
    <section className="payment-page__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{m.account_signInPromptText()}</p>
      <button type="button" className="action-button payment-page__submit" onClick={openAuth}>
        {m.account_logInSignUp()}
      </button>
      {findPath ? (
        <p>
          {withElements(m.account_bookedWithoutAccount, {
            link: (
              <Link to={reference ? `${findPath}?${new URLSearchParams({ reference })}` : findPath}>
                {m.account_findWithReference()}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </section>
  );
}
