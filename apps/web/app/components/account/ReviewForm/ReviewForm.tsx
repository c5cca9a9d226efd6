import type { ReviewInvitation } from '@hotel/validators/responses';
import {
  type ReviewLanguage,
  reviewLanguageNames,
  reviewLanguages,
  subRatingKeys,
  subRatingLabels,
} from '@hotel/validators/reviewTexts';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { FormField } from '../../ui/FormField/FormField';
import './ReviewForm.css';

const EMPTY = {
  rating: '',
  cleanliness: '',
  staff: '',
  location: '',
  value: '',
  title: '',
  text: '',
  language: 'en' as ReviewLanguage | string,
};

export const NOT_SENT = 'Your review was not sent.';

const STARS = [5, 4, 3, 2, 1] as const;
const starsText = (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`;

/** The month of a stay for a person: '2026-11' → 'November 2026'. */
export const monthText = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The review of one stay, written with its invitation's token (the link proves the stay: no
 * sign-in): a rating of 1–5 stars, optional sub-ratings, a title and the text, in English,
 * Marathi or Hindi. Checked with the API's schema; `onSent` gets the API's thanks.
 */
export function ReviewForm({
  token,
  stay,
  onSent,
}: {
  readonly token: string;
  readonly stay: ReviewInvitation;
  readonly onSent: (message: string) => void;
}) {
  const form = useCheckedForm(async () => (await loadValidators()).reviewSubmission, EMPTY);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = await form.check({ token }, ([other]) => setFailure(`${NOT_SENT} ${other}`));
    if (!checked) return;
    setSending(true);
    try {
      const answer = await api('POST /api/reviews', { body: checked });
      onSent(answer.message);
    } catch (error) {
      const hasFieldErrors = form.showServerErrors(error);
      setFailure(
        hasFieldErrors || !(error instanceof ApiError) ? NOT_SENT : `${NOT_SENT} ${error.message}`,
      );
      setSending(false);
      if (document.activeElement === document.body) submitRef.current?.focus();
    }
  };

  return (
    <form ref={form.ref} noValidate onSubmit={submit} className="review-form">
      <p className="review-form__stay">
        {`${stay.firstName}, how was your stay at ${stay.hotelName} (${stay.roomTitle}, ${monthText(stay.stayMonth)})?`}
      </p>
      <fieldset
        className="review-form__stars"
        aria-invalid={form.errors.rating ? true : undefined}
        aria-describedby={form.errors.rating ? 'review-rating-error' : undefined}
      >
        <legend>Your rating</legend>
        {STARS.map((count) => (
          <label key={count} className="review-form__star">
            <input
              type="radio"
              name="rating"
              value={String(count)}
              checked={form.values.rating === String(count)}
              onChange={() => form.setValue('rating', String(count))}
            />
            <span aria-hidden="true">{'★'.repeat(count)}</span>
            <span className="visually-hidden">{starsText(count)}</span>
          </label>
        ))}
        {form.errors.rating ? (
          <p id="review-rating-error" className="form-field__error">
            {form.errors.rating}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="review-form__subratings">
        <legend>More ratings (optional)</legend>
        {subRatingKeys.map((key) => (
          <FormField key={key} as="select" label={subRatingLabels[key]} {...form.textField(key)}>
            <option value="">Not rated</option>
            {STARS.map((count) => (
              <option key={count} value={String(count)}>
                {starsText(count)}
              </option>
            ))}
          </FormField>
        ))}
      </fieldset>
      <FormField as="select" label="Language of your review" {...form.textField('language')}>
        {reviewLanguages.map((language) => (
          <option key={language} value={language}>
            {reviewLanguageNames[language]}
          </option>
        ))}
      </FormField>
      <FormField label="Title" required {...form.textField('title')} />
      <FormField
        as="textarea"
        label="Your review"
        rows={6}
        required
        hint="What did you like, and what could we do better? At least 20 characters."
        {...form.textField('text')}
      />
      <p className="review-form__note">
        Your first name, the month of your stay and the room type are shown with your review; your
        full name and contact details are not. We read every review before it is published.
      </p>
      <div className="review-form__actions">
        <button ref={submitRef} type="submit" className="button button--teal" disabled={sending}>
          {sending ? 'Sending…' : 'Send review'}
        </button>
        {failure ? (
          <p className="review-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
