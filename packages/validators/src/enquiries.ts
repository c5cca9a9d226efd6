import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { banquetStatuses, budgetRanges, cateringOptions } from './banquetTexts.js';
import { addDays, isCalendarDate, todayInIndia } from './dates.js';
import { email, message, personName, phone, says, shortText, text, wholeNumber } from './fields.js';

export * from './banquetTexts.js';

/** How far ahead the banquet hall takes enquiries. */
export const BANQUET_BOOK_AHEAD_DAYS = 730;

/** An event's date: a real date, from today in India, within BANQUET_BOOK_AHEAD_DAYS. */
const eventDay = (what: string, required: string) =>
  text(required)
    .min(1, required)
    // Each check passes what an earlier one refused, so a field gets one message.
    .refine(
      (date) => !date || isCalendarDate(date),
      `Please give ${what} as a date like 2027-03-14.`,
    )
    .refine((date) => !isCalendarDate(date) || date >= todayInIndia(), {
      error: `${what[0]?.toUpperCase()}${what.slice(1)} cannot be in the past.`,
    })
    .refine(
      (date) => !isCalendarDate(date) || date <= addDays(todayInIndia(), BANQUET_BOOK_AHEAD_DAYS),
      {
        error: () =>
          `We take enquiries up to two years ahead: please choose ${what} on or before ${addDays(todayInIndia(), BANQUET_BOOK_AHEAD_DAYS)}.`,
      },
    );

/** The number of guests: a whole number from JSON or a form's field, asked for when missing. */
const guestCount = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'Please enter the number of guests.'
          : 'The number of guests must be a number.',
    })
    .int('The number of guests must be a whole number.')
    .min(1, 'The number of guests must be at least 1.')
    .max(5000, 'The number of guests can be at most 5,000.'),
);

/** A field a form sends empty when left blank: empty is not given. */
const blankIsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const listOf = (keys: readonly string[]): string => {
  const quoted = keys.map((key) => `“${key}”`);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`
    : (quoted[0] ?? '');
};

/** Messages for a body that is not an object, or that carries fields the form does not have. */
const formBody = (what: string) => ({
  error: (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? `This form has no ${issue.keys.length === 1 ? 'field' : 'fields'} ${listOf(issue.keys)}.`
      : `Please send ${what} as a JSON object.`,
});

/** Runs a cross-field check only when the fields it reads have no issues of their own. */
const whenFieldsValid =
  (...fields: string[]) =>
  ({ issues }: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    issues.every((issue) => {
      const field = issue.path?.[0];
      return field !== undefined && !fields.includes(String(field));
    });

/** POST /api/banquet-enquiry (the source's fields). */
export const banquetEnquiry = z
  .strictObject(
    {
      name: personName,
      email,
      phone,
      message,
      category: shortText('the event category', 100),
      eventType: text('Please select an event.')
        .min(1, 'Please select an event.')
        .max(100, 'Please keep the event under 100 characters.')
        .describe('The event chosen from the category’s list.'),
      /** The source sends its dropdown's state too; empty means nothing was chosen there. */
      selectedEvent: text('Please select an event.')
        .max(100, 'Please keep the event under 100 characters.')
        .optional(),
      eventDate: eventDay('the event date', 'Please choose the date of the event.'),
      alternativeDate: blankIsMissing(
        eventDay('the alternative date', 'Please choose the alternative date.'),
      ),
      guests: guestCount,
      rooms: blankIsMissing(wholeNumber('The number of rooms', 0, 100)),
      nights: blankIsMissing(wholeNumber('The number of nights', 0, 30)),
      catering: blankIsMissing(
        z.enum(cateringOptions, 'Please choose vegetarian, non-vegetarian or Jain catering.'),
      ),
      budget: blankIsMissing(z.enum(budgetRanges, 'Please choose one of the budget ranges.')),
    },
    formBody('the enquiry'),
  )
  .refine((enquiry) => !enquiry.selectedEvent || enquiry.selectedEvent === enquiry.eventType, {
    path: ['eventType'],
    message: 'The selected event and the event type differ. Please select the event again.',
    when: whenFieldsValid('eventType', 'selectedEvent'),
  })
  .refine((enquiry) => enquiry.alternativeDate !== enquiry.eventDate, {
    path: ['alternativeDate'],
    message:
      'The alternative date is the event date: please choose another day, or leave it empty.',
    when: whenFieldsValid('eventDate', 'alternativeDate'),
  })
  .refine((enquiry) => !enquiry.rooms || (enquiry.nights ?? 0) > 0, {
    path: ['nights'],
    message: 'Please say for how many nights the rooms are needed.',
    when: whenFieldsValid('rooms', 'nights'),
  });

/** POST /api/admin/banquet/:id/status: the lead's next step in the pipeline, with a note. */
export const banquetStatusChange = z.strictObject({
  status: z.enum(banquetStatuses, 'Please choose the next step.'),
  note: blankIsMissing(
    text('Please write the note.', { multiline: true }).max(
      2000,
      'Please keep the note under 2,000 characters.',
    ),
  ),
});

/** POST /api/admin/banquet/:id/note: a note on the lead, its status unchanged. */
export const banquetNote = z.strictObject({
  note: text('Please write the note.', { multiline: true })
    .min(1, 'Please write the note.')
    .max(2000, 'Please keep the note under 2,000 characters.'),
});

/** GET /api/admin/banquet?status=. */
export const banquetPipelineQuery = z.object({
  status: blankIsMissing(z.enum(banquetStatuses, 'Please choose a status of the pipeline.')),
});

/** POST /api/sendemail: a contact page's message, with the property it is for. */
export const contactMessage = z.strictObject(
  {
    name: personName,
    phone,
    email,
    subject: text(m.api_enterSubject)
      .min(1, says(m.api_enterSubject))
      .max(150, says(m.api_subjectTooLong)),
    message,
    property: text(m.api_chooseHotelForMessage)
      .min(1, says(m.api_chooseHotelForMessage))
      .max(100, says(m.api_chooseOurHotel)),
  },
  formBody('the message'),
);

export type ContactMessage = z.output<typeof contactMessage>;
