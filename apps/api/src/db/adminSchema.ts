import { adminActionKinds } from '@hotel/validators/responses';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accountSchema.js';
import { createdAt } from './columns.js';

/**
 * Re-exported by ./schema.ts, which drizzle-kit reads. Every change an administrator makes to an account (staff made, disabled, enabled or moved to
 * another hotel; a login lockout cleared), with who made it and when. Rows are only ever added.
 */
export const adminActions = sqliteTable(
  'admin_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: adminActionKinds }).notNull(),
    /** The account acted on; null for a lockout cleared on a name no account has. */
    targetUserId: integer('target_user_id').references(() => users.id),
    /** What changed, for a person: e.g. "hotel-grand-imperial → hotel-akash-executive". */
    detail: text('detail').notNull().default(''),
    createdAt,
  },
  (table) => [index('admin_actions_created').on(table.createdAt)],
);
