import { randomBytes } from 'node:crypto';

/** An unguessable quote id: 16 random bytes, base64url (22 characters). */
export const newQuoteId = (): string => randomBytes(16).toString('base64url');
