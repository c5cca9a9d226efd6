import type { AdminReview } from '@hotel/validators/responses';
import {
  type ReviewStatus,
  reviewLanguageNames,
  reviewRejectionReasons,
  reviewStatuses,
  subRatingKeys,
  subRatingLabels,
} from '@hotel/validators/reviewTexts';
import type { ReactNode } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { AdminFailure } from '../../components/desk/AdminFailure/AdminFailure';
import { AdminScreen } from '../../components/desk/AdminScreen/AdminScreen';
import { ModerationList, statusIn } from '../../components/desk/ModerationList/ModerationList';
import { adminMeta, formatIndiaTime } from '../../lib/adminApi';
import { adminCall, adminSubmit, loaded } from '../../lib/adminRequests';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Reviews', matches);

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  published: 'Published',
  rejected: 'Rejected',
};
const statusOf = (params: URLSearchParams): ReviewStatus =>
  statusIn(params, reviewStatuses) ?? 'pending';

/** The reviews of the status the address names (waiting ones first of all). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = statusOf(new URL(request.url).searchParams);
  return loaded(adminCall(request, 'GET /api/admin/reviews', { query: { status } }));
}

/** Publish, reject (with a reason from the list) or reply, as the form's `intent` says. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const params = { id: String(form.get('id')) };
  const intent = form.get('intent');
  if (intent === 'publish')
    return adminSubmit(request, 'POST /api/admin/reviews/:id/publish', { params });
  if (intent === 'reject') {
    return adminSubmit(request, 'POST /api/admin/reviews/:id/reject', {
      params,
      body: { reason: String(form.get('reason') ?? '') as keyof typeof reviewRejectionReasons },
    });
  }
  return adminSubmit(request, 'POST /api/admin/reviews/:id/reply', {
    params,
    body: { text: String(form.get('text') ?? '') },
  });
}

type ReviewFetcher = ReturnType<typeof useFetcher<typeof clientAction>>;

/** A form of one of the action's intents: the review's id, the intent's field if any, its button. */
function IntentForm({
  fetcher,
  id,
  intent,
  button,
  tone,
  children,
}: {
  readonly fetcher: ReviewFetcher;
  readonly id: number;
  readonly intent: 'publish' | 'reject' | 'reply';
  readonly button: string;
  readonly tone?: 'danger' | 'quiet';
  readonly children?: ReactNode;
}) {
  return (
    <fetcher.Form method="post" className={children ? 'admin__form' : undefined}>
      <input type="hidden" name="id" value={id} />
      {children}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={tone ? `admin__button admin__button--${tone}` : 'admin__button'}
        disabled={fetcher.state !== 'idle'}
      >
        {button}
      </button>
    </fetcher.Form>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = answer && !answer.ok ? answer.error.message : null;
  const subRatings = subRatingKeys
    .filter((key) => review.subRatings[key] !== null)
    .map((key) => `${subRatingLabels[key]} ${review.subRatings[key]}`)
    .join(' · ');
  return (
    <article aria-labelledby={`review-${review.id}`}>
      <h2 id={`review-${review.id}`} className="admin__item-title">
        {`${'★'.repeat(review.rating)} ${review.title}`}
      </h2>
      <p>{`${review.rating} of 5 stars${subRatings ? ` · ${subRatings}` : ''}`}</p>
      <p lang={review.language} className="admin__message">
        {review.text}
      </p>
      <p className="admin__hint">
        {`${review.firstName} · ${review.hotelName} · ${review.roomTitle} · stayed ${review.stayMonth} · booking ${review.reference} · ${reviewLanguageNames[review.language]} · written ${formatIndiaTime(review.createdAt)}`}
      </p>
      {review.rejectionReason ? (
        <p>{`Rejected: ${reviewRejectionReasons[review.rejectionReason as keyof typeof reviewRejectionReasons] ?? review.rejectionReason}`}</p>
      ) : null}
      {review.reply ? <p>{`Reply from the hotel: ${review.reply.text}`}</p> : null}
      <details>
        <summary>History</summary>
        <ul>
          {review.events.map((event) => (
            <li key={`${event.action}-${event.at}`}>
              {`${formatIndiaTime(event.at)}: ${event.action}${event.actorEmail ? ` by ${event.actorEmail}` : ' by the guest'}${event.note ? ` (${event.note})` : ''}`}
            </li>
          ))}
        </ul>
      </details>
      <div className="admin__actions">
        {review.status === 'pending' ? (
          <IntentForm fetcher={fetcher} id={review.id} intent="publish" button="Publish" />
        ) : null}
        {review.status !== 'rejected' ? (
          <>
            <IntentForm
              fetcher={fetcher}
              id={review.id}
              intent="reject"
              button="Reject"
              tone="danger"
            >
              <label>
                Reason
                <select name="reason" required defaultValue="">
                  <option value="" disabled>
                    Choose a reason
                  </option>
                  {Object.entries(reviewRejectionReasons).map(([key, text]) => (
                    <option key={key} value={key}>
                      {text}
                    </option>
                  ))}
                </select>
              </label>
            </IntentForm>
            <IntentForm
              fetcher={fetcher}
              id={review.id}
              intent="reply"
              button={review.reply ? 'Change reply' : 'Reply'}
              tone="quiet"
            >
              <label>
                Reply as the hotel
                <textarea name="text" rows={3} defaultValue={review.reply?.text ?? ''} />
              </label>
            </IntentForm>
          </>
        ) : null}
      </div>
      <AdminFailure message={failure} />
    </article>
  );
}

/**
 * /admin/reviews: moderation. Reviews waiting, published or rejected (a staff account sees its
 * hotel's only); publish, reject with a reason from the list, or reply as the hotel. The guest is
 * e-mailed when a review is published or rejected; every step is in its history.
 */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = statusOf(params);
  return (
    <AdminScreen name="reviews" title="Reviews">
      <p className="admin__intro">
        Guests review a stay from the link sent at check-out. Publish what keeps to the rules, good
        or bad; reject only for a reason from the list (the guest is told it). Reviews are never
        edited.
      </p>
      <ModerationList
        label="Review status"
        statuses={reviewStatuses}
        statusLabels={STATUS_LABELS}
        status={status}
        items={loaderData}
        what="the reviews"
        empty={`No ${STATUS_LABELS[status].toLowerCase()} reviews.`}
        itemKey={(review) => review.id}
        renderItem={(review) => <ReviewCard review={review} />}
      />
    </AdminScreen>
  );
}
