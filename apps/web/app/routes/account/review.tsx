import { pathIn, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import type { ReviewInvitation } from '@hotel/validators/responses';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReviewForm } from '../../components/account/ReviewForm/ReviewForm';
import { PaymentFrame } from '../../components/booking/PaymentFrame/PaymentFrame';
import { ApiError, api } from '../../lib/api';
import type { Route } from './+types/review';
import '../booking/payment.css';

type Loaded =
  | { readonly kind: 'ready'; readonly stay: ReviewInvitation }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/** The stay the link is for; an unknown, used or expired link is the API's message. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs): Promise<Loaded> {
  try {
    const stay = await api('GET /api/reviews/invitation/:token', {
      params: { token: params.token },
      signal: request.signal,
    });
    return { kind: 'ready', stay };
  } catch (error) {
    if (error instanceof ApiError && [400, 404, 409, 410].includes(error.status)) {
      return { kind: 'refused', message: error.message };
    }
    return { kind: 'failed', message: (error as Error).message };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData as { siteName?: string } | undefined;
  return [
    { title: [m.account_reviewPageTitle(), root?.siteName].filter(Boolean).join(' | ') },
    { name: 'robots', content: 'noindex' },
  ];
};

export function HydrateFallback() {
  return (
    <PaymentFrame title={m.account_reviewPageTitle()}>
      <p className="payment-page__loading" role="status">
        {m.account_loadingStay()}
      </p>
    </PaymentFrame>
  );
}

/**
 * /review/:token: the page of a review invitation's link, rendered in the browser only (the
 * token is the guest's, never in prerendered HTML) and not indexed. No sign-in: the link proves
 * the stay, and works once.
 */
export default function ReviewPage({ loaderData, params }: Route.ComponentProps) {
  const [sent, setSent] = useState<string | null>(null);
  if (sent) {
    return (
      <PaymentFrame title={m.account_thankYou()}>
        <p role="status">{sent}</p>
        <p>
          <Link to={pathIn('/', renderingLang())}>{m.account_backHome()}</Link>
        </p>
      </PaymentFrame>
    );
  }
  return (
    <PaymentFrame title={m.account_reviewPageTitle()}>
      {loaderData.kind === 'ready' ? (
        <ReviewForm token={params.token} stay={loaderData.stay} onSent={setSent} />
      ) : (
        <p role="alert">{loaderData.message}</p>
      )}
    </PaymentFrame>
  );
}
