import { banquet, getProperty } from '@hotel/content';
import { dayInIndia } from '@hotel/validators/dates';
import { expect } from 'vitest';
import { banquetEnquiries, contactMessages } from '../db/schema.js';
import type { TestApp } from './testApp.js';

type Fields = Record<string, string>;
/** A refused form: what the case is, what is changed in the good form, the messages by field. */
export type Refusal = readonly [name: string, change: Record<string, unknown>, messages: Fields];

/** What the tests of a visitor's form need to know of it; ./forms.test.ts runs them for each. */
export interface VisitorFormCase {
  readonly url: '/api/banquet-enquiry' | '/api/sendemail';
  /** A good form, as the site sends it. */
  readonly form: Record<string, unknown>;
  readonly table: 'banquet_enquiries' | 'contact_messages';
  readonly rows: (t: TestApp) => unknown[];
  /** The stored row of the good form (its `createdAt` aside). */
  readonly stored: Record<string, unknown>;
  /** The answer to the good form, less its `id` (matchers where it varies). */
  readonly answer: Record<string, unknown>;
  readonly mail: {
    readonly to: string | undefined;
    readonly subject: string;
    /** Lines of the mail's text, each checked in turn. */
    readonly says: readonly string[];
    /** What the footer calls the form: 'Enquiry no. 1, received …'. */
    readonly kind: string;
  };
  /** The message for a body that is not a JSON object. */
  readonly notAnObject: string;
  readonly refusals: readonly Refusal[];
}

const enquiryMessage =
  'We would like the hall for a reception of about 300 guests\non 12 December.';

/** A banquet enquiry as it is stored: the form less its dropdown's state. */
const enquiry = {
  name: 'Asha Patil',
  email: 'asha.patil@example.com',
  phone: '+91 98765 43210',
  message: enquiryMessage,
  category: 'Social & Personal Events',
  eventType: 'Wedding Reception',
  eventDate: dayInIndia(60),
  alternativeDate: dayInIndia(67),
  guests: 300,
  rooms: 12,
  nights: 2,
  catering: 'jain',
  budget: '5-10-lakh',
};

/** A lead's reference: the content's prefix and six characters with no 0/O or 1/I. */
export const LEAD_REFERENCE = /^BQT-[2-9A-HJ-NP-Z]{6}$/;

export const banquetEnquiryForm: VisitorFormCase = {
  url: '/api/banquet-enquiry',
  form: { ...enquiry, selectedEvent: 'Wedding Reception' },
  table: 'banquet_enquiries',
  rows: (t) => t.app.db.select().from(banquetEnquiries).all(),
  stored: {
    id: 1,
    ...enquiry,
    reference: expect.stringMatching(LEAD_REFERENCE),
    status: 'new',
  },
  answer: {
    reference: expect.stringMatching(LEAD_REFERENCE),
    message: expect.stringMatching(
      new RegExp(
        `^Thank you for your enquiry! Your reference is BQT-\\w{6}\\. ${banquet.enquiry.callBack.replace(/[()]/g, '\\$&')}$`,
      ),
    ),
  },
  mail: {
    to: banquet.email,
    subject: expect.stringMatching(
      /^Banquet enquiry BQT-\w{6}: Wedding Reception \(Social & Personal Events\) from Asha Patil$/,
    ),
    says: [
      'A visitor sent a banquet enquiry from the website. Please call them back.\n',
      'Reference: BQT-',
      'Name:      Asha Patil',
      'E-mail:    asha.patil@example.com',
      'Phone:     +91 98765 43210',
      'Category:  Social & Personal Events',
      'Event:     Wedding Reception',
      `Date:      ${dayInIndia(60)}`,
      `Or else:   ${dayInIndia(67)}`,
      'Guests:    300',
      'Rooms:     12 for 2 nights',
      'Catering:  Jain',
      'Budget:    ₹5–10 lakh',
      `Message:\n${enquiryMessage}\n`,
    ],
    kind: 'Enquiry',
  },
  notAnObject: 'Please send the enquiry as a JSON object.',
  refusals: [
    [
      'a category we do not host',
      { category: 'Sports Events' },
      { category: 'Please choose one of our event categories.' },
    ],
    [
      'an event of another category',
      { eventType: 'Product Launch', selectedEvent: 'Product Launch' },
      { eventType: 'Please select an event from Social & Personal Events.' },
    ],
    [
      'an event we do not list',
      { eventType: 'Cricket Match', selectedEvent: 'Cricket Match' },
      { eventType: 'Please select an event from Social & Personal Events.' },
    ],
    [
      'a selected event other than the event type',
      { selectedEvent: 'Haldi Ceremony' },
      { eventType: 'The selected event and the event type differ. Please select the event again.' },
    ],
    [
      'a field of the wrong type',
      { phone: 9876543210, eventType: ['Wedding Reception'] },
      { phone: 'Please enter your phone number.', eventType: 'Please select an event.' },
    ],
    [
      'an event that is too long',
      { eventType: 'x'.repeat(101), selectedEvent: undefined },
      { eventType: 'Please keep the event under 100 characters.' },
    ],
    [
      'several problems at once, each named',
      { name: '', category: 'Sports Events', email: 'nobody' },
      {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        category: 'Please choose one of our event categories.',
      },
    ],
  ],
};

