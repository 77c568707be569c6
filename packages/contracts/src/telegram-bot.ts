/**
 * The Telegram bot (docs/telegram.md): Telegram Stars top-ups paid through it, and the link between
 * an account and a Telegram chat that /settings/telegramBot makes, over which notifications arrive.
 */
import { z } from 'zod';
import { ZMinorAmount } from './money.ts';

/** Whole Stars one top-up may buy; Telegram takes 1 to 10,000 Stars an invoice. */
export const STARS_TOP_UP_MIN = 50;
export const STARS_TOP_UP_MAX = 10_000;
export const STARS_TOP_UP_PRESETS = [100, 250, 500, 1000, 2500] as const;

/** pending: the invoice is open; succeeded: paid and credited; refunded: the Stars went back to the payer. */
export const STAR_TOP_UP_STATUSES = ['pending', 'succeeded', 'refunded'] as const;
export type TStarTopUpStatus = (typeof STAR_TOP_UP_STATUSES)[number];

/** In the top-up options when the bot is configured (the Stars are paid to it). */
export const ZStarsTopUpOptions = z.object({
  minStars: ZMinorAmount,
  maxStars: ZMinorAmount,
  presetsStars: z.array(ZMinorAmount),
});
export type TStarsTopUpOptions = z.infer<typeof ZStarsTopUpOptions>;

export const ZStarsInvoiceRequest = z.object({
  /** Whole Stars to add to the wallet (and to pay in Telegram). */
  stars: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'amount')
    .refine((v) => Number(v) >= STARS_TOP_UP_MIN && Number(v) <= STARS_TOP_UP_MAX, 'amount_range'),
});
export type TStarsInvoiceRequest = z.infer<typeof ZStarsInvoiceRequest>;

export const ZStarTopUp = z.object({
  id: z.string(),
  stars: ZMinorAmount,
  status: z.enum(STAR_TOP_UP_STATUSES),
  /** The invoice (`https://t.me/$…`) the mini-app opens with openInvoice. */
  invoiceLink: z.string(),
  /** The wallet entry once credited. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type TStarTopUp = z.infer<typeof ZStarTopUp>;
export const ZStarTopUpDetailRequest = z.object({ id: z.uuid() });
/** An admin sends a paid Stars top-up back to its payer (Telegram's refundStarPayment). */
export const ZStarsRefundRequest = z.object({ id: z.uuid() });

/** How long a link to the bot from /settings/telegramBot works. */
export const TELEGRAM_LINK_TTL_MS = 15 * 60_000;

export const ZTelegramBotStatus = z.object({
  /** False when the server has no bot (TELEGRAM_BOT_TOKEN): nothing to link. */
  configured: z.boolean(),
  /** The bot's @username, without the @; null when it is not known. */
  botUsername: z.string().nullable(),
  linked: z.boolean(),
  /** The linked Telegram user's @username, when they have one. */
  telegramUsername: z.string().nullable(),
  linkedAt: z.string().nullable(),
});
export type TTelegramBotStatus = z.infer<typeof ZTelegramBotStatus>;

/** A one-time link: open it in Telegram and press Start. */
export const ZTelegramBotLink = z.object({ url: z.string(), expiresAt: z.string() });
export type TTelegramBotLink = z.infer<typeof ZTelegramBotLink>;
