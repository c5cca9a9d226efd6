import { banquet } from '@hotel/content';
import type { FastifyInstance } from 'fastify';
import { banquetEnquiries } from '../../../db/schema.js';
import { submitForm } from '../submitForm.js';
import { banquetManagerMail } from './banquetManagerMail.js';
import { enquiryBody } from './enquiryBody.js';

/** POST /api/banquet-enquiry: an enquiry for the banquet hall, mailed to its manager. */
export default async function banquetEnquiryRoutes(app: FastifyInstance): Promise<void> {
  const banquetManager = app.config.mail.banquetManager ?? banquet.email;
  submitForm(app, {
    url: '/banquet-enquiry',
    body: enquiryBody,
    thanks: 'Thank you for your enquiry! We will get back to you soon.',
    store: (tx, { selectedEvent: _sameAsEventType, ...enquiry }) =>
      tx.insert(banquetEnquiries).values(enquiry).returning().get(),
    mail: (stored) => banquetManagerMail(stored, banquetManager),
  });
}
