import nodemailer from 'nodemailer';
import type { MailTransport } from './MailTransport.js';

/**
 * Bounds on a slow or silent server, so one stuck delivery cannot hold up shutdown for minutes
 * (nodemailer's defaults are 2 and 10 minutes); a timed-out message is retried later.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Real delivery through an SMTP server given as smtp://user:pass@host:port (or smtps://). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    name: 'smtp',
    async send({ attachments, ...message }) {
      await transporter.sendMail({ ...message, attachments: attachments ? [...attachments] : [] });
    },
    close() {
      transporter.close();
    },
  };
}
