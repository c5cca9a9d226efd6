import {
  formatINR,
  type Paise,
  quote,
  type RateRule,
  rateFor,
  unreachableAdjustments,
} from '@hotel/pricing';
import type { z } from 'zod';
import { declaredRoutes, pathKey, propertyFile } from '../routes.js';
import { type FileKind, fileSchemas } from '../schema/index.js';
import type {
  BanquetEvents,
  BanquetHall,
  ContactPage,
  Content,
  Hotel,
  Property,
  Site,
} from '../types.js';
import type { Problem } from './problem.js';
import { plainMessages, problemsFromZod } from './zodIssues.js';

export interface CheckResult {
  /** The parsed content, when there is no error. */
  readonly content: Content | undefined;
  readonly problems: readonly Problem[];
}

const SINGLE_FILES = ['site.json', 'banquet.json', 'attractions.json', 'contacts.json'] as const;

const kindOf = (file: string): FileKind | undefined => {
  if (/^properties\/[^/]+\.json$/.test(file)) return 'property';
  const single = SINGLE_FILES.find((name) => name === file);
  return single ? (single.replace('.json', '') as FileKind) : undefined;
};

export const expectedSchemaRef = (file: string, kind: FileKind): string =>
  `${'../'.repeat(file.split('/').length)}schema/${fileSchemas[kind].jsonSchema}`;

type Parsed = { [K in FileKind]: z.output<(typeof fileSchemas)[K]['schema']> };

/**
 * Validates every content file against its schema, then the references between files, and
 * returns the parsed content with every problem found (errors and warnings).
 * `files` maps each path under `json/` to the file's parsed JSON.
 */
export function checkContent(files: Readonly<Record<string, unknown>>): CheckResult {
  const problems: Problem[] = [];
  const error = (file: string, path: string, message: string) =>
    problems.push({ severity: 'error', file, path, message });
  const warning = (file: string, path: string, message: string) =>
    problems.push({ severity: 'warning', file, path, message });

  const singles: Partial<Parsed> = {};
  const properties: Property[] = [];

  for (const [file, json] of Object.entries(files)) {
    const kind = kindOf(file);
    if (!kind) {
      error(
        file,
        '',
        'is not a file the site reads (expected site.json, banquet.json, attractions.json, contacts.json or properties/<id>.json)',
      );
      continue;
    }
    const result = fileSchemas[kind].schema.safeParse(json, { error: plainMessages });
    if (!result.success) {
      problems.push(...problemsFromZod(file, result.error));
      continue;
    }
    const expectedRef = expectedSchemaRef(file, kind);
    if ((json as { $schema?: unknown }).$schema !== expectedRef) {
      error(
        file,
        '$schema',
        `should be "${expectedRef}", so editors get autocompletion and inline errors`,
      );
    }
    if (kind === 'property') {
      const property = result.data as Property;
      if (file !== propertyFile(property.id)) {
        error(
          file,
          'id',
          `is "${property.id}", so the file should be named ${propertyFile(property.id)}`,
        );
      }
      properties.push(property);
    } else {
      Object.assign(singles, { [kind]: result.data });
    }
  }
  for (const file of SINGLE_FILES) {
    if (!(file in files)) error(file, '', 'is missing');
  }

  const { site, banquet: events, attractions, contacts } = singles;
  if (
    !site ||
    !events ||
    !attractions ||
    !contacts ||
    problems.some((p) => p.severity === 'error')
  ) {
    return { content: undefined, problems };
  }

  properties.splice(0, properties.length, ...inSiteOrder(properties, site, error, warning));
  const hotels = properties.filter((property): property is Hotel => property.kind === 'hotel');
  const halls = properties.filter((property) => property.kind === 'banquet');
  checkReferences({ site, properties, hotels, events, contactPages: contacts.pages }, error);
  if (hotels.length === 0) error('properties', '', 'there should be at least one hotel');
  const hall = halls.find((candidate) => candidate.id === events.property);
  if (problems.some((p) => p.severity === 'error') || !hall)
    return { content: undefined, problems };

  warnAboutPrices(hotels, warning);
  warnAboutAdjustments(hotels, warning);
  warnAboutTax(site, warning);
  warnAboutSpecifiedPremises(hotels, warning);

  const { capacity, openingHours, categoriesHeading, categories } = events;
  const banquet: BanquetHall = { ...hall, capacity, openingHours, categoriesHeading, categories };
  const content: Content = {
    site,
    properties: properties.map((property) => (property.kind === 'banquet' ? banquet : property)),
    hotels,
    banquet,
    attractions,
    contactPages: contacts.pages,
  };
  return { content, problems };
}

