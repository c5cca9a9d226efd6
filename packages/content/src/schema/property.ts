import { z } from 'zod';
import { gstinProblem } from '../gstin.js';
import { cancellationPolicy, clockTime } from './cancellation.js';
import { location } from './location.js';
import { payAtHotel } from './payAtHotel.js';
import {
  email,
  id,
  image,
  localText,
  path,
  phone,
  rupees,
  schemaRef,
  seo,
  text,
} from './primitives.js';
import { rateReading } from './rateRule.js';
import { roomTypes } from './roomTypes.js';

export { roomTypes };

export const room = z
  .strictObject({
    id,
    path: path.meta({ description: 'The room page, e.g. "/GrandSinglebed".' }),
    title: localText(),
    type: z.enum(roomTypes, {
      error: `should be one of ${roomTypes.map((t) => `"${t}"`).join(', ')}`,
    }),
    maxAdultsPerRoom: z.int().min(1).max(10).meta({
      description:
        'The most adults one room of this kind sleeps: a booking takes at most rooms × this many adults.',
    }),
    summary: localText().meta({
      description: 'One or two sentences about the room, for its card and search results.',
    }),
    listedOn: z.iso
      .date('should be a date like "2024-05-31"')
      .meta({ description: 'When the room was listed; "Newest First" sorts by it.' }),
    cardPrice: rupees.meta({
      description:
        'The price the source site’s hotel card listed, in rupees. The site charges the active reading (its cards show the cheapest night it gives); content:check warns where the card price and the reading’s one-adult rate differ.',
    }),
    readings: z
      .record(id, rateReading)
      .refine((readings) => Object.keys(readings).length > 0, 'should name at least one reading')
      .meta({ description: 'The room’s rate readings by name, e.g. "page", "card".' }),
    activeReading: id.meta({
      description: 'The reading the site charges: one of the names under "readings".',
    }),
    amenities: z.array(localText()).min(1).meta({ description: 'Shown on the room card.' }),
    features: z
      .array(localText())
      .min(1)
      .meta({ description: 'Feature buttons on the room page.' }),
    cardImage: image,
    gallery: z.array(image).length(4, 'should have exactly 4 images'),
    facilities: z
      .array(z.strictObject({ title: localText(), items: z.array(localText()).min(1) }))
      .min(1)
      .meta({ description: 'Facility sections of the room page.' }),
    labels: z
      .strictObject({
        totalLabel: localText().meta({
          description: 'Caption of the total, e.g. "Payable Amount (All-Inclusive-Price)".',
        }),
        totalNote: localText()
          .optional()
          .meta({ description: 'Shown after the total, e.g. "including GST".' }),
        proceedButton: localText().meta({
          description: 'The button that goes on to payment, e.g. "Proceed Booking".',
        }),
      })
      .meta({ description: 'Texts of the room page’s calculator.' }),
  })
  .superRefine((value, ctx) => {
    if (!(value.activeReading in value.readings)) {
      const names = Object.keys(value.readings)
        .map((name) => `"${name}"`)
        .join(', ');
      ctx.addIssue({
        code: 'custom',
        path: ['activeReading'],
        message: `names the reading "${value.activeReading}", which this room does not have (it has ${names})`,
      });
    }
  });

const address = z.strictObject({
  street: text,
  locality: text,
  city: text,
  state: text,
  postalCode: z.string().regex(/^[1-9][0-9]{5}$/, 'should be a 6-digit PIN code'),
  country: z.string().regex(/^[A-Z]{2}$/, 'should be a 2-letter country code, e.g. "IN"'),
});

