import { m } from '@hotel/i18n/messages';
import {
  type BudgetRange,
  budgetRanges,
  type Catering,
  cateringOptions,
} from '@hotel/validators/banquetTexts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { useCheckedForm } from '../../../lib/useCheckedForm';
import { loadValidators } from '../../../lib/validators';
import { Dialog } from '../../ui/Dialog/Dialog';
import { FormField } from '../../ui/FormField/FormField';
import { PersonFields } from '../../ui/PersonFields/PersonFields';
import { enquiryDraft } from './enquiryDraft';
import './BanquetEnquiryDialog.css';

export interface EnquiryCategory {
  readonly id: string;
  readonly title: string;
  readonly events: readonly string[];
  readonly capacity: { readonly seated: number; readonly floating: number };
}

export interface BanquetEnquiryDialogProps {
  /** The category whose Contact Us button opened the dialog; null while it is closed. */
  readonly category: EnquiryCategory | null;
  readonly onClose: () => void;
}

/** The form's choices in the guest's language (the desk keeps @hotel/validators' English). */
const cateringLabels: Record<Catering, () => string> = {
  veg: m.site_cateringVeg,
  'non-veg': m.site_cateringNonVeg,
  jain: m.site_cateringJain,
};
const budgetLabels: Record<BudgetRange, () => string> = {
  'under-1-lakh': m.site_budgetUnder1Lakh,
  '1-3-lakh': m.site_budget1To3Lakh,
  '3-5-lakh': m.site_budget3To5Lakh,
  '5-10-lakh': m.site_budget5To10Lakh,
  'over-10-lakh': m.site_budgetOver10Lakh,
};

/**
 * The banquet enquiry form in a modal: the lead the banquet manager needs (event, dates, guests,
 * rooms, catering, budget, contact). What is typed is kept as a draft of the category until it is
 * sent, so Cancel loses nothing; the answer names the lead's reference and when the manager calls.
 */
export function BanquetEnquiryDialog({ category, onClose }: BanquetEnquiryDialogProps) {
  return (
    <Dialog
      open={category !== null}
      title={category ? m.site_enquireAbout({ category: category.title }) : ''}
      onClose={onClose}
      className="enquiry-dialog"
    >
      {category ? <EnquiryForm key={category.id} category={category} onClose={onClose} /> : null}
    </Dialog>
  );
}

type Phase = 'editing' | 'sending' | 'sent' | 'failed';

/** The fields in the order the form shows them (the first in error takes the focus). */
const EMPTY = {
  eventType: '',
  eventDate: '',
  alternativeDate: '',
  guests: '',
  rooms: '',
  nights: '',
  catering: '',
  budget: '',
  name: '',
  phone: '',
  email: '',
  message: '',
};

function EnquiryForm({
  category,
  onClose,
}: {
  readonly category: EnquiryCategory;
  readonly onClose: () => void;
}) {
  const form = useCheckedForm(async () => (await loadValidators()).banquetEnquiry, {
    ...EMPTY,
    ...enquiryDraft.read(category.id),
  });
  const [phase, setPhase] = useState<Phase>('editing');
  const [thanks, setThanks] = useState('');
  const closeRef = useRef<HTMLButtonElement>(null);
  const requestRef = useRef<AbortController | null>(null);

  useEffect(() => () => requestRef.current?.abort(), []);
  // Every change is kept until the enquiry is sent.
  useEffect(() => {
    if (phase !== 'sent') enquiryDraft.save(category.id, form.values);
  }, [category.id, form.values, phase]);
  useEffect(() => {
    if (phase === 'sent') closeRef.current?.focus();
  }, [phase]);

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
      const answer = await api('POST /api/banquet-enquiry', {
        body: enquiry,
        signal: request.signal,
      });
      enquiryDraft.forget(category.id);
      setThanks(answer.message);
      setPhase('sent');
    } catch (error) {
      if (request.signal.aborted) return;
      console.error('The banquet enquiry was not sent:', error);
      setPhase('failed');
      form.showServerErrors(error);
    }
  };

  const sending = phase === 'sending';
  const { seated, floating } = category.capacity;

  return (
    <div className="enquiry-dialog__body">
      <p className="enquiry-dialog__status" role="status">
        {phase === 'sent' ? thanks : ''}
      </p>
      {phase === 'sent' ? (
        <div className="enquiry-dialog__actions">
          <button
            ref={closeRef}
            type="button"
            className="enquiry-dialog__primary"
            onClick={onClose}
          >
            {m.site_close()}
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
              {m.site_enquiryFailed()}
            </p>
          ) : null}
          <p className="enquiry-dialog__note">{m.site_enquiryNote({ seated, floating })}</p>
          <FormField
            as="select"
            label={m.site_enquiryEvent()}
            {...form.textField('eventType')}
            required
          >
            <option value="">{m.site_enquiryChooseEvent()}</option>
            {category.events.map((eventName) => (
              <option key={eventName} value={eventName}>
                {eventName}
              </option>
            ))}
          </FormField>
          <div className="enquiry-dialog__pair">
            <FormField
              label={m.site_enquiryEventDate()}
              type="date"
              {...form.textField('eventDate')}
              required
            />
            <FormField
              label={m.site_enquiryAlternativeDate()}
              type="date"
              {...form.textField('alternativeDate')}
            />
          </div>
          <FormField
            label={m.site_enquiryGuests()}
            type="number"
            inputMode="numeric"
            min={1}
            max={floating}
            {...form.textField('guests')}
            required
          />
          <div className="enquiry-dialog__pair">
            <FormField
              label={m.site_enquiryRooms()}
              type="number"
              inputMode="numeric"
              min={0}
              {...form.textField('rooms')}
            />
            <FormField
              label={m.site_enquiryNights()}
              type="number"
              inputMode="numeric"
              min={0}
              {...form.textField('nights')}
            />
          </div>
          <div className="enquiry-dialog__pair">
            <FormField as="select" label={m.site_enquiryCatering()} {...form.textField('catering')}>
              <option value="">{m.site_enquiryNotDecided()}</option>
              {cateringOptions.map((option) => (
                <option key={option} value={option}>
                  {cateringLabels[option]()}
                </option>
              ))}
            </FormField>
            <FormField as="select" label={m.site_enquiryBudget()} {...form.textField('budget')}>
              <option value="">{m.site_enquiryNotDecided()}</option>
              {budgetRanges.map((range) => (
                <option key={range} value={range}>
                  {budgetLabels[range]()}
                </option>
              ))}
            </FormField>
          </div>
          <PersonFields
            name={{ label: m.site_fieldName(), ...form.textField('name') }}
            phone={{ label: m.site_enquiryMobile(), ...form.textField('phone') }}
            email={{ label: m.site_fieldEmail(), ...form.textField('email') }}
          />
          <FormField
            as="textarea"
            label={m.site_fieldMessage()}
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
              {m.site_cancel()}
            </button>
            <button type="submit" className="enquiry-dialog__primary" disabled={sending}>
              {sending ? m.site_enquirySending() : m.site_submit()}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
