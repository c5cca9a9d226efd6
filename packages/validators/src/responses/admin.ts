import { z } from 'zod';
import { deliveryStatuses, smsStatuses } from './statuses.js';

/** A banquet enquiry as the admin list shows it. */
export const adminEnquiry = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  category: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
});
export type AdminEnquiry = z.infer<typeof adminEnquiry>;
export const adminEnquiries = z.array(adminEnquiry);

/** A contact page's message as the admin list shows it. */
export const adminMessage = z.object({
  id: z.number(),
  propertyId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessage>;
export const adminMessages = z.array(adminMessage);

const deliveryStatus = z.enum(deliveryStatuses);

export const outboxMail = z.object({
  id: z.number(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: deliveryStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxSms = z.object({
  id: z.number(),
  to: z.string(),
  text: z.string(),
  status: z.enum(smsStatuses),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxSms = z.infer<typeof outboxSms>;

/** What the site sent (`GET /api/admin/outbox`), newest first. */
export const outbox = z.object({ mail: z.array(outboxMail), sms: z.array(outboxSms) });
export type Outbox = z.infer<typeof outbox>;
