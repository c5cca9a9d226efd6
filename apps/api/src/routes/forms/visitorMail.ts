import { formatIndiaDateTime } from '@hotel/pricing';
import type { OutgoingMail } from '../../providers/mail/OutgoingMail.js';

/** What every stored form keeps of its visitor. */
export interface StoredVisitorForm {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly createdAt: string;
}

/** The fields of a visitor's mail, label and value, in the order they are shown. */
export type MailFields = readonly (readonly [label: string, value: string])[];

const LABEL_WIDTH = 11;

/**
 * The e-mail that brings a visitor's form to the people who answer it: who wrote (the fields),
 * what they wrote, when (India time), and a Reply-To that answers the visitor directly.
 */
export function visitorMail(
  form: StoredVisitorForm,
  mail: {
    readonly to: string;
    readonly subject: string;
    /** The first line, e.g. 'A visitor sent a banquet enquiry from the website.' */
    readonly intro: string;
    readonly fields: MailFields;
    /** What the footer calls the form: 'Enquiry' (no. 12) or 'Message'. */
    readonly kind: string;
  },
): OutgoingMail {
  return {
    to: mail.to,
    replyTo: form.email,
    subject: mail.subject,
    text: [
      mail.intro,
      '',
      ...mail.fields.map(([label, value]) => `${`${label}:`.padEnd(LABEL_WIDTH)}${value}`),
      '',
      'Message:',
      form.message,
      '',
      '--',
      `${mail.kind} no. ${form.id}, received ${formatIndiaDateTime(form.createdAt)} (India time).`,
      `Reply to this e-mail to answer ${form.name} directly.`,
      '',
    ].join('\n'),
  };
}
