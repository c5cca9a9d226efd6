import { DEFAULT_LANG, type Lang } from '@hotel/i18n';
import type { z } from 'zod';
import { declaredRoutes, pathKey, propertyFile } from '../routes.js';
import { type FileKind, fileSchemas } from '../schema/index.js';
import { languageName, localTexts, type Resolved, resolveIn } from '../schema/primitives.js';
import type {
  BanquetEvents,
  BanquetHall,
  ContactPage,
  Content,
  Hotel,
  Privacy,
  Property,
  Site,
  Terms,
} from '../types.js';
import { checkLocations } from './locations.js';
import {
  type Report,
  warnAboutAdjustments,
  warnAboutPrices,
  warnAboutSpecifiedPremises,
  warnAboutTax,
} from './moneyWarnings.js';
import { formatJsonPath, type Problem } from './problem.js';
import { plainMessages, problemsFromZod } from './zodIssues.js';

export interface CheckResult {
  /** The parsed content, when there is no error. */
  readonly content: Content | undefined;
  readonly problems: readonly Problem[];
}

const SINGLE_FILES = [
  'site.json',
  'banquet.json',
  'attractions.json',
  'contacts.json',
  'terms.json',
  'privacy.json',
] as const;

/** Which kind of content file a path under `json/` is, if any. */
export const fileKindOf = (file: string): FileKind | undefined => {
  if (/^properties\/[^/]+\.json$/.test(file)) return 'property';
  const single = SINGLE_FILES.find((name) => name === file);
  return single ? (single.replace('.json', '') as FileKind) : undefined;
};

export const expectedSchemaRef = (file: string, kind: FileKind): string =>
  `${'../'.repeat(file.split('/').length)}schema/${fileSchemas[kind].jsonSchema}`;

type Parsed = { [K in FileKind]: Resolved<z.output<(typeof fileSchemas)[K]['schema']>> };

/**
 * Validates every content file against its schema, then the references between files, and
 * returns the parsed content in `lang` with every problem found (errors and warnings), each
 * text missing in a language of site.json › languages among them.
 * `files` maps each path under `json/` to the file's parsed JSON.
 */
export function checkContent(
  files: Readonly<Record<string, unknown>>,
  lang: Lang = DEFAULT_LANG,
): CheckResult {
  const problems: Problem[] = [];
  const error = (file: string, path: string, message: string) =>
    problems.push({ severity: 'error', file, path, message });
  const warning = (file: string, path: string, message: string) =>
    problems.push({ severity: 'warning', file, path, message });

  const singles: Partial<Parsed> = {};
  const properties: Property[] = [];
  const localized: [file: string, data: unknown][] = [];

  for (const [file, json] of Object.entries(files)) {
    const kind = fileKindOf(file);
    if (!kind) {
      error(
        file,
        '',
        `is not a file the site reads (expected ${SINGLE_FILES.join(', ')} or properties/<id>.json)`,
      );
      continue;
    }
    const result = fileSchemas[kind].schema.safeParse(json, { error: plainMessages });
    if (!result.success) {
      problems.push(...problemsFromZod(file, result.error));
      continue;
    }
    localized.push([file, result.data]);
    const data = resolveIn(result.data, lang);
    const expectedRef = expectedSchemaRef(file, kind);
    if ((json as { $schema?: unknown }).$schema !== expectedRef) {
      error(
        file,
        '$schema',
        `should be "${expectedRef}", so editors get autocompletion and inline errors`,
      );
    }
    if (kind === 'property') {
      const property = data as Property;
      if (file !== propertyFile(property.id)) {
        error(
          file,
          'id',
          `is "${property.id}", so the file should be named ${propertyFile(property.id)}`,
        );
      }
      properties.push(property);
    } else {
      Object.assign(singles, { [kind]: data });
    }
  }
  for (const file of SINGLE_FILES) {
    if (!(file in files)) error(file, '', 'is missing');
  }

  const { site, banquet: events, attractions, contacts, terms, privacy } = singles;
  const translated = site?.languages.filter((language) => language !== DEFAULT_LANG) ?? [];
  for (const [file, data] of localized) {
    for (const { path, text } of localTexts(data)) {
      for (const missing of translated.filter((language) => !text.texts[language])) {
        error(
          file,
          `${formatJsonPath(path)} (${missing})`,
          `has no ${languageName(missing)} text: write it beside the English, as "${missing}": "…"`,
        );
      }
    }
  }
  if (
    !site ||
    !events ||
    !attractions ||
    !contacts ||
    !terms ||
    !privacy ||
    problems.some((p) => p.severity === 'error')
  ) {
    return { content: undefined, problems };
  }

  properties.splice(0, properties.length, ...inSiteOrder(properties, site, error, warning));
  const hotels = properties.filter((property): property is Hotel => property.kind === 'hotel');
  const halls = properties.filter((property) => property.kind === 'banquet');
  checkReferences(
    { site, properties, hotels, events, contactPages: contacts.pages, terms, privacy },
    lang,
    error,
  );
  checkLocations(properties, attractions, error);
  if (hotels.length === 0) error('properties', '', 'there should be at least one hotel');
  events.categories.forEach((category, index) => {
    if (category.capacity.floating > events.capacity) {
      error(
        'banquet.json',
        `categories[${index}].capacity.floating`,
        `is ${category.capacity.floating}, more than the hall's capacity (${events.capacity})`,
      );
    }
  });
  const hall = halls.find((candidate) => candidate.id === events.property);
  if (problems.some((p) => p.severity === 'error') || !hall)
    return { content: undefined, problems };

  warnAboutPrices(hotels, warning);
  warnAboutAdjustments(hotels, warning);
  warnAboutTax(site, warning);
  warnAboutSpecifiedPremises(hotels, warning);

  const { capacity, openingHours, categoriesHeading, categories, enquiry } = events;
  const banquet: BanquetHall = {
    ...hall,
    capacity,
    openingHours,
    categoriesHeading,
    categories,
    enquiry,
  };
  const content: Content = {
    site,
    properties: properties.map((property) => (property.kind === 'banquet' ? banquet : property)),
    hotels,
    banquet,
    attractions,
    contactPages: contacts.pages,
    terms,
    privacy,
  };
  return { content, problems };
}

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
    terms,
    privacy,
  }: {
    site: Site;
    properties: readonly Property[];
    hotels: readonly Hotel[];
    events: BanquetEvents;
    contactPages: readonly ContactPage[];
    terms: Terms;
    privacy: Privacy;
  },
  lang: Lang,
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

  const routes = declaredRoutes({ site, properties, contactPages, terms, privacy }, lang);
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
