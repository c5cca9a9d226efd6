import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** Times are ISO-8601 UTC strings (this one set by SQLite when a row is made); money is paise. */
export const createdAt = text('created_at')
  .notNull()
  .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
