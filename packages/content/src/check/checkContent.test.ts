import { describe, expect, it } from 'vitest';
import { contentFiles } from '../files.js';
import { copyOfContent, errorsOf } from '../test/rawFiles.js';
import { checkContent } from './checkContent.js';
import { formatProblem } from './problem.js';

const AAGAM = 'properties/hotel-aagam-executive.json';
const GRAND = 'properties/hotel-grand-imperial.json';

describe('checkContent on the shipped content', () => {
  it('finds no error and parses money into paise', () => {
    const { content, problems } = checkContent(contentFiles);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const single = content?.hotels[0]?.rooms[0];
    expect(single?.readings.page?.tiers[0]).toEqual({ upToAdults: 1, rate: 120000 });
  });

  it('warns where a card price differs from the active reading (the statutory GST is in force: no tax warning)', () => {
    const warnings = checkContent(contentFiles)
      .problems.filter((problem) => problem.severity === 'warning')
      .map(formatProblem);
    expect(warnings).toEqual([
      `warning  ${AAGAM} › rooms[2].cardPrice: aagam-family-suite: the card price ₹2,200.00 differs from the "page" reading's one-adult rate ₹1,500.00; the site charges the reading's rates, and its cards show the cheapest night they give`,
      `warning  ${GRAND} › rooms[1].cardPrice: grand-double-bed: the card price ₹2,499.00 differs from the "page" reading's one-adult rate ₹1,500.00; the site charges the reading's rates, and its cards show the cheapest night they give`,
      'warning  properties/hotel-akash-executive.json › rooms[1].cardPrice: akash-double-bed: the card price ₹2,499.00 differs from the "page" reading\'s one-adult rate ₹1,500.00; the site charges the reading\'s rates, and its cards show the cheapest night they give',
    ]);
  });

  it('lists the properties in site.json › propertyOrder and reports an id there that is no property', () => {
    const files = copyOfContent();
    files['site.json'].propertyOrder = ['akash-banquet-hall', 'hotel-grand-imperial'];
    const { content, problems } = checkContent(files);
    expect(content?.properties.map((property) => property.id)).toEqual([
      'akash-banquet-hall',
      'hotel-grand-imperial',
      'hotel-aagam-executive',
      'hotel-akash-executive',
    ]);
    expect(problems.map(formatProblem)).toContain(
      'warning  properties/hotel-aagam-executive.json › id: "hotel-aagam-executive" is not in site.json › propertyOrder, so the site lists it after the others',
    );
    files['site.json'].propertyOrder.push('hotel-nowhere');
    expect(errorsOf(files)).toEqual([
      'error  site.json › propertyOrder[2]: "hotel-nowhere" is not the id of any property',
    ]);
  });

  it('warns while the source’s flat 18% is in force, naming the statutory preset', () => {
    const files = copyOfContent();
    files['site.json'].tax.active = 'source-flat-18';
    const warnings = checkContent(files).problems.map(formatProblem);
    expect(warnings).toContain(
      'warning  site.json › tax.active: a flat 18% GST is in force ("source-flat-18"). Indian GST on a room-night of ₹7,500 or less is 5% since 22 Sep 2025 (18% above); set "active" to "gst-2025" to charge the statutory slabs.',
    );
    files['site.json'].tax.active = 'gst-2025';
    expect(checkContent(files).problems.map((problem) => problem.path)).not.toContain('tax.active');
  });
});

