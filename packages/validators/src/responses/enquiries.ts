import { z } from 'zod';

/** A stored banquet enquiry or contact message, acknowledged with a message for the visitor. */
export const received = z.object({ id: z.number(), message: z.string() });
