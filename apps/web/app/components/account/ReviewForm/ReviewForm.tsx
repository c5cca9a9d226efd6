import { LANG_NAME, renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import type { ReviewInvitation } from '@hotel/validators/responses';
import {
  type ReviewLanguage,
  reviewLanguageNames,
  reviewLanguages,
  type SubRatingKey,
  subRatingKeys,
} from '@hotel/validators/reviewTexts';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import { calendarDateText } from '../../../lib/calendarDateText';
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

/** 'Your review was not sent.', in the language being rendered. */
export const notSent = () => m.account_reviewNotSent();

const STARS = [5, 4, 3, 2, 1] as const;
const starsText = (count: number) => m.account_stars({ count });

/** Each sub-rating's name, in the language being rendered. */
const SUB_RATING_TEXT: Readonly<Record<SubRatingKey, () => string>> = {
  cleanliness: m.account_ratingCleanliness,
  staff: m.account_ratingStaff,
  location: m.account_ratingLocation,
  value: m.account_ratingValue,
};

/** A review's language in the list: English names them as the desk does, others in themselves. */
const languageName = (language: ReviewLanguage) =>
  renderingLang() === 'en' ? reviewLanguageNames[language] : LANG_NAME[language];

const monthOfYear = calendarDateText({ month: 'long', year: 'numeric' });

/** The month of a stay for a person, in the language being rendered: '2026-11' → 'November 2026'. */
export const monthText = (month: string) => monthOfYear(`${month}-01`);

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
  // A guest reading this page in Marathi or Hindi most likely writes in it.
  const form = useCheckedForm(async () => (await loadValidators()).reviewSubmission, {
    ...EMPTY,
    language: renderingLang(),
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = await form.check({ token }, ([other]) =>
      setFailure(other ? m.account_reviewNotSentBecause({ reason: other }) : notSent()),
    );
    if (!checked) return;
    setSending(true);
    try {
      const answer = await api('POST /api/reviews', { body: checked });
      onSent(answer.message);
    } catch (error) {
      const hasFieldErrors = form.showServerErrors(error);
      setFailure(
        hasFieldErrors || !(error instanceof ApiError)
          ? notSent()
          : m.account_reviewNotSentBecause({ reason: error.message }),
      );
      setSending(false);
      if (document.activeElement === document.body) submitRef.current?.focus();
    }
  };

  return (
    <form ref={form.ref} noValidate onSubmit={submit} className="review-form">
      <p className="review-form__stay">
        {m.account_reviewQuestion({
          name: stay.firstName,
          hotel: stay.hotelName,
          room: stay.roomTitle,
          month: monthText(stay.stayMonth),
        })}
      </p>
      <fieldset
        className="review-form__stars"
        aria-invalid={form.errors.rating ? true : undefined}
        aria-describedby={form.errors.rating ? 'review-rating-error' : undefined}
      >
        <legend>{m.account_yourRating()}</legend>
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
        <legend>{m.account_moreRatings()}</legend>
        {subRatingKeys.map((key) => (
          <FormField key={key} as="select" label={SUB_RATING_TEXT[key]()} {...form.textField(key)}>
            <option value="">{m.account_notRated()}</option>
            {STARS.map((count) => (
              <option key={count} value={String(count)}>
                {starsText(count)}
              </option>
            ))}
          </FormField>
        ))}
      </fieldset>
      <FormField as="select" label={m.account_reviewLanguage()} {...form.textField('language')}>
        {reviewLanguages.map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </FormField>
      <FormField label={m.account_reviewTitle()} required {...form.textField('title')} />
      <FormField
        as="textarea"
        label={m.account_yourReview()}
        rows={6}
        required
        hint={m.account_reviewHint()}
        {...form.textField('text')}
      />
      <p className="review-form__note">{m.account_reviewNote()}</p>
      <div className="review-form__actions">
        <button ref={submitRef} type="submit" className="button button--teal" disabled={sending}>
          {sending ? m.account_sending() : m.account_sendReview()}
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
