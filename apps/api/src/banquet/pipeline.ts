import {
  type BanquetStatus,
  banquetNextStatuses,
  banquetStatusLabels,
} from '@hotel/validators/banquetTexts';
import type { BanquetLead } from '@hotel/validators/responses';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { banquetEnquiries, banquetEnquiryEvents, users } from '../db/schema.js';
import { conflict, notFound } from '../lib/ApiFailure.js';

export const PIPELINE_MESSAGES = {
  notFound: 'We could not find that enquiry.',
  step: (from: BanquetStatus, to: BanquetStatus) => {
    const next = banquetNextStatuses[from].map((status) => banquetStatusLabels[status]);
    return next.length
      ? `This enquiry is ${banquetStatusLabels[from].toLowerCase()}; it can move to ${next.join(' or ')}, not ${banquetStatusLabels[to].toLowerCase()}.`
      : `This enquiry is ${banquetStatusLabels[from].toLowerCase()}, which ends the pipeline; add a note instead.`;
  },
} as const;

/** The leads (newest first) with their history, each step naming who took it. */
export function pipelineLeads(
  tx: DbOrTransaction,
  filter: { status?: BanquetStatus | undefined; id?: number },
): BanquetLead[] {
  const rows = tx
    .select()
    .from(banquetEnquiries)
    .where(
      filter.id !== undefined
        ? eq(banquetEnquiries.id, filter.id)
        : filter.status
          ? eq(banquetEnquiries.status, filter.status)
          : undefined,
    )
    .orderBy(desc(banquetEnquiries.createdAt), desc(banquetEnquiries.id))
    .limit(200)
    .all();
  const ids = rows.map((row) => row.id);
  const events = ids.length
    ? tx
        .select({
          enquiryId: banquetEnquiryEvents.enquiryId,
          from: banquetEnquiryEvents.from,
          to: banquetEnquiryEvents.to,
          note: banquetEnquiryEvents.note,
          actorEmail: users.email,
          at: banquetEnquiryEvents.at,
        })
        .from(banquetEnquiryEvents)
        .leftJoin(users, eq(users.id, banquetEnquiryEvents.actorId))
        .where(inArray(banquetEnquiryEvents.enquiryId, ids))
        .orderBy(asc(banquetEnquiryEvents.id))
        .all()
    : [];
  return rows.map((row) => ({
    ...row,
    events: events
      .filter((event) => event.enquiryId === row.id)
      .map(({ enquiryId: _lead, ...event }) => event),
  }));
}

function leadOf(tx: DbOrTransaction, id: number) {
  const lead = tx.select().from(banquetEnquiries).where(eq(banquetEnquiries.id, id)).get();
  if (!lead) throw notFound(PIPELINE_MESSAGES.notFound);
  return lead;
}

interface By {
  readonly actorId: number | null;
  readonly now: string;
}

/**
 * Moves a lead one step of new → contacted → quoted → won, or to lost from any open step, with
 * an optional note; the step is a history row naming the account. Run it `immediate`.
 */
export function moveLead(
  tx: DbOrTransaction,
  id: number,
  change: { status: BanquetStatus; note?: string | undefined },
  by: By,
): BanquetLead {
  const lead = leadOf(tx, id);
  if (!banquetNextStatuses[lead.status].includes(change.status)) {
    throw conflict('PIPELINE_STEP', PIPELINE_MESSAGES.step(lead.status, change.status));
  }
  tx.update(banquetEnquiries)
    .set({ status: change.status })
    .where(eq(banquetEnquiries.id, id))
    .run();
  tx.insert(banquetEnquiryEvents)
    .values({
      enquiryId: id,
      from: lead.status,
      to: change.status,
      note: change.note ?? null,
      actorId: by.actorId,
      at: by.now,
    })
    .run();
  return pipelineLeads(tx, { id })[0] as BanquetLead;
}

/** A note on a lead (a call's outcome, a quote's figure), its status unchanged. */
export function noteLead(tx: DbOrTransaction, id: number, note: string, by: By): BanquetLead {
  const lead = leadOf(tx, id);
  tx.insert(banquetEnquiryEvents)
    .values({
      enquiryId: id,
      from: lead.status,
      to: lead.status,
      note,
      actorId: by.actorId,
      at: by.now,
    })
    .run();
  return pipelineLeads(tx, { id })[0] as BanquetLead;
}
