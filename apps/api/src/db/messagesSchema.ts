import { banquetStatuses, budgetRanges, cateringOptions } from '@hotel/validators/banquetTexts';
import { deliveryStatuses, smsStatuses } from '@hotel/validators/responses';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { MailAttachment } from '../providers/mail/MailTransport.js';
import { users } from './accountSchema.js';
import { createdAt } from './columns.js';

/**
 * What visitors sent (banquet enquiries, contact messages) and what the site sends (the e-mail
 * and SMS outboxes): part of the schema, re-exported by ./schema.ts, which drizzle-kit reads.
 */
export const banquetEnquiries = sqliteTable(
  'banquet_enquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    category: text('category').notNull(),
    eventType: text('event_type').notNull(),
    /** The lead's reference for the visitor and the desk (null on enquiries from before it). */
    reference: text('reference'),
    eventDate: text('event_date'),
    alternativeDate: text('alternative_date'),
    guests: integer('guests'),
    rooms: integer('rooms'),
    nights: integer('nights'),
    catering: text('catering', { enum: cateringOptions }),
    budget: text('budget', { enum: budgetRanges }),
    /** Where the desk's pipeline has it; each change is a `banquet_enquiry_events` row. */
    status: text('status', { enum: banquetStatuses }).notNull().default('new'),
    createdAt,
  },
  (table) => [
    uniqueIndex('banquet_enquiries_reference').on(table.reference),
    index('banquet_enquiries_status').on(table.status, table.createdAt),
  ],
);

/** The banquet pipeline's history: each status change or note, with who made it and when. */
export const banquetEnquiryEvents = sqliteTable(
  'banquet_enquiry_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => banquetEnquiries.id),
    from: text('from_status', { enum: banquetStatuses }),
    to: text('to_status', { enum: banquetStatuses }).notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id),
    at: text('at').notNull(),
  },
  (table) => [index('banquet_enquiry_events_enquiry').on(table.enquiryId, table.id)],
);

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  propertyId: text('property_id').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt,
});

/** Every e-mail the site sends, delivered by the configured mailer; failures stay for retry. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Tax documents to attach as PDFs, rendered when the message is sent (ids, JSON). */
    attachments: text('attachments', { mode: 'json' })
      .$type<readonly MailAttachment[]>()
      .notNull()
      .default(sql`'[]'`),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: text('next_attempt_at'),
    /**
     * The process delivering the message: a random token and when its claim lapses. A delivery
     * starts by claiming the row in one UPDATE (free, or lapsed), so no two processes send it.
     */
    claimToken: text('claim_token'),
    claimedUntil: text('claimed_until'),
    sentAt: text('sent_at'),
    createdAt,
  },
  (table) => [
    index('mail_outbox_status').on(table.status, table.nextAttemptAt),
    index('mail_outbox_sent').on(table.status, table.sentAt),
  ],
);

/** Every text message the site sends. One-time codes are masked here; only the phone gets them. */
export const smsOutbox = sqliteTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** `sent` only when a gateway took the text; `unsent` when there is no gateway. */
    status: text('status', { enum: smsStatuses }).notNull().default('pending'),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt,
  },
  (table) => [index('sms_outbox_sent').on(table.status, table.sentAt)],
);
