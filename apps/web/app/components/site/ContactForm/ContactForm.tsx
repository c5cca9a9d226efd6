import { m } from '@hotel/i18n/messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError, api } from '../../../lib/api';
import type { LegalLinks } from '../../../lib/legalLinks';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { FormField } from '../../ui/FormField/FormField';
import { PersonFields } from '../../ui/PersonFields/PersonFields';
import { Toast, useToast } from '../../ui/Toast/Toast';
import { DetailsNotice } from '../LegalLinks/LegalLinks';
import './ContactForm.css';

const EMPTY = { name: '', phone: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;

/**
 * A contact page's 'SEND MESSAGE' form. Checked with the API's own schema before sending; on
 * success a popup confirms for 3 seconds and the fields clear; on failure the fields are kept,
 * with the server's messages by the fields they concern.
 */
export function ContactForm({
  heading,
  intro,
  property,
  legal,
}: {
  readonly heading: string;
  readonly intro: string;
  /** The property the message is for (its id). */
  readonly property: string;
  /** The privacy notice, linked below the form: it says how the message is used and kept. */
  readonly legal?: LegalLinks | undefined;
}) {
  const form = useCheckedForm(async () => (await loadValidators()).contactMessage, EMPTY);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const submitRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = await form.check({ property }, ([other]) =>
      setFailure(m.site_contactNotSentBecause({ reason: other ?? '' })),
    );
    if (!checked) return;
    setSending(true);
    try {
      await api('POST /api/sendemail', { body: checked });
      form.setValues(EMPTY);
      toast.show(m.site_contactSent());
    } catch (error) {
      const hasFieldErrors = form.showServerErrors(error);
      setFailure(
        hasFieldErrors || !(error instanceof ApiError)
          ? m.site_contactNotSent()
          : m.site_contactNotSentBecause({ reason: error.message }),
      );
    } finally {
      setSending(false);
      if (document.activeElement === document.body) submitRef.current?.focus();
    }
  };

  const common = (field: Field) => ({ ...form.textField(field), required: true });

  return (
    <section className="contact-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-form__heading">
        {heading}
      </h2>
      <p className="contact-form__intro">{intro}</p>
      <form ref={form.ref} noValidate onSubmit={submit} className="contact-form__form">
        <PersonFields
          name={{ label: m.site_fieldName(), ...form.textField('name') }}
          phone={{ label: m.site_fieldPhone(), ...form.textField('phone') }}
          email={{ label: m.site_fieldEmail(), ...form.textField('email') }}
        />
        <FormField
          label={m.site_fieldSubject()}
          className="contact-form__wide"
          {...common('subject')}
        />
        <FormField
          as="textarea"
          label={m.site_fieldMessage()}
          rows={5}
          className="contact-form__wide"
          {...common('message')}
        />
        <div className="contact-form__actions">
          <button
            ref={submitRef}
            type="submit"
            className="button button--teal contact-form__submit"
            disabled={sending}
          >
            {sending ? m.site_contactSending() : m.site_contactSend()}
          </button>
          {failure ? (
            <p className="contact-form__failure" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
        {legal ? <DetailsNotice links={legal} /> : null}
      </form>
      <Toast message={toast.message} />
    </section>
  );
}
