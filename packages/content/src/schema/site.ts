import { DEFAULT_LANG, LANGS } from '@hotel/i18n';
import { LIMITS } from '@hotel/pricing';
import { z } from 'zod';
import { cancellationPolicy, clockTime } from './cancellation.js';
import { id, image, localText, path, schemaRef, seo, text, url } from './primitives.js';
import { taxPercent, taxRule } from './rateRule.js';

const link = z.strictObject({ label: localText(), path });

export const site = z
  .strictObject({
    $schema: schemaRef,
    name: text.meta({ description: 'The product name, shown in "WELCOME TO {name}".' }),
    tagline: localText(),
    languages: z
      .array(
        z.enum(LANGS, { error: `should be one of ${LANGS.map((lang) => `"${lang}"`).join(', ')}` }),
      )
      .refine((languages) => languages.includes(DEFAULT_LANG), {
        message: `should include "${DEFAULT_LANG}", the language of the addresses without a prefix`,
      })
      .meta({
        description:
          'The languages the site is published in: "en" (English), "mr" (Marathi, under /mr/…), "hi" (Hindi, under /hi/…). Every visitor text must be written in each.',
      }),
    url: url.meta({
      description: 'The public address of the site, used for canonical links and the sitemap.',
    }),
    logo: image,
    ogImage: image.meta({
      description: 'The picture shown when a page without one of its own is shared.',
    }),
    landing: z.strictObject({
      welcome: localText().meta({
        description: 'The landing heading; {name} stands for the product name.',
      }),
      signInButton: localText(),
      hotelListHeading: localText(),
      seo,
    }),
    propertyOrder: z.array(id).optional().meta({
      description:
        'The order the site lists the properties in (landing page, footer, About Us), by id. A property left out comes after those named, by file name.',
    }),
    nav: z.array(link).min(1).meta({ description: 'Header links.' }),
    footer: z.strictObject({
      quickLinksHeading: localText(),
      quickLinks: z.array(link).min(1),
      branchesHeading: localText(),
      poweredBy: z.strictObject({ text: localText(), url }),
      copyright: localText().meta({ description: '{year} stands for the current year.' }),
    }),
    social: z
      .array(
        z.strictObject({
          network: z.enum(['facebook', 'instagram', 'x', 'youtube', 'linkedin']),
          url,
        }),
      )
      .meta({ description: 'Social links in the footer.' }),
    about: z.strictObject({
      path,
      heading: localText(),
      story: z.array(localText()).min(1).meta({ description: 'Paragraphs of the group’s story.' }),
      enquiryHeading: localText(),
      enquiryMessage: localText().meta({
        description: 'Prefilled messaging-app text; {property} stands for the hotel’s name.',
      }),
      seo,
    }),
    pages: z
      .strictObject({
        landing: z.array(path).min(1),
        payment: path,
        paymentForm: path,
        signIn: path,
        myBookings: path,
        findBooking: path.meta({
          description:
            'Find my booking: a guest without an account opens a booking by its reference and a code e-mailed to them.',
        }),
        search: path.meta({
          description:
            'The date-first search across the hotels: the landing’s and hotel pages’ search forms lead there.',
        }),
      })
      .meta({ description: 'Paths of the pages that are not a property, room or contact page.' }),
    redirects: z
      .array(z.strictObject({ from: path, to: path }))
      .meta({ description: 'Old paths that lead to new ones, e.g. the source’s admin screens.' }),
    preloader: z.strictObject({
      maxMs: z
        .int()
        .min(0)
        .max(
          4000,
          'should be at most 4000 ms: the preloader must never hide a ready page for long',
        ),
      fadeMs: z.int().min(0).max(2000),
    }),
    tax: z
      .strictObject({
        active: id.meta({ description: 'The preset in force: one of the names under "presets".' }),
        presets: z.record(
          id,
          z.strictObject({
            label: text,
            rule: taxRule,
            meals: z
              .strictObject({
                percent: taxPercent.meta({
                  description: 'GST on meals in a hotel that is not a specified premises, e.g. 5.',
                }),
                specifiedPremises: taxPercent.meta({
                  description:
                    'GST on meals in a hotel that is a specified premises (its legal.specifiedPremises), e.g. 18.',
                }),
              })
              .meta({
                description:
                  'GST on breakfasts and lunches/dinners, a supply apart from the room (restaurant service).',
              }),
            source: text
              .optional()
              .meta({ description: 'Where the rule comes from: the law and its notifications.' }),
          }),
        ),
      })
      .meta({
        description: 'GST on rooms and meals. Switch "active" to change the tax in one line.',
      }),
    cancellation: cancellationPolicy,
    checkOutTime: clockTime.meta({
      description:
        'Check-out time in India, e.g. "11:00" (check-in is the cancellation policy’s checkInTime). A hotel may name its own.',
    }),
    booking: z
      .strictObject({
        referencePrefix: z
          .string()
          .regex(/^[A-Z]{2,5}$/, 'should be 2 to 5 capital letters, e.g. "DSH"')
          .meta({ description: 'Starts every booking reference, e.g. DSH-7K3Q9P.' }),
        bookAheadDays: z
          .int()
          .min(1)
          .max(730)
          .meta({ description: 'How many days ahead of today (India time) a check-in may be.' }),
        maxNights: z
          .int()
          .min(1)
          .max(LIMITS.nights)
          .meta({ description: 'The longest stay a guest may book online, in nights.' }),
        maxRooms: z.int().min(1).max(LIMITS.rooms).meta({
          description:
            'The most rooms one booking may take, and the most rooms one client (address or account) may hold unpaid at once.',
        }),
      })
      .meta({
        description:
          'How bookings are named to guests, and the limits of what one guest may book online.',
      }),
  })
  .superRefine((value, ctx) => {
    if (!(value.tax.active in value.tax.presets)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tax', 'active'],
        message: `names the preset "${value.tax.active}", which is not among the presets (${Object.keys(
          value.tax.presets,
        )
          .map((name) => `"${name}"`)
          .join(', ')})`,
      });
    }
  });
