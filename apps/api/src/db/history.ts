import { asc, eq, inArray } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { users } from './accountSchema.js';
import type { DbOrTransaction } from './client.js';

/** A history table: one row per step taken on a subject (a banquet lead, a review). */
export interface History {
  readonly table: SQLiteTable;
  readonly id: SQLiteColumn;
  /** The column naming the subject the step was taken on. */
  readonly subject: SQLiteColumn;
  readonly actorId: SQLiteColumn;
}

/**
 * The histories of the subjects `ids`, read in one query: for each subject its steps, oldest
 * first, each with its own `columns` (when it was taken among them) and who took it (the account's
 * e-mail; null for the system or an erased account).
 */
export function historiesOf<Columns extends Record<string, SQLiteColumn>>(
  tx: DbOrTransaction,
  history: History,
  columns: Columns,
  ids: readonly number[],
) {
  const steps = ids.length
    ? tx
        .select({
          ...columns,
          subject: history.subject,
          actorEmail: users.email,
        })
        .from(history.table)
        .leftJoin(users, eq(users.id, history.actorId))
        .where(inArray(history.subject, [...ids]))
        .orderBy(asc(history.id))
        .all()
    : [];
  return (id: number) =>
    steps.filter((step) => step.subject === id).map(({ subject: _subject, ...step }) => step);
}
