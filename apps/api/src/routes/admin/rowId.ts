import { z } from 'zod';

/** A database row's id in a path (`/blocks/:id`): a positive whole number, or a 400 that says so. */
export const rowId = (label: string) =>
  z.coerce
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a whole number.`);
