/**
 * Outgoing text messages: a provider's HTTP API (twilio.ts) when one is configured, else a dev
 * outbox kept in memory and logged, as mail does without SMTP. Providers plug in by implementing
 * `send`; a refusal or a time-out throws, and the caller answers SMS_NOT_SENT.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createTwilioSender } from './twilio.ts';

export type Sms = {
  /** E.164. */
  to: string;
  text: string;
};
export type SmsOutboxEntry = Sms & { id: number; sentAt: string };

export type SmsSender = {
  send(sms: Sms): Promise<void>;
  /** Only the dev outbox keeps texts; with a provider this is empty. Newest first. */
  outbox(to: string): SmsOutboxEntry[];
};

const OUTBOX_LIMIT = 500;

export function createSmsSender(options: {
  config: Config['sms'];
  logger: FastifyBaseLogger;
  fetch?: typeof fetch;
}): SmsSender {
  if (options.config.twilio) {
    const send = createTwilioSender(options.config.twilio, options.fetch);
    return { send, outbox: () => [] };
  }
  return createSmsOutbox(options.logger);
}

export function createSmsOutbox(logger: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  const entries: SmsOutboxEntry[] = [];
  let nextId = 1;
  return {
    send(sms) {
      entries.push({ ...sms, id: nextId++, sentAt: new Date().toISOString() });
      if (entries.length > OUTBOX_LIMIT) entries.shift();
      logger.info({ to: sms.to, text: sms.text }, 'dev outbox: text kept (no SMS provider)');
      return Promise.resolve();
    },
    outbox: (to) =>
      entries
        .filter((e) => e.to === to)
        .slice()
        .reverse(),
  };
}
