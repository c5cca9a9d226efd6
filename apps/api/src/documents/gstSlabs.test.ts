import { quote } from '@hotel/pricing';
import { workedExampleQuote } from '@hotel/test-fixtures';
import { describe, expect, it } from 'vitest';
import { chargesOf, creditLines } from '../booking/taxDocuments.js';
import { pdfLines } from '../test/pdfText.js';
import { exampleInvoice } from '../test/taxDocuments.js';
import { renderTaxDocument } from './renderTaxDocument.js';
import { gstSlabLines, type TaxDocument } from './taxDocument.js';

/** The statutory slabs (content's gst-2025): 5% up to ₹7,500 a room-night, 18% above. */
const GST_2025 = {
  kind: 'slabs',
  slabs: [{ upToNightlyRate: 750000, percent: 5 }, { percent: 18 }],
} as const;

/** ₹7,000 a night, 15% more on Fridays and Saturdays (₹8,050: above ₹7,500). */
const suite = {
  tiers: [{ upToAdults: 2, rate: 700000 }],
  beyond: { kind: 'flat', rate: 700000 },
  breakfastPrice: 25000,
  lunchDinnerPrice: 100000,
  adjustments: [{ name: 'Weekend', days: ['fri', 'sat'], percent: 15 }],
} as const;

// Thursday 3 Dec to Sunday 6 Dec 2026: Thursday ₹7,000 at 5%, Friday and Saturday ₹8,050 at 18%.
const stay = quote(
  suite as never,
  { rooms: 2, adults: 2, nights: 3, checkIn: '2026-12-03' },
  {
    tax: GST_2025,
  },
);

describe('an invoice whose nights fall in two GST slabs', () => {
  it('has one accommodation line per rate, whose tax adds up to what the engine charged', () => {
    const slabs = gstSlabLines(stay);
    expect(slabs).toEqual([
      { gstRate: 5, nights: 1, taxableValue: 1400000, cgst: 35000, sgst: 35000 },
      { gstRate: 18, nights: 2, taxableValue: 3220000, cgst: 289800, sgst: 289800 },
    ]);
    expect(slabs.reduce((sum, slab) => sum + slab.cgst + slab.sgst, 0)).toBe(stay.gst);
  });

  const invoice: TaxDocument = {
    ...exampleInvoice,
    stay: { ...exampleInvoice.stay, rooms: 2, nights: 3, checkOut: '2026-12-06' },
    taxableValue: stay.roomCost,
    gstRates: [5, 18],
    cgst: 324800,
    sgst: 324800,
    slabs: gstSlabLines(stay),
    meals: [],
    total: stay.total,
  };

  it('prints the rate of each line and its CGST and SGST', async () => {
    const lines = pdfLines(await renderTaxDocument(invoice));
    for (const expected of [
      /^Accommodation: Luxury Room × 2, 1 night at GST 5%.*996311\s+₹14,000\.00$/,
      /^CGST @ 2\.5%\s+₹350\.00$/,
      /^Accommodation: Luxury Room × 2, 2 nights at GST 18%.*996311\s+₹32,200\.00$/,
      /^CGST @ 9%\s+₹2,898\.00$/,
      /^SGST @ 9%\s+₹2,898\.00$/,
    ]) {
      expect(lines.join('\n')).toMatch(new RegExp(expected.source, 'm'));
    }
  });

  it('credits each rate’s line in proportion, adding up to the credit', () => {
    const half = Math.round(invoice.total / 2);
    const credited = creditLines(invoice, half);
    expect(credited.slabs?.map((slab) => slab.gstRate)).toEqual([5, 18]);
    const parts = (credited.slabs ?? []).flatMap((slab) => [
      slab.taxableValue,
      slab.cgst,
      slab.sgst,
    ]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(half);
    expect(credited.taxableValue + credited.cgst + credited.sgst).toBe(half);
    // About half of each line: the 18% line's CGST ₹2,898.00 → ₹1,449.00 give or take a paisa.
    expect(Math.abs((credited.slabs?.[1]?.cgst ?? 0) - 144900)).toBeLessThanOrEqual(1);
  });
});

describe('an invoice with meals, a supply apart from the room', () => {
  // SPEC §4's worked example under the law: the rooms at 5%, the meals (₹1,700) with their own 5%.
  const invoice: TaxDocument = {
    ...exampleInvoice,
    taxableValue: workedExampleQuote.roomCost,
    ...chargesOf(workedExampleQuote),
    total: workedExampleQuote.total,
  };

  it('prints the meals as restaurant service (SAC 996331) with their own CGST and SGST', async () => {
    expect(invoice.mealGst).toEqual({ gstRate: 5, cgst: 4250, sgst: 4250 });
    const text = pdfLines(await renderTaxDocument(invoice)).join('\n');
    for (const expected of [
      /^Accommodation: Luxury Room × 2, 1 night.*996311\s+₹9,998\.00$/,
      /^CGST @ 2\.5%\s+₹249\.95$/,
      /^SGST @ 2\.5%\s+₹249\.95$/,
      /^Breakfast × 2 at ₹250\.00\s+996331\s+₹500\.00$/,
      /^Lunch\/dinner × 1 at ₹1,200\.00\s+996331\s+₹1,200\.00$/,
      /^CGST @ 2\.5% on meals\s+₹42\.50$/,
      /^SGST @ 2\.5% on meals\s+₹42\.50$/,
      /^Total\s+₹12,282\.90$/,
    ]) {
      expect(text).toMatch(new RegExp(expected.source, 'm'));
    }
  });

  it('adds up: rooms, their GST, the meals and their GST make the total', () => {
    const meals = invoice.meals.reduce((sum, meal) => sum + meal.amount, 0);
    const mealGst = (invoice.mealGst?.cgst ?? 0) + (invoice.mealGst?.sgst ?? 0);
    expect(invoice.taxableValue + invoice.cgst + invoice.sgst + meals + mealGst).toBe(
      invoice.total,
    );
  });

  it("credits the meals' GST with the rest, in proportion, adding up to the credit", () => {
    const credit = 500000;
    const credited = creditLines(invoice, credit);
    const meals = credited.meals.reduce((sum, meal) => sum + meal.amount, 0);
    const mealGst = (credited.mealGst?.cgst ?? 0) + (credited.mealGst?.sgst ?? 0);
    expect(credited.taxableValue + credited.cgst + credited.sgst + meals + mealGst).toBe(credit);
    expect(credited.mealGst?.gstRate).toBe(5);
    // ₹5,000 of ₹12,282.90: the meals' CGST ₹42.50 → about ₹17.30.
    expect(
      Math.abs((credited.mealGst?.cgst ?? 0) - Math.round((4250 * credit) / 1228290)),
    ).toBeLessThanOrEqual(1);
  });
});
