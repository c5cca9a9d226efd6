import type { OutgoingMail } from '../../../providers/mail/OutgoingMail.js';
import { type StoredVisitorForm, visitorMail } from '../visitorMail.js';

export interface StoredContactMessage extends StoredVisitorForm {
  readonly phone: string;
  readonly subject: string;
}

/** The e-mail that brings a contact page's message to the property; replying answers the visitor. */
export const propertyMail = (
  message: StoredContactMessage,
  property: { readonly name: string; readonly email: string },
): OutgoingMail =>
  visitorMail(message, {
    to: property.email,
    subject: `Website message: ${message.subject} (from ${message.name})`,
    intro: `A visitor sent a message to ${property.name} from the website's contact page.`,
    fields: [
      ['Name', message.name],
      ['Phone', message.phone],
      ['E-mail', message.email],
      ['Subject', message.subject],
    ],
    kind: 'Message',
  });
