import { intlLocale, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import type { PublicReviews, PublishedReview } from '@hotel/validators/responses';
import { type SubRatingKey, subRatingKeys } from '@hotel/validators/reviewTexts';
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { dataPath } from '../../../lib/dataRoutes';
import type { clientLoader } from '../../../routes/site/reviewsData';
import './VerifiedReviews.css';

/** The sub-ratings' names in the guest's language (the desk keeps @hotel/validators' English). */
const subRatingLabels: Record<SubRatingKey, () => string> = {
  cleanliness: m.site_subRatingCleanliness,
  staff: m.site_subRatingStaff,
  location: m.site_subRatingLocation,
  value: m.site_subRatingValue,
};

/** The month of a stay for a person: '2026-11' → 'November 2026' ('नोव्हेंबर 2026'). */
const monthText = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intlLocale(renderingLang()), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function Stars({ rating }: { rating: number }) {
  return (
    <span className="verified-reviews__stars">
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
      <span className="visually-hidden">{m.site_reviewStars({ rating })}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: PublishedReview }) {
  return (
    <li className="verified-reviews__item">
      <article lang={review.language}>
        <h3 className="verified-reviews__title">
          <Stars rating={review.rating} /> {review.title}
        </h3>
        <p className="verified-reviews__by">
          {m.site_reviewBy({
            name: review.firstName,
            room: review.roomTitle,
            month: monthText(review.stayMonth),
          })}
        </p>
        <p className="verified-reviews__text">{review.text}</p>
        {review.reply ? (
          <div className="verified-reviews__reply">
            <p className="verified-reviews__reply-by">{m.site_reviewReply()}</p>
            <p lang="en">{review.reply.text}</p>
          </div>
        ) : null}
      </article>
    </li>
  );
}

function Aggregate({ reviews }: { reviews: PublicReviews }) {
  const { aggregate } = reviews;
  if (!aggregate) return null;
  const parts = subRatingKeys.flatMap((key) => {
    const value = aggregate.subRatings[key];
    return value === null ? [] : [`${subRatingLabels[key]()} ${value.toFixed(1)}`];
  });
  return (
    <div className="verified-reviews__aggregate">
      <p>
        <strong>{m.site_reviewsAverage({ average: aggregate.average.toFixed(1) })}</strong>{' '}
        {m.site_reviewsCount({ count: aggregate.count })}
      </p>
      {parts.length ? <p>{parts.join(' · ')}</p> : null}
    </div>
  );
}

/**
 * A hotel's (or one room type's) verified reviews: published reviews of real stays, newest first,
 * a page at a time, each with the hotel's reply, and their average once there are enough. Loaded
 * in the browser (the pages are prerendered), so a new review shows without a new build.
 */
export function VerifiedReviews({
  hotelId,
  roomTypeId,
}: {
  readonly hotelId: string;
  readonly roomTypeId?: string | undefined;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<readonly PublishedReview[]>([]);
  const [last, setLast] = useState<PublicReviews | null>(null);
  const query = {
    hotelId,
    ...(roomTypeId ? { roomTypeId } : {}),
    page: String(page),
  };
  const path = dataPath('reviews', {}, query);
  const fetcher = useFetcher<typeof clientLoader>({ key: `reviews:${path}:${attempt}` });
  const { load } = fetcher;
  useEffect(() => {
    void load(path);
  }, [path, load]);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer?.state === 'ready' && answer.value !== last) {
    setLast(answer.value);
    setShown((before) => [
      ...before,
      ...answer.value.reviews.filter((review) => !before.some((seen) => seen.id === review.id)),
    ]);
  }

  const total = last?.total ?? 0;
  return (
    <section className="verified-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.site_reviewsHeading()}</h2>
      <p className="verified-reviews__intro">{m.site_reviewsIntro()}</p>
      {last ? <Aggregate reviews={last} /> : null}
      {answer?.state === 'failed' ? (
        <p role="alert">
          {m.site_reviewsFailed({ reason: answer.message })}{' '}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {m.site_tryAgain()}
          </button>
        </p>
      ) : null}
      {last && total === 0 ? <p>{m.site_noReviews()}</p> : null}
      {shown.length ? (
        <ol className="verified-reviews__list">
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      ) : null}
      {last && shown.length < total ? (
        <button
          type="button"
          className="button verified-reviews__more"
          disabled={fetcher.state !== 'idle'}
          onClick={() => setPage((current) => current + 1)}
        >
          {m.site_moreReviews({ shown: shown.length, total })}
        </button>
      ) : null}
      {!last && fetcher.state !== 'idle' ? <p role="status">{m.site_loadingReviews()}</p> : null}
    </section>
  );
}
