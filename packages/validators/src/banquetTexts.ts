/** Banquet lead words without zod: the form's choices and the desk's pipeline. */

export const cateringOptions = ['veg', 'non-veg', 'jain'] as const;
export type Catering = (typeof cateringOptions)[number];
export const cateringLabels: Record<Catering, string> = {
  veg: 'Vegetarian',
  'non-veg': 'Non-vegetarian',
  jain: 'Jain',
};

/** The budget ranges the form offers, in rupees for the whole event. */
export const budgetRanges = [
  'under-1-lakh',
  '1-3-lakh',
  '3-5-lakh',
  '5-10-lakh',
  'over-10-lakh',
] as const;
export type BudgetRange = (typeof budgetRanges)[number];
export const budgetLabels: Record<BudgetRange, string> = {
  'under-1-lakh': 'Under ₹1 lakh',
  '1-3-lakh': '₹1–3 lakh',
  '3-5-lakh': '₹3–5 lakh',
  '5-10-lakh': '₹5–10 lakh',
  'over-10-lakh': 'Over ₹10 lakh',
};

/** A banquet lead's way through the desk: new → contacted → quoted → won / lost. */
export const banquetStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type BanquetStatus = (typeof banquetStatuses)[number];
export const banquetStatusLabels: Record<BanquetStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};
/** The steps the desk may take from each status (lost may come at any open step). */
export const banquetNextStatuses: Record<BanquetStatus, readonly BanquetStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['quoted', 'lost'],
  quoted: ['won', 'lost'],
  won: [],
  lost: [],
};
