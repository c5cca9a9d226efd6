import { budgetLabels, cateringLabels } from '@hotel/validators/banquetTexts';
import type { banquetEnquiries } from '../../../db/schema.js';
import type { OutgoingMail } from '../../../providers/mail/OutgoingMail.js';
import { visitorMail } from '../visitorMail.js';

export type StoredEnquiry = typeof banquetEnquiries.$inferSelect & { readonly reference: string };

const roomsText = ({ rooms, nights }: StoredEnquiry) =>
  rooms ? `${rooms} for ${nights ?? 0} ${nights === 1 ? 'night' : 'nights'}` : 'None';

/** The e-mail that tells the banquet manager about a lead; replying answers the visitor. */
export const banquetManagerMail = (enquiry: StoredEnquiry, to: string): OutgoingMail =>
  visitorMail(enquiry, {
    to,
    subject: `Banquet enquiry ${enquiry.reference}: ${enquiry.eventType} (${enquiry.category}) from ${enquiry.name}`,
    intro: 'A visitor sent a banquet enquiry from the website. Please call them back.',
    fields: [
      ['Reference', enquiry.reference],
      ['Name', enquiry.name],
      ['E-mail', enquiry.email],
      ['Phone', enquiry.phone],
      ['Category', enquiry.category],
      ['Event', enquiry.eventType],
      ['Date', enquiry.eventDate ?? 'Not given'],
      ['Or else', enquiry.alternativeDate ?? 'No alternative date'],
      ['Guests', enquiry.guests === null ? 'Not given' : String(enquiry.guests)],
      ['Rooms', roomsText(enquiry)],
      ['Catering', enquiry.catering ? cateringLabels[enquiry.catering] : 'Not given'],
      ['Budget', enquiry.budget ? budgetLabels[enquiry.budget] : 'Not given'],
    ],
    kind: 'Enquiry',
  });
