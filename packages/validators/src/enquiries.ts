import { z } from 'zod';
import { email, id, message, personName, phone, shortText } from './fields.js';

/** POST /api/banquet-enquiry (the source's fields). */
export const banquetEnquiry = z.strictObject({
  name: personName,
  email,
  phone,
  message,
  category: shortText('the event category'),
  eventType: shortText('the event', 100).describe('The event chosen from the category’s list.'),
  selectedEvent: shortText('the event', 100).optional(),
});

/** POST /api/sendemail: a contact page's message, with the property it is for. */
export const contactMessage = z.strictObject({
  name: personName,
  phone,
  email,
  subject: shortText('a subject'),
  message,
  property: id,
});
