import type { MailAttachment } from './MailTransport.js';

/** A message the site queues in the outbox; the mailer sends it when it can. */
export interface OutgoingMail {
  readonly to: string;
  readonly replyTo?: string | undefined;
  readonly subject: string;
  readonly text: string;
  /** Issued tax documents to attach as PDFs (rendered when sent). */
  readonly attachments?: readonly MailAttachment[] | undefined;
}