describe('checkContent on broken copies', () => {
  it('warns when a hotel sells a room-night above ₹7,500 and is not marked a specified premises', () => {
    const files = copyOfContent();
    const luxury = files[GRAND].rooms[3];
    expect(luxury.id).toBe('grand-luxury-room');
    // 3 adults: ₹3,999 + ₹500 = ₹4,499; +15% at the weekend = ₹5,173.85: no warning yet.
    const warningsOf = () =>
      checkContent(files)
        .problems.filter((problem) => problem.severity === 'warning')
        .map(formatProblem)
        .filter((text) => text.includes('specifiedPremises'));
    expect(warningsOf()).toEqual([]);
    // ₹6,999 + ₹500 = ₹7,499 (5% slab), the weekend's 15% makes it ₹8,623.85.
    luxury.readings[luxury.activeReading].tiers[1].rate = 6999;
    expect(warningsOf()).toEqual([
      `warning  ${GRAND} › legal.specifiedPremises: grand-luxury-room sells a night at ₹8,623.85 (3 adults, Weekend), above ₹7,500: from the next financial year (1 April) the hotel is a "specified premises" and its meals carry 18% GST; set legal.specifiedPremises to true then`,
    ]);
    files[GRAND].legal.specifiedPremises = true;
    expect(warningsOf()).toEqual([]);
  });

  it('names a missing field', () => {
    const files = copyOfContent();
    delete files[AAGAM].rooms[0].title;
    expect(errorsOf(files)).toEqual([`error  ${AAGAM} › rooms[0].title: is required but missing`]);
  });

  it('names a wrong type with the value found', () => {
    const files = copyOfContent();
    files[GRAND].rooms[3].readings.page.tiers[1].rate = '3999';
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › rooms[3].readings.page.tiers[1].rate: should be a number, but is the text "3999"`,
    ]);
  });

  it('names an active reading the room does not have', () => {
    const files = copyOfContent();
    files[AAGAM].rooms[2].activeReading = 'newer-page';
    expect(errorsOf(files)).toEqual([
      `error  ${AAGAM} › rooms[2].activeReading: names the reading "newer-page", which this room does not have (it has "page", "older-page", "card")`,
    ]);
  });

  it('names a path used twice, case-insensitively', () => {
    const files = copyOfContent();
    files[GRAND].rooms[0].path = '/singlebed';
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › rooms[0].path: the path "/singlebed" is already used by ${AAGAM} › rooms[0].path (paths match case-insensitively)`,
    ]);
  });

  it('names an unknown field, such as a misspelt one', () => {
    const files = copyOfContent();
    files[AAGAM].rooms[1].titel = 'Double Bed';
    expect(errorsOf(files)).toEqual([
      `error  ${AAGAM} › rooms[1].titel: is not a field this file can have; check its spelling or remove it`,
    ]);
  });

  it('names a rupee amount with fractions of a paisa', () => {
    const files = copyOfContent();
    files[AAGAM].rooms[0].readings.page.breakfastPrice = 99.999;
    expect(errorsOf(files)).toEqual([
      `error  ${AAGAM} › rooms[0].readings.page.breakfastPrice: should have at most 2 decimal places (paise)`,
    ]);
  });

  it('names tiers out of order and a wrong count of slides', () => {
    const files = copyOfContent();
    files[AAGAM].rooms[0].readings.page.tiers.reverse();
    files[GRAND].carousel.pop();
    expect(errorsOf(files)).toEqual([
      `error  ${AAGAM} › rooms[0].readings.page.tiers[1].upToAdults: should be more than the tier before it (2)`,
      `error  ${GRAND} › carousel: should have exactly 4 slides`,
    ]);
  });

  it('names a contact page of no property and a property whose contact page does not exist', () => {
    const files = copyOfContent();
    files['contacts.json'].pages[0].property = 'hotel-nowhere';
    files[GRAND].contactPath = '/GrandContact';
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › contactPath: "/GrandContact" is not a contact page listed in contacts.json`,
      'error  contacts.json › pages[0].property: "hotel-nowhere" is not the id of any property',
    ]);
  });

  it('names a GSTIN with a wrong check character', () => {
    const files = copyOfContent();
    files[GRAND].legal.gstin = '27AAGCG5813R1Z1';
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › legal.gstin: has a wrong check character (the last one): please copy the GSTIN again`,
    ]);
  });

  it('names a banquet category that takes more guests than the hall, and seated above floating', () => {
    const files = copyOfContent();
    files['banquet.json'].categories[0].capacity = { seated: 300, floating: 600 };
    files['banquet.json'].categories[1].capacity = { seated: 400, floating: 300 };
    expect(errorsOf(files)).toEqual([
      'error  banquet.json › categories[1].capacity: floating should be at least seated',
    ]);
    files['banquet.json'].categories[1].capacity = { seated: 250, floating: 400 };
    expect(errorsOf(files)).toEqual([
      "error  banquet.json › categories[0].capacity.floating: is 600, more than the hall's capacity (500)",
    ]);
  });

  it('names two hotels that would share an invoice series', () => {
    const files = copyOfContent();
    files[AAGAM].legal.invoiceCode = 'GI';
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › legal.invoiceCode: "GI" already starts the invoices of hotel-aagam-executive; each hotel needs its own`,
    ]);
  });

  it('names a cancellation tier out of order', () => {
    const files = copyOfContent();
    files['site.json'].cancellation.tiers = [
      { hoursBefore: 0, refundPercent: 50 },
      { hoursBefore: 48, refundPercent: 100 },
    ];
    expect(errorsOf(files)).toEqual([
      'error  site.json › cancellation.tiers[1].hoursBefore: should be fewer hours than the tier before it (0)',
    ]);
  });

  it('names a header link to no page', () => {
    const files = copyOfContent();
    files['site.json'].nav[2].path = '/Contact';
    expect(errorsOf(files)).toEqual([
      'error  site.json › nav[2].path: "/Contact" is not a page of the site',
    ]);
  });

  it('names a wrong $schema, a file named after another id and a missing file', () => {
    const files = copyOfContent();
    files[AAGAM].$schema = 'schema/property.schema.json';
    files['properties/aagam.json'] = files[GRAND];
    delete files[GRAND];
    delete files['attractions.json'];
    expect(errorsOf(files)).toEqual([
      `error  ${AAGAM} › $schema: should be "../../schema/property.schema.json", so editors get autocompletion and inline errors`,
      'error  properties/aagam.json › id: is "hotel-grand-imperial", so the file should be named properties/hotel-grand-imperial.json',
      'error  attractions.json › (whole file): is missing',
    ]);
  });

  it('names an unknown kind of property and an unknown tax preset', () => {
    const files = copyOfContent();
    files[GRAND].kind = 'motel';
    files['site.json'].tax.active = 'gst-2030';
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › kind: should have "kind": "hotel" or "banquet"`,
      'error  site.json › tax.active: names the preset "gst-2030", which is not among the presets ("source-flat-18", "gst-2025")',
    ]);
  });
});

