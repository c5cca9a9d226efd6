import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { banquetEnquiry, contactMessage } from './enquiries.js';

const enquiry = {
  name: ' Asha Patil ',
  email: 'asha.patil@example.com',
  phone: '+91 98765 43210',
  message: 'A reception for 300 guests.',
  category: 'Social & Personal Events',
  eventType: 'Wedding Reception',
  selectedEvent: 'Wedding Reception',
};

const contact = {
  name: 'Rohan Deshmukh',
  phone: '98765 43210',
  email: 'rohan.d@example.com',
  subject: 'Early check-in',
  message: 'Could we check in early?',
  property: 'hotel-grand-imperial',
};

/** Each problem as the form shows it: field → message. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.') || '_', issue.message]),
  );
}

describe('banquetEnquiry', () => {
  it('reads the source’s fields, trimmed', () => {
    expect(banquetEnquiry.parse(enquiry)).toEqual({ ...enquiry, name: 'Asha Patil' });
  });

  it.each([
    ['left out', undefined],
    ['left empty by the dropdown', ''],
  ])('takes an enquiry whose selectedEvent is %s', (_case, selectedEvent) => {
    expect(banquetEnquiry.safeParse({ ...enquiry, selectedEvent }).success).toBe(true);
  });

  it('asks for the event again when the selected event and the event type differ', () => {
    expect(problems(banquetEnquiry, { ...enquiry, selectedEvent: 'Haldi Ceremony' })).toEqual({
      eventType: 'The selected event and the event type differ. Please select the event again.',
    });
  });

  it('names every missing field at once', () => {
    expect(problems(banquetEnquiry, {})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
      message: 'Please enter a message.',
      category: 'Please enter the event category.',
      eventType: 'Please select an event.',
    });
  });

  it('refuses fields the form does not have, by name', () => {
    expect(problems(banquetEnquiry, { ...enquiry, budget: 1, guests: 300 })).toEqual({
      _: 'This form has no fields “budget” and “guests”.',
    });
  });

  it.each([null, [], 'enquiry'])('asks for a JSON object instead of %j', (input) => {
    expect(problems(banquetEnquiry, input)).toEqual({
      _: 'Please send the enquiry as a JSON object.',
    });
  });
});

describe('contactMessage', () => {
  it('reads the contact form’s fields and the property', () => {
    expect(contactMessage.parse(contact)).toEqual(contact);
  });

  it('names every missing field at once', () => {
    expect(problems(contactMessage, {})).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter your phone number.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter a message.',
      property: 'Please choose the hotel your message is for.',
    });
  });

  it('refuses an unknown field by name', () => {
    expect(problems(contactMessage, { ...contact, formSubject: 'Hi' })).toEqual({
      _: 'This form has no field “formSubject”.',
    });
  });

  it('limits the subject to 150 characters', () => {
    expect(problems(contactMessage, { ...contact, subject: 's'.repeat(151) })).toEqual({
      subject: 'Please keep a subject under 150 characters.',
    });
    expect(contactMessage.safeParse({ ...contact, subject: 's'.repeat(150) }).success).toBe(true);
  });
});
