import type { AdminAction, AdminActionKind } from '@hotel/validators/responses';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTransaction } from '../db/client.js';
import { adminActions, users } from '../db/schema.js';
import { unauthorized } from './ApiFailure.js';

export interface AdminActionRecord {
  readonly actorId: number;
  readonly action: AdminActionKind;
  readonly targetUserId: number | null;
  readonly detail: string;
}

/** The admin behind a request that passed requireAdmin: the one a change is recorded for. */
export function actorOf(request: FastifyRequest): number {
  if (!request.user) throw unauthorized('Please sign in as an administrator.');
  return request.user.id;
}

/** Records what an admin did, inside the transaction that did it: both stand or neither. */
export function recordAdminAction(tx: DbOrTransaction, record: AdminActionRecord): void {
  tx.insert(adminActions).values(record).run();
}

/** The recorded actions, newest first, with each actor's e-mail address. */
export function listAdminActions(
  db: Db,
  { limit, offset }: { readonly limit: number; readonly offset: number },
): AdminAction[] {
  return db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      actorId: adminActions.actorId,
      actorEmail: users.email,
      targetUserId: adminActions.targetUserId,
      detail: adminActions.detail,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit)
    .offset(offset)
    .all();
}
