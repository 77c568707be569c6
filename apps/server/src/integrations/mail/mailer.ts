/** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, else a dev outbox kept in memory and logged. */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe, …), sent as given and kept in the dev outbox. */
  headers?: Record<string, string>;
};
export type OutboxEntry = Mail & { id: number; sentAt: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Only the dev outbox keeps mail; with SMTP this is empty. */
  outbox(to?: string): OutboxEntry[];
  close(): void;
};

const OUTBOX_LIMIT = 500;

export function createMailer(options: { smtpUrl?: string; from: string; logger: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      },
      outbox: () => [],
      close: () => transport.close(),
    };
  }
  const entries: OutboxEntry[] = [];
  let nextId = 1;
  return {
    send(mail) {
      entries.push({ ...mail, id: nextId++, sentAt: new Date().toISOString() });
      if (entries.length > OUTBOX_LIMIT) entries.shift();
      options.logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'dev outbox: mail kept (no SMTP_URL)',
      );
      return Promise.resolve();
    },
    outbox: (to) =>
      entries
        .filter((e) => !to || e.to === to.toLowerCase())
        .slice()
        .reverse(),
    close: () => undefined,
  };
}
