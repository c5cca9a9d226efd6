export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly replyTo?: string | undefined;
  readonly subject: string;
  readonly text: string;
}

/** Delivers one message, or throws with the reason. */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}
