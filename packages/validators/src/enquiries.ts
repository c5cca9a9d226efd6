import { z } from 'zod';
import { email, message, personName, phone, shortText, text } from './fields.js';

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
    },
    formBody('the enquiry'),
  )
  .refine((enquiry) => !enquiry.selectedEvent || enquiry.selectedEvent === enquiry.eventType, {
    path: ['eventType'],
    message: 'The selected event and the event type differ. Please select the event again.',
    when: whenFieldsValid('eventType', 'selectedEvent'),
  });

/** POST /api/sendemail: a contact page's message, with the property it is for. */
export const contactMessage = z.strictObject(
  {
    name: personName,
    phone,
    email,
    subject: shortText('a subject'),
    message,
    property: text('Please choose the hotel your message is for.')
      .min(1, 'Please choose the hotel your message is for.')
      .max(100, 'Please choose one of our hotels.'),
  },
  formBody('the message'),
);

export type ContactMessage = z.output<typeof contactMessage>;