type Report = (file: string, path: string, message: string) => void;

/** The properties in `site.json › propertyOrder`, then those it leaves out, by file name. */
function inSiteOrder(
  properties: readonly Property[],
  site: Site,
  error: Report,
  warning: Report,
): Property[] {
  const order = site.propertyOrder ?? [];
  order.forEach((id, index) => {
    if (!properties.some((property) => property.id === id)) {
      error('site.json', `propertyOrder[${index}]`, `"${id}" is not the id of any property`);
    }
  });
  const rank = (property: Property) => {
    const position = order.indexOf(property.id);
    return position >= 0 ? position : order.length;
  };
  for (const property of properties) {
    if (site.propertyOrder && !order.includes(property.id)) {
      warning(
        propertyFile(property.id),
        'id',
        `"${property.id}" is not in site.json › propertyOrder, so the site lists it after the others`,
      );
    }
  }
  return [...properties].sort((a, b) => rank(a) - rank(b));
}

function checkReferences(
  {
    site,
    properties,
    hotels,
    events,
    contactPages,
  }: {
    site: Site;
    properties: readonly Property[];
    hotels: readonly Hotel[];
    events: BanquetEvents;
    contactPages: readonly ContactPage[];
  },
  error: Report,
): void {
  const propertyIds = new Map(properties.map((property) => [property.id, property]));

  // Each hotel numbers its own invoices: a shared code would make two series look like one.
  const invoiceCodes = new Map<string, string>();
  for (const hotel of hotels) {
    const owner = invoiceCodes.get(hotel.legal.invoiceCode);
    if (owner) {
      error(
        propertyFile(hotel.id),
        'legal.invoiceCode',
        `"${hotel.legal.invoiceCode}" already starts the invoices of ${owner}; each hotel needs its own`,
      );
    }
    invoiceCodes.set(hotel.legal.invoiceCode, hotel.id);
  }

  const roomIds = new Map<string, string>();
  for (const hotel of hotels) {
    const types = new Set<string>();
    hotel.rooms.forEach((room, index) => {
      const file = propertyFile(hotel.id);
      const owner = roomIds.get(room.id);
      if (owner)
        error(file, `rooms[${index}].id`, `"${room.id}" is already the id of a room in ${owner}`);
      roomIds.set(room.id, file);
      if (types.has(room.type)) {
        error(
          file,
          `rooms[${index}].type`,
          `"${room.type}" is already the type of another room of this hotel; each type appears once per hotel`,
        );
      }
      types.add(room.type);
    });
  }

  const routes = declaredRoutes({ site, properties, contactPages });
  const seen = new Map<string, (typeof routes)[number]>();
  for (const declared of routes) {
    const key = pathKey(declared.route.path);
    const first = seen.get(key);
    if (first) {
      error(
        declared.file,
        declared.jsonPath,
        `the path "${declared.route.path}" is already used by ${first.file} › ${first.jsonPath} (paths match case-insensitively)`,
      );
    } else {
      seen.set(key, declared);
    }
  }

  const contactPaths = new Set(contactPages.map((page) => pathKey(page.path)));
  for (const property of properties) {
    if (!contactPaths.has(pathKey(property.contactPath))) {
      error(
        propertyFile(property.id),
        'contactPath',
        `"${property.contactPath}" is not a contact page listed in contacts.json`,
      );
    }
  }
  contactPages.forEach((page, index) => {
    if (!propertyIds.has(page.property)) {
      error(
        'contacts.json',
        `pages[${index}].property`,
        `"${page.property}" is not the id of any property`,
      );
    }
  });

  const hall = propertyIds.get(events.property);
  if (!hall)
    error('banquet.json', 'property', `"${events.property}" is not the id of any property`);
  else if (hall.kind !== 'banquet')
    error('banquet.json', 'property', `"${events.property}" is a hotel, not a banquet hall`);
  const halls = properties.filter((property) => property.kind === 'banquet');
  if (halls.length !== 1)
    error('properties', '', `there should be exactly one banquet hall (found ${halls.length})`);

  const linkTargets = (links: readonly { path: string }[], jsonPath: string) =>
    links.forEach((link, index) => {
      if (!seen.has(pathKey(link.path))) {
        error(
          'site.json',
          `${jsonPath}[${index}].path`,
          `"${link.path}" is not a page of the site`,
        );
      }
    });
  linkTargets(site.nav, 'nav');
  linkTargets(site.footer.quickLinks, 'footer.quickLinks');
}

