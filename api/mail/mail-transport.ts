import nodemailer from 'nodemailer';
import type { SendMail } from './mail-delivery.ts';

export interface MailTransport {
  send: SendMail;
  close(): void;
}

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), on a pool of one
 * connection kept open between messages: a drive's thousands of invitations do not each pay for
 * a new connection and greeting. Timeouts are far shorter than nodemailer's defaults (minutes) so
 * a hanging server fails an attempt quickly and always within the outbox's claim lease.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
