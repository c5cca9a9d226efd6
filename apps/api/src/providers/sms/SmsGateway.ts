/** A real SMS gateway: delivers one text to one number, or throws. */
export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}
