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
  readonly meals: readonly { readonly label: string; readonly amount: number }[];
  readonly total: number;
}

/** Accommodation services in hotels (GST's services accounting code). */
export const SAC_ACCOMMODATION = '996311';

/** CGST and SGST are each half of the GST (intra-state: the stay is supplied at the hotel). */
export function splitGst(gst: number): { readonly cgst: number; readonly sgst: number } {
  const cgst = Math.floor(gst / 2);
  return { cgst, sgst: gst - cgst };
}
