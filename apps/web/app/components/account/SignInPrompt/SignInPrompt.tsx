import { useId } from 'react';
import { useSession } from '../../../lib/session';

/** A guest's page asks a signed-out visitor to sign in: with an account, or a code by text. */
export function SignInPrompt({ heading }: { readonly heading: string }) {
  const { openAuth } = useSession();
  const headingId = useId();
  return (
    <section className="payment-page__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>Sign in with your account, or with a code sent to the mobile number you booked with.</p>
      <button type="button" className="action-button payment-page__submit" onClick={openAuth}>
        Log in / Sign Up
      </button>
    </section>
  );
}
