import { z } from 'zod';
import { email, localText, path, phone, schemaRef, seo, text } from './primitives.js';

/**
 * What a legal page may show from elsewhere in the content, beside a section's own text, so a
 * number lives in one place: the booking limits (site.json › booking), each hotel's cancellation
 * policy and its check-in and check-out times, the legal names that issue the invoices.
 */
export const contentFacts = [
  'bookingLimits',
  'cancellationPolicies',
  'stayTimes',
  'invoiceIssuers',
] as const;

const section = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'should be lowercase words joined by hyphens, e.g. "check-in"')
    .meta({ description: 'The section’s anchor: /terms#check-in.' }),
  heading: localText(),
  paragraphs: z.array(localText()).default([]),
  items: z
    .array(localText())
    .optional()
    .meta({ description: 'A bulleted list after the paragraphs.' }),
  shows: z
    .enum(contentFacts, {
      error: `should be one of ${contentFacts.map((fact) => `"${fact}"`).join(', ')}`,
    })
    .optional()
    .meta({
      description:
        'Facts kept elsewhere in the content, shown after the text: bookingLimits, cancellationPolicies, stayTimes or invoiceIssuers.',
    }),
});

const page = {
  $schema: schemaRef,
  path: path.meta({ description: 'The page’s address, e.g. "/terms".' }),
  heading: localText(),
  linkLabel: localText().meta({
    description: 'How the footer and the consent checkboxes name the page, e.g. "Booking terms".',
  }),
  updated: z.iso
    .date('should be a date like "2026-11-27"')
    .meta({ description: 'When the text last changed; the page says "Last updated".' }),
  seo,
  intro: z.array(localText()).min(1),
};

export const terms = z.strictObject({
  ...page,
  sections: z.array(section).min(1),
});

export const privacy = z.strictObject({
  ...page,
  collected: z
    .strictObject({
      heading: localText(),
      items: z
        .array(z.strictObject({ what: localText(), why: localText() }))
        .min(1)
        .meta({ description: 'Each kind of personal data and the purpose it serves.' }),
    })
    .meta({ description: 'What is collected and why (DPDP Act 2023, section 5).' }),
  processors: z
    .strictObject({
      heading: localText(),
      intro: localText().optional(),
      items: z.array(z.strictObject({ who: localText(), what: localText() })).min(1),
    })
    .meta({ description: 'Who processes data for the hotels: payment gateway, e-mail, SMS.' }),
  retention: z
    .strictObject({
      heading: localText(),
      items: z.array(z.strictObject({ what: localText(), howLong: localText() })).min(1),
    })
    .meta({ description: 'How long each kind of data is kept, and why.' }),
  rights: z.strictObject({
    heading: localText(),
    items: z.array(localText()).min(1),
    selfService: localText().meta({
      description:
        'How a signed-in guest downloads their data or deletes their account on My bookings.',
    }),
  }),
  sections: z.array(section).default([]),
  grievanceOfficer: z
    .strictObject({
      heading: localText(),
      intro: localText(),
      name: text,
      email,
      phone,
      postalAddress: text,
      respondsWithin: localText().meta({ description: 'e.g. "30 days"' }),
      board: localText().meta({
        description:
          'What a guest may do when unsatisfied: complain to the Data Protection Board of India.',
      }),
    })
    .meta({ description: 'Who answers a guest’s complaint about their data (DPDP Act 2023).' }),
});
