import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, callApi } from '../../lib/api';
import { loadValidators } from '../../lib/validators';
import { Dialog } from '../Dialog/Dialog';
import { FormField } from '../FormField/FormField';
import './BanquetEnquiryDialog.css';
import { fieldErrors } from '../../lib/fieldErrors';

export interface EnquiryCategory {
  readonly title: string;
  readonly events: readonly string[];
}

export interface BanquetEnquiryDialogProps {
  /** The category whose Contact Us button opened the dialog; null while it is closed. */
  readonly category: EnquiryCategory | null;
  readonly onClose: () => void;
  /** How long the thank-you message stays before the dialog closes by itself. */
  readonly autoCloseMs?: number;
}

export const ENQUIRY_SENT = 'Thank you for your enquiry! We will get back to you soon.';
export const ENQUIRY_FAILED = 'There was an error submitting your enquiry. Please try again.';

/**
 * The banquet enquiry form in a modal. Every opening starts afresh (the form lives only while
 * the dialog is open), so the event selection and the status are always cleared.
 */
export function BanquetEnquiryDialog({
  category,
  onClose,
  autoCloseMs = 3000,
}: BanquetEnquiryDialogProps) {
  return (
    <Dialog
      open={category !== null}
      title={category ? `Enquire about ${category.title}` : ''}
      onClose={onClose}
      className="enquiry-dialog"
    >
      {category ? (
        <EnquiryForm category={category} onClose={onClose} autoCloseMs={autoCloseMs} />
      ) : null}
    </Dialog>
  );
}

type FieldName = 'name' | 'email' | 'phone' | 'eventType' | 'message';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;
type Phase = 'editing' | 'sending' | 'sent' | 'failed';

const FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'eventType', 'message'];
const EMPTY: Values = { name: '', email: '', phone: '', eventType: '', message: '' };
const isField = (name: unknown): name is FieldName => FIELDS.includes(name as FieldName);

function EnquiryForm({
  category,
  onClose,
  autoCloseMs,
}: {
  readonly category: EnquiryCategory;
  readonly onClose: () => void;
  readonly autoCloseMs: number;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const formRef = useRef<HTMLFormElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const requestRef = useRef<AbortController | null>(null);

  useEffect(() => () => requestRef.current?.abort(), []);

  useEffect(() => {
    if (phase !== 'sent') return undefined;
    closeRef.current?.focus();
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [phase, onClose, autoCloseMs]);

  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const enquiry = { ...values, category: category.title, selectedEvent: values.eventType };
    const { banquetEnquiry } = await loadValidators();
    const parsed = banquetEnquiry.safeParse(enquiry);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setPhase('sending');
    const request = new AbortController();
    requestRef.current = request;
    try {
      await callApi('/api/banquet-enquiry', { body: parsed.data, signal: request.signal });
      setValues(EMPTY);
      setPhase('sent');
    } catch (error) {
      if (request.signal.aborted) return;
      console.error('The banquet enquiry was not sent:', error);
      setPhase('failed');
      if (error instanceof ApiError) {
        const found: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fields)) {
          if (isField(field)) found[field] = message;
        }
        if (Object.keys(found).length > 0) showErrors(found);
      }
    }
  };

  const sending = phase === 'sending';

  return (
    <div className="enquiry-dialog__body">
      <p className="enquiry-dialog__status" role="status">
        {phase === 'sent' ? ENQUIRY_SENT : ''}
      </p>
      {phase === 'sent' ? (
        <div className="enquiry-dialog__actions">
          <button
            ref={closeRef}
            type="button"
            className="enquiry-dialog__primary"
            onClick={onClose}
          >
            Close
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          className="enquiry-dialog__form"
          noValidate
          aria-busy={sending}
          onSubmit={onSubmit}
        >
          {phase === 'failed' ? (
            <p className="enquiry-dialog__failure" role="alert">
              {ENQUIRY_FAILED}
            </p>
          ) : null}
          <FormField
            label="Name"
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <FormField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => set('email', event.currentTarget.value)}
          />
          <FormField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            error={errors.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
          />
          <FormField
            as="select"
            label="Event"
            name="eventType"
            required
            value={values.eventType}
            error={errors.eventType}
            onChange={(event) => set('eventType', event.currentTarget.value)}
          >
            <option value="">Select an event</option>
            {category.events.map((eventName) => (
              <option key={eventName} value={eventName}>
                {eventName}
              </option>
            ))}
          </FormField>
          <FormField
            as="textarea"
            label="Message"
            name="message"
            rows={4}
            required
            value={values.message}
            error={errors.message}
            onChange={(event) => set('message', event.currentTarget.value)}
          />
          <div className="enquiry-dialog__actions">
            <button
              type="button"
              className="enquiry-dialog__secondary"
              disabled={sending}
              onClick={onClose}
            >
              Cancel
            </button>
            <button type="submit" className="enquiry-dialog__primary" disabled={sending}>
              {sending ? 'Sending...' : 'Submit'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
