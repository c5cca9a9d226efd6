import nodemailer from 'nodemailer';
import type { MailTransport } from './MailTransport.js';

/** Real delivery through an SMTP server given as smtp://user:pass@host:port (or smtps://). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}
