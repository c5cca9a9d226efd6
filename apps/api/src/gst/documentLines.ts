import { SAC_ACCOMMODATION, SAC_RESTAURANT, type TaxDocument } from '../documents/taxDocument.js';

/** What GSTR-1 reports of a document: its value taxed at one rate under one SAC, and that tax. */
export interface SupplyLine {
  readonly sac: string;
  readonly rate: number;
  readonly taxableValue: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
}

/**
 * A stored invoice or credit note as GSTR-1 reads it: the accommodation (SAC 996311) by GST
 * rate, then the meals (SAC 996331) at theirs. Intra-state (the place of supply in the supplier's
 * state) the tax stays CGST + SGST as the document split it; inter-state it is IGST, their sum.
 * Amounts are paise, positive for both kinds.
 */
export function supplyLinesOf(document: TaxDocument, interState: boolean): SupplyLine[] {
  const heads = (cgst: number, sgst: number) =>
    interState ? { igst: cgst + sgst, cgst: 0, sgst: 0 } : { igst: 0, cgst, sgst };
  const accommodation =
    document.slabs && document.slabs.length > 0
      ? document.slabs.map((slab) => ({
          sac: SAC_ACCOMMODATION,
          rate: slab.gstRate,
          taxableValue: slab.taxableValue,
          ...heads(slab.cgst, slab.sgst),
        }))
      : [
          {
            sac: SAC_ACCOMMODATION,
            rate: document.gstRates[0] ?? 0,
            taxableValue: document.taxableValue,
            ...heads(document.cgst, document.sgst),
          },
        ];
  const mealValue = document.meals.reduce((sum, meal) => sum + meal.amount, 0);
  const meals =
    mealValue > 0 || document.mealGst
      ? [
          {
            sac: SAC_RESTAURANT,
            rate: document.mealGst?.gstRate ?? 0,
            taxableValue: mealValue,
            ...heads(document.mealGst?.cgst ?? 0, document.mealGst?.sgst ?? 0),
          },
        ]
      : [];
  return [...accommodation, ...meals].filter(
    (line) => line.taxableValue !== 0 || line.cgst + line.sgst + line.igst !== 0,
  );
}

/** The lines of one rate merged (a document's accommodation and meals at 5% are one B2B item). */
export function byRate(lines: readonly SupplyLine[]): Omit<SupplyLine, 'sac'>[] {
  const merged = new Map<number, Omit<SupplyLine, 'sac'>>();
  for (const { sac: _sac, ...line } of lines) {
    const seen = merged.get(line.rate);
    merged.set(line.rate, seen ? addTotals(seen, line) : line);
  }
  return [...merged.values()].sort((a, b) => a.rate - b.rate);
}

/** Taxable value and the three heads of tax, summed. */
export interface Totals {
  readonly taxableValue: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
}

export const ZERO_TOTALS: Totals = { taxableValue: 0, igst: 0, cgst: 0, sgst: 0 };

export function addTotals<T extends Totals>(into: T, add: Totals, sign = 1): T {
  return {
    ...into,
    taxableValue: into.taxableValue + sign * add.taxableValue,
    igst: into.igst + sign * add.igst,
    cgst: into.cgst + sign * add.cgst,
    sgst: into.sgst + sign * add.sgst,
  };
}

export const sumTotals = (rows: readonly Totals[]): Totals =>
  rows.reduce<Totals>((sum, row) => addTotals(sum, row), ZERO_TOTALS);
