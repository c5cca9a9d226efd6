import { formatIndiaDateTime } from '@hotel/pricing';
import type { OutgoingMail } from '../../../providers/mail/OutgoingMail.js';

export interface StoredContactMessage {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly createdAt: string;
}

/** The e-mail that brings a contact page's message to the property; replying answers the visitor. */
export function propertyMail(
  message: StoredContactMessage,
  property: { readonly name: string; readonly email: string },
): OutgoingMail {
  return {
    to: property.email,
    replyTo: message.email,
    subject: `Website message: ${message.subject} (from ${message.name})`,
    text: [
      `A visitor sent a message to ${property.name} from the website's contact page.`,
      '',
      `Name:      ${message.name}`,
      `Phone:     ${message.phone}`,
      `E-mail:    ${message.email}`,
      `Subject:   ${message.subject}`,
      '',
      'Message:',
      message.message,
      '',
      '--',
      `Message no. ${message.id}, received ${formatIndiaDateTime(message.createdAt)} (India time).`,
      `Reply to this e-mail to answer ${message.name} directly.`,
      '',
    ].join('\n'),
  };
}
