import { getProperty } from '@hotel/content';
import { m } from '@hotel/i18n/messages';
import { contactMessage } from '@hotel/validators';
import type { FastifyInstance } from 'fastify';
import { contactMessages } from '../../../db/schema.js';
import { submitForm } from '../submitForm.js';
import { propertyMail } from './propertyMail.js';

function propertyOf(propertyId: string) {
  const property = getProperty(propertyId);
  if (!property) throw new Error(`property ${propertyId} passed validation but is unknown`);
  return property;
}

/** The message, for a property of the content (a hotel or the banquet hall). */
const messageBody = contactMessage.superRefine(
  (message, ctx) => {
    if (ctx.issues.some((issue) => issue.path?.[0] === 'property')) return;
    if (!getProperty(message.property)) {
      ctx.addIssue({
        code: 'custom',
        path: ['property'],
        message: m.api_chooseOurHotel(),
      });
    }
  },
  { when: ({ issues }) => issues.every((issue) => (issue.path?.length ?? 0) > 0) },
);

/** POST /api/sendemail: a contact page's message, mailed to the property it is for. */
export default async function sendEmailRoutes(app: FastifyInstance): Promise<void> {
  submitForm(app, {
    url: '/sendemail',
    body: messageBody,
    thanks: () => m.api_formThanks(),
    store: (tx, { property: propertyId, ...message }) =>
      tx
        .insert(contactMessages)
        .values({ propertyId, ...message })
        .returning()
        .get(),
    mail: (stored) => propertyMail(stored, propertyOf(stored.propertyId)),
  });
}
