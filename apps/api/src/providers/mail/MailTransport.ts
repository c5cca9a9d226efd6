/** What a queued message attaches: an issued tax invoice or credit note, by its id. */
export interface MailAttachment {
  readonly taxDocumentId: number;
}

/** An attachment as sent: the file itself. */
export interface MailFile {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly attachments?: readonly MailFile[] | undefined;
}

/** Delivers one message, or throws with the reason. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}
