import type { z } from 'zod';
import { attractions } from './attractions.js';
import { banquet } from './banquet.js';
import { contacts } from './contacts.js';
import { privacy, terms } from './legalPages.js';
import { property } from './property.js';
import { site } from './site.js';

export { banquetHall, hotel, room, roomTypes } from './property.js';
export { rateReading, taxRule } from './rateRule.js';
export { attractions, banquet, contacts, privacy, property, site, terms };

/** Which schema each kind of content file follows, and where its JSON Schema is written. */
export const fileSchemas = {
  site: { schema: site, jsonSchema: 'site.schema.json' },
  property: { schema: property, jsonSchema: 'property.schema.json' },
  banquet: { schema: banquet, jsonSchema: 'banquet.schema.json' },
  attractions: { schema: attractions, jsonSchema: 'attractions.schema.json' },
  contacts: { schema: contacts, jsonSchema: 'contacts.schema.json' },
  terms: { schema: terms, jsonSchema: 'terms.schema.json' },
  privacy: { schema: privacy, jsonSchema: 'privacy.schema.json' },
} as const;

export type FileKind = keyof typeof fileSchemas;

export type Site = z.output<typeof site>;
export type Property = z.output<typeof property>;
export type Banquet = z.output<typeof banquet>;
export type Attractions = z.output<typeof attractions>;
