import { randomBytes } from 'node:crypto';

/** A readable, unique id for a hotel added by an admin: 'Hotel Sunrise Inn' → `hotel-sunrise-inn-3f9a1c`. */
export function newHotelId(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .replace(/^hotel-/, '')
    .slice(0, 40);
  return `hotel-${slug || 'new'}-${randomBytes(3).toString('hex')}`;
}
