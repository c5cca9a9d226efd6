/** What a tax invoice or a credit note says. Amounts are integer paise. */
export interface TaxDocument {
  readonly kind: 'invoice' | 'creditNote';
  readonly number: string;
  /** Date of issue, YYYY-MM-DD (India). */
  readonly date: string;
  /** For a credit note: the invoice it reduces. */
  readonly againstInvoice?: string | undefined;
  readonly hotel: {
    readonly legalName: string;
    readonly address: readonly string[];
    readonly gstin: string;
  };
  readonly guest: { readonly name: string; readonly gstin?: string | null | undefined };
  readonly stay: {
    readonly reference: string;
    readonly room: string;
    readonly rooms: number;
    readonly adults: number;
    /** Children of the party (not priced); absent on documents before they were kept. */
    readonly children?: number | undefined;
    readonly checkIn: string;
    readonly checkOut: string;
    readonly nights: number;
  };
  /** The room cost: the taxable value of the accommodation (SAC 996311). */
  readonly taxableValue: number;
  /** GST percents applied (one per slab that applied), for the CGST/SGST labels. */
  readonly gstRates: readonly number[];
  readonly cgst: number;
  readonly sgst: number;
  /**
   * When the stay's nights fall in more than one GST slab (a night above ₹7,500 at 18%, the others
   * at 5%): the accommodation line of each rate with its own tax, which add up to the totals
   * above. Absent when one rate applies to every night.
   */
  readonly slabs?: readonly GstSlabLine[] | undefined;
  /** Breakfasts and lunches/dinners: restaurant service (SAC 996331), a supply apart from the room. */
  readonly meals: readonly { readonly label: string; readonly amount: number }[];
  /** The meals' own GST at its rate; absent when they carry none (documents before meals were taxed). */
  readonly mealGst?: MealGst | undefined;
  readonly total: number;
  /** How the invoice was paid, when it was paid at the hotel: 'Paid at the hotel by UPI on …'. */
  readonly payment?: string | undefined;
}

/** GST on the meals of a document: its percent, split into CGST and SGST. */
export interface MealGst {
  readonly gstRate: number;
  readonly cgst: number;
  readonly sgst: number;
}

/** The nights of one GST rate on an invoice: their taxable value and its CGST and SGST. */
export interface GstSlabLine {
  readonly gstRate: number;
  readonly nights: number;
  readonly taxableValue: number;
  readonly cgst: number;
  readonly sgst: number;
}

/** GST of a taxable value at a percent, half-up to the paisa (as the engine charges it). */
const gstAt = (taxable: number, percent: number) =>
  Math.floor((taxable * Math.round(percent * 100) + 5_000) / 10_000);

/**
 * A priced stay's accommodation by GST rate: `rooms` × the nights' rates at each percent, taxed
 * at it. The engine charges GST per percent the same way, so the lines add up to its GST.
 */
export function gstSlabLines(quote: {
  readonly rooms: number;
  readonly nightly: readonly { readonly rate: number; readonly gstRate: number }[];
}): GstSlabLine[] {
  const byRate = new Map<number, { nights: number; taxableValue: number }>();
  for (const night of quote.nightly) {
    const slab = byRate.get(night.gstRate) ?? { nights: 0, taxableValue: 0 };
    slab.nights += 1;
    slab.taxableValue += quote.rooms * night.rate;
    byRate.set(night.gstRate, slab);
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([gstRate, { nights, taxableValue }]) => ({
      gstRate,
      nights,
      taxableValue,
      ...splitGst(gstAt(taxableValue, gstRate)),
    }));
}

/** Accommodation services in hotels (GST's services accounting code). */
export const SAC_ACCOMMODATION = '996311';

/** Food serving services: meals in a hotel's restaurant (GST's services accounting code). */
export const SAC_RESTAURANT = '996331';

/** CGST and SGST are each half of the GST (intra-state: the stay is supplied at the hotel). */
export function splitGst(gst: number): { readonly cgst: number; readonly sgst: number } {
  const cgst = Math.floor(gst / 2);
  return { cgst, sgst: gst - cgst };
}
