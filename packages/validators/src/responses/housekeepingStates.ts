/**
 * A physical room's housekeeping states, zod-free: `dirty` after a check-out and each morning of
 * a stay-over, `clean` once made up, `inspected` once a supervisor has checked it, and
 * `out_of_order` while it cannot be let.
 */
export const HOUSEKEEPING_STATES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

/** Each state in words, as staff read it. */
export const housekeepingLabels: Readonly<Record<HousekeepingState, string>> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
};
