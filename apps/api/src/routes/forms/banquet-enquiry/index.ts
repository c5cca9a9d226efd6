import { banquet, contentIn } from '@hotel/content';
import { renderingLang } from '@hotel/i18n';
import { m } from '@hotel/i18n/messages';
import { banquetEnquiryReceived } from '@hotel/validators/responses';
import type { FastifyInstance } from 'fastify';
import { banquetEnquiries, banquetEnquiryEvents } from '../../../db/schema.js';
import { nowIso } from '../../../lib/clock.js';
import { submitForm } from '../submitForm.js';
import { banquetManagerMail, type StoredEnquiry } from './banquetManagerMail.js';
import { enquiryBody } from './enquiryBody.js';
import { unusedLeadReference } from './leadReference.js';

/**
 * POST /api/banquet-enquiry: a lead for the banquet hall, stored with its reference and the first
 * step of the desk's pipeline (new), and mailed to its manager; the answer names the reference
 * and when the manager calls (content).
 */
export default async function banquetEnquiryRoutes(app: FastifyInstance): Promise<void> {
  const banquetManager = app.config.mail.banquetManager ?? banquet.email;
  submitForm<typeof enquiryBody, StoredEnquiry>(app, {
    url: '/banquet-enquiry',
    body: enquiryBody,
    // In the asking page's language, the call-back sentence from that language's content.
    thanks: ({ reference }) =>
      m.api_enquiryThanks({
        reference,
        callBack: contentIn(renderingLang()).banquet.enquiry.callBack,
      }),
    answer: { schema: banquetEnquiryReceived, fields: ({ reference }) => ({ reference }) },
    store: (tx, { selectedEvent: _sameAsEventType, ...enquiry }) => {
      const stored = tx
        .insert(banquetEnquiries)
        .values({ ...enquiry, reference: unusedLeadReference(tx) })
        .returning()
        .get();
      tx.insert(banquetEnquiryEvents)
        .values({ enquiryId: stored.id, from: null, to: 'new', at: nowIso() })
        .run();
      return { ...stored, reference: stored.reference ?? '' };
    },
    mail: (stored) => banquetManagerMail(stored, banquetManager),
  });
}
