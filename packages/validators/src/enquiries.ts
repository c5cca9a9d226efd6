import { m } from '@hotel/i18n/messages';
import { z } from 'zod';
import { banquetStatuses, budgetRanges, cateringOptions } from './banquetTexts.js';
import { addDays, isCalendarDate, todayInIndia } from './dates.js';
import { email, message, personName, phone, says, shortText, text, wholeNumber } from './fields.js';

export * from './banquetTexts.js';

/** How far ahead the banquet hall takes enquiries. */
export const BANQUET_BOOK_AHEAD_DAYS = 730;

/** An event date's messages, each a whole sentence of the catalog (`tooFar` names the last day). */
interface EventDayMessages {
  readonly required: () => string;
  readonly notADate: () => string;
  readonly past: () => string;
  readonly tooFar: (inputs: { date: string }) => string;
}

/** An event's date: a real date, from today in India, within BANQUET_BOOK_AHEAD_DAYS. */
const eventDay = (messages: EventDayMessages) =>
  text(messages.required)
    .min(1, says(messages.required))
    // Each check passes what an earlier one refused, so a field gets one message.
    .refine((date) => !date || isCalendarDate(date), says(messages.notADate))
    .refine((date) => !isCalendarDate(date) || date >= todayInIndia(), says(messages.past))
    .refine(
      (date) => !isCalendarDate(date) || date <= addDays(todayInIndia(), BANQUET_BOOK_AHEAD_DAYS),
      says(() => messages.tooFar({ date: addDays(todayInIndia(), BANQUET_BOOK_AHEAD_DAYS) })),
    );

/** The most guests an enquiry may give (Latin digits, grouped the Indian way, in every language). */
const MAX_GUESTS = 5000;

/** The number of guests: a whole number from JSON or a form's field, asked for when missing. */
const guestCount = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? m.fields_enterGuests()
          : m.fields_guestsNotANumber(),
    })
    .int(says(m.fields_guestsNotWhole))
    .min(
      1,
      says(() => m.fields_guestsTooFew({ min: 1 })),
    )
    .max(
      MAX_GUESTS,
      says(() => m.fields_guestsTooMany({ max: MAX_GUESTS.toLocaleString('en-IN') })),
    ),
);

/** A field a form sends empty when left blank: empty is not given. */
const blankIsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Field names, quoted, as a list in the language being rendered: “a”, “b” and “c”. */
const listOf = (keys: readonly string[]): string => {
  const quoted = keys.map((key) => `“${key}”`);
  const last = quoted.at(-1) ?? '';
  return quoted.length > 1
    ? m.fields_listAnd({ first: quoted.slice(0, -1).join(', '), last })
    : last;
};

/** Messages for a body that is not an object, or that carries fields the form does not have. */
const formBody = (notAnObject: () => string) => ({
  error: (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? m.fields_formHasNoFields({ count: issue.keys.length, fields: listOf(issue.keys) })
      : notAnObject(),
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
      category: shortText(
        { required: m.fields_enterEventCategory, tooLong: m.fields_eventCategoryTooLong },
        100,
      ),
      eventType: text(m.fields_selectEvent)
        .min(1, says(m.fields_selectEvent))
        .max(
          100,
          says(() => m.fields_eventTooLong({ max: 100 })),
        )
        .describe('The event chosen from the category’s list.'),
      /** The source sends its dropdown's state too; empty means nothing was chosen there. */
      selectedEvent: text(m.fields_selectEvent)
        .max(
          100,
          says(() => m.fields_eventTooLong({ max: 100 })),
        )
        .optional(),
      eventDate: eventDay({
        required: m.fields_chooseEventDate,
        notADate: m.fields_eventDateNotADate,
        past: m.fields_eventDatePast,
        tooFar: m.fields_eventDateTooFar,
      }),
      alternativeDate: blankIsMissing(
        eventDay({
          required: m.fields_chooseAlternativeDate,
          notADate: m.fields_alternativeDateNotADate,
          past: m.fields_alternativeDatePast,
          tooFar: m.fields_alternativeDateTooFar,
        }),
      ),
      guests: guestCount,
      rooms: blankIsMissing(wholeNumber(m.fields_labelTheNumberOfRooms, 0, 100)),
      nights: blankIsMissing(wholeNumber(m.fields_labelTheNumberOfNights, 0, 30)),
      catering: blankIsMissing(z.enum(cateringOptions, says(m.fields_chooseCatering))),
      budget: blankIsMissing(z.enum(budgetRanges, says(m.fields_chooseBudget))),
    },
    formBody(m.fields_enquiryNotAnObject),
  )
  .refine((enquiry) => !enquiry.selectedEvent || enquiry.selectedEvent === enquiry.eventType, {
    path: ['eventType'],
    error: () => m.fields_selectedEventDiffers(),
    when: whenFieldsValid('eventType', 'selectedEvent'),
  })
  .refine((enquiry) => enquiry.alternativeDate !== enquiry.eventDate, {
    path: ['alternativeDate'],
    error: () => m.fields_alternativeDateIsEventDate(),
    when: whenFieldsValid('eventDate', 'alternativeDate'),
  })
  .refine((enquiry) => !enquiry.rooms || (enquiry.nights ?? 0) > 0, {
    path: ['nights'],
    error: () => m.fields_nightsForRooms(),
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
  formBody(m.fields_messageNotAnObject),
);

export type ContactMessage = z.output<typeof contactMessage>;
