import type { AdminReview } from '@hotel/validators/responses';
import {
  type ReviewStatus,
  reviewLanguageNames,
  reviewRejectionReasons,
  reviewStatuses,
  subRatingKeys,
  subRatingLabels,
} from '@hotel/validators/reviewTexts';
import { useFetcher, useSearchParams } from 'react-router';
import { AdminLoadFailure } from '../../components/desk/AdminLoadFailure/AdminLoadFailure';
import { adminMeta, formatIndiaTime } from '../../lib/adminApi';
import { adminCall, adminSubmit, loaded } from '../../lib/adminRequests';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Reviews', matches);

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  published: 'Published',
  rejected: 'Rejected',
};
const statusOf = (params: URLSearchParams): ReviewStatus => {
  const asked = params.get('status');
  return (reviewStatuses as readonly string[]).includes(asked ?? '')
    ? (asked as ReviewStatus)
    : 'pending';
};

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

function ReviewCard({ review }: { review: AdminReview }) {
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = answer && !answer.ok ? answer.error.message : null;
  const busy = fetcher.state !== 'idle';
  const subRatings = subRatingKeys
    .filter((key) => review.subRatings[key] !== null)
    .map((key) => `${subRatingLabels[key]} ${review.subRatings[key]}`)
    .join(' · ');
  return (
    <li className="admin__card">
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
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={review.id} />
              <button
                type="submit"
                name="intent"
                value="publish"
                className="admin__button"
                disabled={busy}
              >
                Publish
              </button>
            </fetcher.Form>
          ) : null}
          {review.status !== 'rejected' ? (
            <fetcher.Form method="post" className="admin__form">
              <input type="hidden" name="id" value={review.id} />
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
              <button
                type="submit"
                name="intent"
                value="reject"
                className="admin__button admin__button--danger"
                disabled={busy}
              >
                Reject
              </button>
            </fetcher.Form>
          ) : null}
          {review.status !== 'rejected' ? (
            <fetcher.Form method="post" className="admin__form">
              <input type="hidden" name="id" value={review.id} />
              <label>
                Reply as the hotel
                <textarea name="text" rows={3} defaultValue={review.reply?.text ?? ''} />
              </label>
              <button
                type="submit"
                name="intent"
                value="reply"
                className="admin__button admin__button--quiet"
                disabled={busy}
              >
                {review.reply ? 'Change reply' : 'Reply'}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
        {failure ? (
          <p className="admin__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * /admin/reviews: moderation. Reviews waiting, published or rejected (a staff account sees its
 * hotel's only); publish, reject with a reason from the list, or reply as the hotel. The guest is
 * e-mailed when a review is published or rejected; every step is in its history.
 */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params);
  return (
    <section className="admin__screen" aria-labelledby="reviews-title">
      <h1 id="reviews-title" className="admin__title">
        Reviews
      </h1>
      <p className="admin__intro">
        Guests review a stay from the link sent at check-out. Publish what keeps to the rules, good
        or bad; reject only for a reason from the list (the guest is told it). Reviews are never
        edited.
      </p>
      <nav aria-label="Review status" className="admin__filters">
        {reviewStatuses.map((each) => (
          <button
            key={each}
            type="button"
            className="admin__link-button"
            aria-current={each === status ? 'page' : undefined}
            onClick={() => setParams({ status: each })}
          >
            {STATUS_LABELS[each]}
          </button>
        ))}
      </nav>
      {loaderData.state === 'failed' ? (
        <AdminLoadFailure what="the reviews" message={loaderData.message} />
      ) : loaderData.value.length === 0 ? (
        <p
          className="admin__status"
          role="status"
        >{`No ${STATUS_LABELS[status].toLowerCase()} reviews.`}</p>
      ) : (
        <ul className="admin__items">
          {loaderData.value.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
