import { z } from 'zod';
import { banquetStatuses, budgetRanges, cateringOptions } from '../banquetTexts.js';
import { adminEnquiry } from './admin.js';

/** A stored banquet enquiry or contact message, acknowledged with a message for the visitor. */
export const received = z.object({ id: z.number(), message: z.string() });

/** POST /api/banquet-enquiry: stored, with the lead's reference and when the manager calls. */
export const banquetEnquiryReceived = received.extend({ reference: z.string() });

/** One step of a banquet lead: a status change (`from` → `to`) or a note (`from` = `to`). */
export const banquetLeadEvent = z.object({
  from: z.enum(banquetStatuses).nullable(),
  to: z.enum(banquetStatuses),
  note: z.string().nullable(),
  actorEmail: z.string().nullable(),
  at: z.string(),
});

/** A banquet lead in the desk's pipeline (GET /api/admin/banquet), with its history. */
export const banquetLead = adminEnquiry.extend({
  id: z.number().int(),
  reference: z.string().nullable(),
  status: z.enum(banquetStatuses),
  eventDate: z.string().nullable(),
  alternativeDate: z.string().nullable(),
  guests: z.number().int().nullable(),
  rooms: z.number().int().nullable(),
  nights: z.number().int().nullable(),
  catering: z.enum(cateringOptions).nullable(),
  budget: z.enum(budgetRanges).nullable(),
  events: z.array(banquetLeadEvent),
});
export type BanquetLead = z.infer<typeof banquetLead>;
export const banquetLeads = z.array(banquetLead);