describe('checkContent and the languages of the site', () => {
  it('names every text a published language lacks as file › path (language), and loads nothing', () => {
    const files = copyOfContent();
    delete files[GRAND].rooms[0].summary.mr;
    files['site.json'].landing.seo.title = files['site.json'].landing.seo.title.en;
    const { content, problems } = checkContent(files);
    expect(content).toBeUndefined();
    expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual([
      `error  ${GRAND} › rooms[0].summary (mr): has no Marathi text: write it beside the English, as "mr": "…"`,
      'error  site.json › landing.seo.title (mr): has no Marathi text: write it beside the English, as "mr": "…"',
      'error  site.json › landing.seo.title (hi): has no Hindi text: write it beside the English, as "hi": "…"',
    ]);
  });

  it('asks only for the languages published, and never for names', () => {
    const files = copyOfContent();
    files['site.json'].languages = ['en', 'mr'];
    delete files[GRAND].rooms[0].summary.hi;
    expect(errorsOf(files)).toEqual([]);
    expect(files[GRAND].name).toBeTypeOf('string');
  });

  it('reads each text in the language asked for, with its own checks in each language', () => {
    const files = copyOfContent();
    const summary = files[GRAND].rooms[0].summary;
    const grandIn = (lang: 'en' | 'mr' | 'hi') =>
      checkContent(files, lang).content?.hotels.find(({ id }) => id === 'hotel-grand-imperial');
    expect(grandIn('mr')?.rooms[0]?.summary).toBe(summary.mr);
    expect(grandIn('hi')?.rooms[0]?.summary).toBe(summary.hi);
    expect(grandIn('en')?.rooms[0]?.summary).toBe(summary.en);
    expect(grandIn('mr')?.name).toBe(files[GRAND].name);

    summary.mr = ' ';
    files['site.json'].landing.seo.title.hi = 'x'.repeat(71);
    expect(errorsOf(files)).toEqual([
      `error  ${GRAND} › rooms[0].summary.mr: should not be empty`,
      'error  site.json › landing.seo.title.hi: should be at most 70 characters so search results show it whole',
    ]);
  });
});
