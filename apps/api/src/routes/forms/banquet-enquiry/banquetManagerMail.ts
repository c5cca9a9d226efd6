import { formatIndiaDateTime } from '@hotel/pricing';
import type { OutgoingMail } from '../../../providers/mail/OutgoingMail.js';

export interface StoredEnquiry {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
  readonly category: string;
  readonly eventType: string;
  readonly createdAt: string;
}

/** The e-mail that tells the banquet manager about an enquiry; replying answers the visitor. */
export function banquetManagerMail(enquiry: StoredEnquiry, to: string): OutgoingMail {
  return {
    to,
    replyTo: enquiry.email,
    subject: `Banquet enquiry: ${enquiry.eventType} (${enquiry.category}) from ${enquiry.name}`,
    text: [
      'A visitor sent a banquet enquiry from the website.',
      '',
      `Name:      ${enquiry.name}`,
      `E-mail:    ${enquiry.email}`,
      `Phone:     ${enquiry.phone}`,
      `Category:  ${enquiry.category}`,
      `Event:     ${enquiry.eventType}`,
      '',
      'Message:',
      enquiry.message,
      '',
      '--',
      `Enquiry no. ${enquiry.id}, received ${formatIndiaDateTime(enquiry.createdAt)} (India time).`,
      `Reply to this e-mail to answer ${enquiry.name} directly.`,
      '',
    ].join('\n'),
  };
}
