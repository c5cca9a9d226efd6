import type { Transporter } from 'nodemailer';
import type { MailTransport } from './MailTransport.js';

/**
 * Bounds on a slow or silent server, so one stuck delivery cannot hold up shutdown for minutes
 * (nodemailer's defaults are 2 and 10 minutes); a timed-out message is retried later.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * Real delivery through an SMTP server given as smtp://user:pass@host:port (or smtps://).
 * nodemailer is loaded with the first message rather than at start (a start is faster by its
 * ~40 ms of loading; docs/PERFORMANCE.md).
 */
export function smtpTransport(url: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connected = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...TIMEOUTS }),
    );
    return transporter;
  };
  return {
    name: 'smtp',
    async send({ attachments, ...message }) {
      await (await connected()).sendMail({
        ...message,
        attachments: attachments ? [...attachments] : [],
      });
    },
    close() {
      void transporter?.then((opened) => opened.close());
    },
  };
}
