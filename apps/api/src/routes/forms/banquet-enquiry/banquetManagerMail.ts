import type { OutgoingMail } from '../../../providers/mail/OutgoingMail.js';
import { type StoredVisitorForm, visitorMail } from '../visitorMail.js';

export interface StoredEnquiry extends StoredVisitorForm {
  readonly phone: string;
  readonly category: string;
  readonly eventType: string;
}

/** The e-mail that tells the banquet manager about an enquiry; replying answers the visitor. */
export const banquetManagerMail = (enquiry: StoredEnquiry, to: string): OutgoingMail =>
  visitorMail(enquiry, {
    to,
    subject: `Banquet enquiry: ${enquiry.eventType} (${enquiry.category}) from ${enquiry.name}`,
    intro: 'A visitor sent a banquet enquiry from the website.',
    fields: [
      ['Name', enquiry.name],
      ['E-mail', enquiry.email],
      ['Phone', enquiry.phone],
      ['Category', enquiry.category],
      ['Event', enquiry.eventType],
    ],
    kind: 'Enquiry',
  });
