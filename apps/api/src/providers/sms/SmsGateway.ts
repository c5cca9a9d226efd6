/** A real SMS gateway: delivers one text to one number, or throws. */
export interface SmsGateway {
  /** `signal` aborts the call (the server's shutdown deadline). */
  send(to: string, text: string, signal?: AbortSignal): Promise<void>;
}
