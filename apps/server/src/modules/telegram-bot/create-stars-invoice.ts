/**
 * A Stars top-up: a pending row and its invoice link, made by the bot (createInvoiceLink, currency
 * XTR, no provider token: Stars need none) with the row's id as the payload. The mini-app opens the
 * link with openInvoice; the bot credits the wallet when Telegram reports the payment
 * (credit-star-payment.ts). Idempotent per Idempotency-Key: a retry answers the same invoice.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '@fanlane/contracts/locales';
import type { TStarTopUp, TStarsInvoiceRequest } from '@fanlane/contracts/telegram-bot';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { earlierAnswer, idempotent, type IdempotencyKey } from '../../ledger/idempotency.ts';
import type { Caller } from '../auth/guards.ts';
import { botText } from './bot-strings.ts';
import { presentStarTopUp } from './present.ts';
import { insertStarPayment } from './star-payments-repo.ts';

const SCOPE = 'stars.invoice';

/** Telegram's limits: a title of 1–32 characters, a description of 1–255. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

export async function createStarsInvoice(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: TStarsInvoiceRequest,
  locale: Locale,
): Promise<TStarTopUp> {
  const telegram = deps.telegramBot;
  if (!telegram) throw appError('STARS_NOT_CONFIGURED');
  const stars = BigInt(body.stars);
  const vars = { brand: deps.config.brandName, stars: body.stars };
  const title = cut(botText(locale, 'invoiceTitle', vars), 32);
  const description = cut(botText(locale, 'invoiceDescription', vars), 255);

  // A retry answers the invoice already made, without asking Telegram again.
  const earlier = await earlierAnswer<TStarTopUp>(deps.db, key, SCOPE, body);
  if (earlier) return earlier;
  // Telegram is asked before the transaction, never inside it: a slow Bot API must not hold a
  // connection (on PGlite, the whole database) while it answers. A link made for a request that
  // then loses a race for its key is never shown to anyone, and pays nothing: its payload names no row.
  const id = randomUUID();
  let invoiceLink: string;
  try {
    invoiceLink = await telegram.bot.api.createInvoiceLink(title, description, id, '', 'XTR', [
      { label: title, amount: Number(stars) },
    ]);
  } catch (err) {
    deps.log.warn({ err }, 'telegram createInvoiceLink failed');
    throw appError('PROVIDER_UNAVAILABLE');
  }
  return idempotent(deps.events, key, SCOPE, body, async (tx) =>
    presentStarTopUp(
      await insertStarPayment(tx, { id, userId: caller.user.id, stars, invoiceLink, createdAt: new Date() }),
    ),
  );
}
