/** One night of a priced stay: its date (null for an undated stay), rate and adjustment. */
export interface PricedNight {
  readonly date: string | null;
  readonly rate: number;
  readonly adjustment: string | null;
}

/** Whether a stay's nights are worth listing: dated, and not all at one rate. */
export const nightsDiffer = (nights: readonly PricedNight[]) =>
  nights.some((night) => night.date !== null && night.adjustment !== null);
