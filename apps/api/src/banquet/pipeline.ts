import {
  type BanquetStatus,
  banquetNextStatuses,
  banquetStatusLabels,
} from '@hotel/validators/banquetTexts';
import type { BanquetLead } from '@hotel/validators/responses';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTransaction } from '../db/client.js';
import { historiesOf } from '../db/history.js';
import { banquetEnquiries, banquetEnquiryEvents } from '../db/schema.js';
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
  const historyOf = historiesOf(
    tx,
    {
      table: banquetEnquiryEvents,
      id: banquetEnquiryEvents.id,
      subject: banquetEnquiryEvents.enquiryId,
      actorId: banquetEnquiryEvents.actorId,
    },
    {
      from: banquetEnquiryEvents.from,
      to: banquetEnquiryEvents.to,
      note: banquetEnquiryEvents.note,
      at: banquetEnquiryEvents.at,
    },
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, events: historyOf(row.id) }));
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
  return stepTaken(tx, lead, change.status, change.note ?? null, by);
}

/** A note on a lead (a call's outcome, a quote's figure), its status unchanged. */
export function noteLead(tx: DbOrTransaction, id: number, note: string, by: By): BanquetLead {
  const lead = leadOf(tx, id);
  return stepTaken(tx, lead, lead.status, note, by);
}

/** The lead's history row of a step (or a note: from and to alike), and the lead as it is now. */
function stepTaken(
  tx: DbOrTransaction,
  lead: { readonly id: number; readonly status: BanquetStatus },
  to: BanquetStatus,
  note: string | null,
  by: By,
): BanquetLead {
  tx.insert(banquetEnquiryEvents)
    .values({ enquiryId: lead.id, from: lead.status, to, note, actorId: by.actorId, at: by.now })
    .run();
  return pipelineLeads(tx, { id: lead.id })[0] as BanquetLead;
}