function warnAboutPrices(hotels: readonly Hotel[], warning: Report): void {
  for (const hotel of hotels) {
    hotel.rooms.forEach((room, index) => {
      const reading = room.readings[room.activeReading];
      if (!reading) return;
      const shown = rateFor(reading, 1);
      if (shown !== room.cardPrice) {
        warning(
          propertyFile(hotel.id),
          `rooms[${index}].cardPrice`,
          `${room.id}: the card price ${formatINR(room.cardPrice)} differs from the "${room.activeReading}" reading's one-adult rate ${formatINR(shown)}; the site charges the reading's rates, and its cards show the cheapest night they give`,
        );
      }
    });
  }
}

function warnAboutAdjustments(hotels: readonly Hotel[], warning: Report): void {
  for (const hotel of hotels) {
    hotel.rooms.forEach((room, index) => {
      for (const [name, reading] of Object.entries(room.readings)) {
        const adjustments = reading.adjustments ?? [];
        for (const position of unreachableAdjustments(adjustments)) {
          warning(
            propertyFile(hotel.id),
            `rooms[${index}].readings.${name}.adjustments[${position}]`,
            `${room.id}: "${adjustments[position]?.name}" can never apply: an earlier adjustment takes every night it covers`,
          );
        }
      }
    });
  }
}

function warnAboutTax(site: Site, warning: Report): void {
  const active = site.tax.presets[site.tax.active];
  if (active?.rule.kind === 'flat') {
    const statutory = Object.entries(site.tax.presets).find(
      ([, preset]) => preset.rule.kind === 'slabs',
    );
    warning(
      'site.json',
      'tax.active',
      `a flat ${active.rule.percent}% GST is in force ("${site.tax.active}"). Indian GST on a room-night of ₹7,500 or less is 5% since 22 Sep 2025 (18% above)${
        statutory ? `; set "active" to "${statutory[0]}" to charge the statutory slabs` : ''
      }.`,
    );
  }
}

/** GST's line between a room-night at 5% and one at 18%, and a hotel's meals likewise next year. */
const SPECIFIED_PREMISES_ABOVE = 750_000;

/**
 * The dearest night one room of a reading sells for: its rate for the room's most adults, under
 * each adjustment in turn (dates and days set aside), as the engine prices it.
 */
function dearestNight(
  reading: RateRule,
  adults: number,
): { rate: Paise; adjustment: string | null } {
  const undated = { ...reading, adjustments: [] };
  const candidates = [
    undated,
    ...(reading.adjustments ?? []).map((adjustment) => ({
      ...reading,
      adjustments: [
        { name: adjustment.name, percent: adjustment.percent, amount: adjustment.amount },
      ],
    })),
  ];
  let dearest = { rate: 0, adjustment: null as string | null };
  for (const rule of candidates) {
    const [night] = quote(rule, { rooms: 1, adults, nights: 1, checkIn: '2026-01-01' }).nightly;
    if (night && night.rate > dearest.rate)
      dearest = { rate: night.rate, adjustment: night.adjustment };
  }
  return dearest;
}

/**
 * A hotel that sells a room-night above ₹7,500 is a "specified premises" from the next financial
 * year, its meals then at 18% GST: say so while its legal.specifiedPremises is false.
 */
function warnAboutSpecifiedPremises(hotels: readonly Hotel[], warning: Report): void {
  for (const hotel of hotels) {
    if (hotel.legal.specifiedPremises) continue;
    hotel.rooms.forEach((room, index) => {
      const reading = room.readings[room.activeReading];
      if (!reading) return;
      const { rate, adjustment } = dearestNight(reading, room.maxAdultsPerRoom);
      if (rate <= SPECIFIED_PREMISES_ABOVE) return;
      warning(
        propertyFile(hotel.id),
        'legal.specifiedPremises',
        `${room.id} sells a night at ${formatINR(rate)} (${room.maxAdultsPerRoom} adults${adjustment ? `, ${adjustment}` : ''}), above ₹7,500: from the next financial year (1 April) the hotel is a "specified premises" and its meals carry 18% GST; set legal.specifiedPremises to true then`,
      );
    });
  }
}