const propertyBase = {
  $schema: schemaRef,
  id,
  name: text,
  shortName: text.meta({ description: 'A short name for tight places, e.g. "Grand Imperial".' }),
  path: path.meta({ description: 'The property’s page.' }),
  address,
  geo: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  phone,
  email,
  messagingNumber: z
    .string()
    .regex(
      /^[1-9][0-9]{9,14}$/,
      'should be the international number in digits only, e.g. "910000000001"',
    )
    .meta({ description: 'The messaging-app number, country code first, digits only.' }),
  heading: localText(),
  tagline: localText(),
  welcomeBanner: localText().meta({ description: 'The scrolling welcome banner.' }),
  seo,
  contactPath: path.meta({
    description: 'The contact page for this property (a path listed in contacts.json).',
  }),
  pieces: z
    .strictObject({ header: path.optional(), footer: path.optional() })
    .optional()
    .meta({ description: 'Stand-alone preview routes of this property’s header and footer.' }),
  mapQuery: text.meta({ description: 'What the map searches for, usually the full address.' }),
  location,
  cardImage: image,
  carousel: z
    .array(z.strictObject({ image, caption: localText().optional() }))
    .length(4, 'should have exactly 4 slides'),
};

/** Who issues the hotel's tax invoices. */
const legal = z
  .strictObject({
    name: text.meta({ description: 'The legal name printed on tax invoices.' }),
    gstin: z
      .string()
      .superRefine((value, ctx) => {
        const problem = gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .meta({ description: 'The hotel’s GSTIN, e.g. 27AAPFU0939F1ZV (check character included).' }),
    invoiceCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'should be two capital letters, e.g. "GI"')
      .meta({
        description:
          'Starts the hotel’s invoice and credit note numbers, e.g. GI/26-27/000001 (two letters keep them within 16 characters).',
      }),
    specifiedPremises: z.boolean().meta({
      description:
        'Whether the hotel is a "specified premises" under GST for this financial year: true when it sold any room above ₹7,500 a night in the previous financial year, or declared itself one (Annexure VII, filed 1 January to 31 March). Its meals are then taxed at the tax preset’s meals.specifiedPremises percent (18%), otherwise at meals.percent (5%). Review it every April.',
    }),
  })
  .meta({ description: 'The hotel as its tax invoices name it.' });

export const hotel = z.strictObject({
  ...propertyBase,
  kind: z.literal('hotel'),
  legal,
  cancellation: cancellationPolicy
    .optional()
    .meta({ description: 'This hotel’s own cancellation policy, instead of the site’s.' }),
  payAtHotel: payAtHotel
    .optional()
    .meta({ description: 'Pay at hotel: left out, the hotel takes online payments only.' }),
  noShows: z.enum(['report', 'mark']).optional().meta({
    description:
      'What the night audit does with a booking still confirmed after its arrival day: "report" lists it for the desk as an expected no-show (the default), "mark" also marks it a no-show.',
  }),
  checkOutTime: clockTime
    .optional()
    .meta({ description: 'This hotel’s own check-out time in India, instead of the site’s.' }),
  directions: z
    .array(
      z.strictObject({
        from: localText().meta({
          description: 'Where the way starts, e.g. "From the railway station".',
        }),
        text: localText().meta({
          description:
            'The way in a sentence or two: distance, time and fare by auto-rickshaw or taxi, a landmark to look for.',
        }),
      }),
    )
    .max(6, 'should list at most 6 ways (the booking page and e-mail show them all)')
    .optional()
    .meta({
      description:
        'How to reach the hotel, shown on the booking’s confirmation page and in its e-mail.',
    }),
  starRating: z.int().min(1).max(5),
  promotion: localText()
    .optional()
    .meta({ description: 'A promotional line, e.g. membership of a hotel chain.' }),
  testimonials: z
    .array(z.strictObject({ name: text, text }))
    .length(8, 'should have exactly 8 testimonials (the slider shows 4 at a time)'),
  rooms: z.array(room).min(1, 'should list at least one room'),
});

export const banquetHall = z.strictObject({
  ...propertyBase,
  kind: z.literal('banquet'),
  bodyPath: path
    .optional()
    .meta({ description: 'The stand-alone banquet body route, e.g. "/BanquetBody".' }),
  testimonials: z
    .array(z.strictObject({ name: text, designation: text, feedback: text }))
    .length(4, 'should have exactly 4 testimonials'),
});

export const property = z.discriminatedUnion('kind', [hotel, banquetHall], {
  error: 'should have "kind": "hotel" or "banquet"',
});
