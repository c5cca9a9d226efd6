import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { Dialog } from '../../ui/Dialog/Dialog';
import { FormField } from '../../ui/FormField/FormField';
import './BanquetEnquiryDialog.css';

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

type Phase = 'editing' | 'sending' | 'sent' | 'failed';

const EMPTY = { name: '', email: '', phone: '', eventType: '', message: '' };

function EnquiryForm({
  category,
  onClose,
  autoCloseMs,
}: {
  readonly category: EnquiryCategory;
  readonly onClose: () => void;
  readonly autoCloseMs: number;
}) {
  const form = useCheckedForm(async () => (await loadValidators()).banquetEnquiry, EMPTY);
  const [phase, setPhase] = useState<Phase>('editing');
  const closeRef = useRef<HTMLButtonElement>(null);
  const requestRef = useRef<AbortController | null>(null);

  useEffect(() => () => requestRef.current?.abort(), []);

  useEffect(() => {
    if (phase !== 'sent') return undefined;
    closeRef.current?.focus();
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [phase, onClose, autoCloseMs]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const enquiry = await form.check({
      category: category.title,
      selectedEvent: form.values.eventType,
    });
    if (!enquiry) return;
    setPhase('sending');
    const request = new AbortController();
    requestRef.current = request;
    try {
      await api('POST /api/banquet-enquiry', { body: enquiry, signal: request.signal });
      form.setValues(EMPTY);
      setPhase('sent');
    } catch (error) {
      if (request.signal.aborted) return;
      console.error('The banquet enquiry was not sent:', error);
      setPhase('failed');
      form.showServerErrors(error);
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
          ref={form.ref}
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
            {...form.textField('name')}
            type="text"
            autoComplete="name"
            required
          />
          <FormField
            label="Email"
            {...form.textField('email')}
            type="email"
            autoComplete="email"
            required
          />
          <FormField
            label="Phone"
            {...form.textField('phone')}
            type="tel"
            autoComplete="tel"
            required
          />
          <FormField as="select" label="Event" {...form.textField('eventType')} required>
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
            {...form.textField('message')}
            rows={4}
            required
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
