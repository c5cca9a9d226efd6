import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** Times are ISO-8601 UTC strings; money is integer paise. When a row was made. */
export const createdAt = text('created_at')
  .notNull()
  .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
