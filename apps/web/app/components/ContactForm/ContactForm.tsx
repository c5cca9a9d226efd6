import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError, callApi } from '../../lib/api';
import { loadValidators } from '../../lib/validators';
import { FormField } from '../FormField/FormField';
import { Toast, useToast } from '../Toast/Toast';
import './ContactForm.css';
import { fieldErrors, otherIssues } from '../../lib/fieldErrors';

const FIELDS = ['name', 'phone', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', phone: '', email: '', subject: '', message: '' };

export const SENT = 'Form submitted successfully!';
export const NOT_SENT = 'Failed to send message.';

const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

/**
 * A contact page's 'SEND MESSAGE' form. Checked with the API's own schema before sending; on
 * success a popup confirms for 3 seconds and the fields clear; on failure the fields are kept,
 * with the server's messages by the fields they concern.
 */
export function ContactForm({
  heading,
  intro,
  property,
}: {
  readonly heading: string;
  readonly intro: string;
  /** The property the message is for (its id). */
  readonly property: string;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const focusField = (field: Field | undefined) => {
    const control = field ? formRef.current?.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    focusField(FIELDS.find((field) => found[field]));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const { contactMessage } = await loadValidators();
    const checked = contactMessage.safeParse({ ...values, property });
    if (!checked.success) {
      const other = otherIssues(checked.error.issues, FIELDS)[0];
      if (other) setFailure(`${NOT_SENT} ${other}`);
      showErrors(fieldErrors(checked.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await callApi('/api/sendemail', { body: checked.data });
      setValues(EMPTY);
      toast.show(SENT);
    } catch (error) {
      const api = error instanceof ApiError ? error : null;
      const fromServer = Object.fromEntries(
        Object.entries(api?.fields ?? {}).filter(([field]) => isField(field)),
      ) as Partial<Record<Field, string>>;
      const hasFieldErrors = Object.keys(fromServer).length > 0;
      setFailure(hasFieldErrors || !api ? NOT_SENT : `${NOT_SENT} ${api.message}`);
      if (hasFieldErrors) showErrors(fromServer);
    } finally {
      setSending(false);
      if (document.activeElement === document.body) submitRef.current?.focus();
    }
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const common = (field: Field) => ({
    name: field,
    required: true,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <section className="contact-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-form__heading">
        {heading}
      </h2>
      <p className="contact-form__intro">{intro}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="contact-form__form">
        <FormField label="Name" autoComplete="name" {...common('name')} />
        <FormField label="Phone" type="tel" autoComplete="tel" {...common('phone')} />
        <FormField label="Email" type="email" autoComplete="email" {...common('email')} />
        <FormField label="Subject" className="contact-form__wide" {...common('subject')} />
        <FormField
          as="textarea"
          label="Message"
          rows={5}
          className="contact-form__wide"
          {...common('message')}
        />
        <div className="contact-form__actions">
          <button ref={submitRef} type="submit" className="contact-form__submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send Message'}
          </button>
          {failure ? (
            <p className="contact-form__failure" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      </form>
      <Toast message={toast.message} />
    </section>
  );
}
