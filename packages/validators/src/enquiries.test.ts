import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dayInIndia } from './dates.js';
import { banquetEnquiry, contactMessage } from './enquiries.js';

const enquiry = {
  name: ' Asha Patil ',
  email: 'asha.patil@example.com',
  phone: '+91 98765 43210',
  message: 'A reception for 300 guests.',
  category: 'Social & Personal Events',
  eventType: 'Wedding Reception',
  selectedEvent: 'Wedding Reception',
  eventDate: dayInIndia(60),
  guests: 300,
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
      eventDate: 'Please choose the date of the event.',
      guests: 'Please enter the number of guests.',
    });
  });

  it('takes the lead’s fields from a form (text) or JSON, blanks as not given', () => {
    expect(
      banquetEnquiry.parse({
        ...enquiry,
        alternativeDate: dayInIndia(61),
        guests: '250',
        rooms: '8',
        nights: '2',
        catering: 'jain',
        budget: '5-10-lakh',
      }),
    ).toMatchObject({ guests: 250, rooms: 8, nights: 2, catering: 'jain', budget: '5-10-lakh' });
    const blank = banquetEnquiry.parse({
      ...enquiry,
      alternativeDate: '',
      rooms: '',
      nights: '',
      catering: '',
      budget: '',
    });
    expect(blank).not.toHaveProperty('alternativeDate', expect.anything());
    expect(blank.rooms).toBeUndefined();
    expect(blank.catering).toBeUndefined();
  });

  it('names each bad lead field with a message', () => {
    expect(
      problems(banquetEnquiry, {
        ...enquiry,
        eventDate: dayInIndia(-1),
        alternativeDate: '14/03/2027',
        guests: 0,
        rooms: 3,
        catering: 'vegan',
        budget: 'lots',
      }),
    ).toEqual({
      eventDate: 'The event date cannot be in the past.',
      alternativeDate: 'Please give the alternative date as a date like 2027-03-14.',
      guests: 'The number of guests must be at least 1.',
      catering: 'Please choose vegetarian, non-vegetarian or Jain catering.',
      budget: 'Please choose one of the budget ranges.',
      nights: 'Please say for how many nights the rooms are needed.',
    });
    expect(problems(banquetEnquiry, { ...enquiry, alternativeDate: enquiry.eventDate })).toEqual({
      alternativeDate:
        'The alternative date is the event date: please choose another day, or leave it empty.',
    });
    expect(problems(banquetEnquiry, { ...enquiry, eventDate: dayInIndia(800) }).eventDate).toBe(
      `We take enquiries up to two years ahead: please choose the event date on or before ${dayInIndia(730)}.`,
    );
  });

  it('refuses fields the form does not have, by name', () => {
    expect(problems(banquetEnquiry, { ...enquiry, price: 1, total: 300 })).toEqual({
      _: 'This form has no fields “price” and “total”.',
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