const contactMessage = 'Our train arrives at 6 am on Friday. Could we check in early?';
const grandImperial = getProperty('hotel-grand-imperial');

const contact = {
  name: 'Rohan Deshmukh',
  phone: '98765 43210',
  email: 'rohan.d@example.com',
  subject: 'Early check-in',
  message: contactMessage,
};

export const contactForm: VisitorFormCase = {
  url: '/api/sendemail',
  form: { ...contact, property: 'hotel-grand-imperial' },
  table: 'contact_messages',
  rows: (t) => t.app.db.select().from(contactMessages).all(),
  stored: { id: 1, propertyId: 'hotel-grand-imperial', ...contact },
  answer: { message: 'Form submitted successfully!' },
  mail: {
    to: grandImperial?.email,
    subject: 'Website message: Early check-in (from Rohan Deshmukh)',
    says: [
      `A visitor sent a message to ${grandImperial?.name} from the website's contact page.\n`,
      'Name:      Rohan Deshmukh',
      'Phone:     98765 43210',
      'E-mail:    rohan.d@example.com',
      'Subject:   Early check-in',
      `Message:\n${contactMessage}\n`,
    ],
    kind: 'Message',
  },
  notAnObject: 'Please send the message as a JSON object.',
  refusals: [
    [
      'a property we do not have',
      { property: 'hotel-elsewhere' },
      { property: 'Please choose one of our hotels.' },
    ],
    [
      'a missing property',
      { property: undefined },
      { property: 'Please choose the hotel your message is for.' },
    ],
    ['a missing subject', { subject: undefined }, { subject: 'Please enter a subject.' }],
    [
      'the first contact variants’ keys',
      { subject: undefined, message: undefined, formSubject: 'Hi', formMessage: 'Hello' },
      {
        subject: 'Please enter a subject.',
        message: 'Please enter a message.',
        _: 'This form has no fields “formSubject” and “formMessage”.',
      },
    ],
    [
      'fields of the wrong type',
      { name: { first: 'Rohan' }, property: 7 },
      { name: 'Please enter your name.', property: 'Please choose the hotel your message is for.' },
    ],
    [
      'a subject that is too long',
      { subject: 's'.repeat(151) },
      { subject: 'Please keep a subject under 150 characters.' },
    ],
    [
      'several problems at once, each named',
      { phone: '12', property: 'nowhere' },
      { phone: 'Please enter a valid phone number.', property: 'Please choose one of our hotels.' },
    ],
  ],
};

const invalidEmail = { email: 'Please enter a valid email address.' };

/** Refusals every visitor's form makes alike, of the fields they share. */
export const sharedRefusals: readonly Refusal[] = [
  ['a missing field', { phone: undefined }, { phone: 'Please enter your phone number.' }],
  ['a blank name', { name: '   ' }, { name: 'Please enter your name.' }],
  ['a blank message', { message: ' \n ' }, { message: 'Please enter a message.' }],
  ['a malformed e-mail address', { email: 'asha@' }, invalidEmail],
  ['an e-mail address with two @', { email: 'rohan@@example' }, invalidEmail],
  [
    'a malformed phone number',
    { phone: 'call me' },
    { phone: 'Please enter a valid phone number.' },
  ],
  [
    'a name that is too long',
    { name: 'A'.repeat(101) },
    { name: 'Please keep the name under 100 characters.' },
  ],
  [
    'a message that is too long',
    { message: 'x'.repeat(2001) },
    { message: 'Please keep the message under 2,000 characters.' },
  ],
  ['a field the form does not have', { price: 50000 }, { _: 'This form has no field “price”.' }],
  [
    'another field it does not have',
    { page: '/ContactUs' },
    { _: 'This form has no field “page”.' },
  ],
];

/** Both visitor's forms, for the tests every one of them passes. */
export const visitorForms = [banquetEnquiryForm, contactForm] as const;

/** Sends `payload` to a form's URL. */
export const sendForm = (t: TestApp, url: VisitorFormCase['url'], payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
