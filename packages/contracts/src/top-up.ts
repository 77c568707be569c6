import { z } from 'zod';
import { ZCursorRequest } from './page.ts';
import { ZDepositChannel } from './deposit.ts';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, ZMinorAmount, ZUsdCents } from './money.ts';
import { ZStarsTopUpOptions } from './telegram-bot.ts';

/**
 * Card top-ups (docs/money.md). The configured card provider (the built-in sandbox gateway, or
 * Stripe) runs a hosted checkout; its signed webhook credits the wallet exactly once. Saved cards
 * are the sandbox gateway's (Stripe keeps cards in its own Checkout).
 */
export const CARD_PROVIDERS = ['sandbox', 'stripe'] as const;
export type TCardProvider = (typeof CARD_PROVIDERS)[number];
export const TOP_UP_CHANNELS = ['card', 'onramp'] as const;
export type TTopUpChannel = (typeof TOP_UP_CHANNELS)[number];
/** cancelled: the fan left the hosted checkout without paying (nothing was charged). */
export const TOP_UP_STATUSES = [
  'pending',
  'requires_confirmation',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
] as const;
export type TTopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** Test cards of the sandbox gateway (the same numbers Stripe uses in test mode). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  confirmation: '4000002500003155',
  /** Pays, then its holder disputes the charge (a chargeback arrives a moment later). */
  dispute: '4000000000000259',
} as const;
/** The Luhn checksum every card number carries in its last digit (12–19 digits, nothing else). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The code the sandbox confirmation step accepts. */
export const SANDBOX_CONFIRMATION_CODE = '123456';

const ZUuid = z.uuid();

export const ZTopUpOptions = z.object({
  /** The configured card provider (the `kodo` route), null when none. */
  card: z.object({ provider: z.enum(CARD_PROVIDERS), name: z.string(), savedCards: z.boolean() }).nullable(),
  /** The configured on-ramp (the `alchemy` route), null when none. */
  onRamp: z.object({ provider: z.enum(CARD_PROVIDERS), name: z.string() }).nullable(),
  /** PayPal is shown only where a provider is configured; none is built yet. */
  paypal: z.null(),
  /** Crypto deposits this deployment watches for (empty when no chain is configured). */
  crypto: z.array(ZDepositChannel),
  /** Telegram Stars, paid in the mini-app through the bot (docs/telegram.md); null without a bot. */
  stars: ZStarsTopUpOptions.nullable(),
  payFixedFeeCents: ZMinorAmount,
  minCents: ZMinorAmount,
  maxCents: ZMinorAmount,
  presetsCents: z.array(ZMinorAmount),
});
export type TTopUpOptions = z.infer<typeof ZTopUpOptions>;

export const ZTopUpCreateRequest = z.object({
  channel: z.enum(TOP_UP_CHANNELS).default('card'),
  /** What lands in the wallet, USD cents; the fixed fee is charged on top. */
  amountCents: ZUsdCents.refine((v) => Number(v) >= TOP_UP_MIN_CENTS && Number(v) <= TOP_UP_MAX_CENTS, 'amount_range'),
  /** Charge a saved card at once instead of opening the hosted checkout. */
  paymentMethodId: ZUuid.optional(),
  /** Where the hosted checkout sends the fan back to (an app path such as /post?id=…). */
  returnPath: z
    .string()
    .max(300)
    .regex(/^\/[^/\\]/, 'path')
    .optional(),
});
export type TTopUpCreateRequest = z.input<typeof ZTopUpCreateRequest>;

export const ZTopUp = z.object({
  id: z.string(),
  channel: z.enum(TOP_UP_CHANNELS),
  provider: z.enum(CARD_PROVIDERS),
  status: z.enum(TOP_UP_STATUSES),
  amountCents: ZMinorAmount,
  feeCents: ZMinorAmount,
  totalCents: ZMinorAmount,
  /** The hosted checkout to open; null once paid, or for a saved-card charge. */
  checkoutUrl: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  failureCode: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TTopUp = z.infer<typeof ZTopUp>;
export const ZTopUpListRequest = ZCursorRequest;
export const ZTopUpDetailRequest = z.object({ id: ZUuid });
export const ZTopUpCancelRequest = z.object({ id: ZUuid });

export const ZPaymentMethod = z.object({
  id: z.string(),
  provider: z.enum(CARD_PROVIDERS),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holderName: z.string().nullable(),
  primary: z.boolean(),
  createdAt: z.string(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZPaymentMethodSaveRequest = z.object({
  cardNumber: z.string().regex(/^\d{12,19}$/, 'card_number'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'cvc'),
  holderName: z.string().trim().max(80).optional(),
});
export type TPaymentMethodSaveRequest = z.input<typeof ZPaymentMethodSaveRequest>;
export const ZPaymentMethodIdRequest = z.object({ id: ZUuid });

/** The sandbox gateway's own calls (its hosted checkout page uses them). */
export const ZSandboxPayRequest = ZPaymentMethodSaveRequest.extend({
  sessionId: z.string().min(1).max(80),
  saveCard: z.boolean().default(false),
});
export const ZSandboxConfirmRequest = z.object({ sessionId: z.string().min(1).max(80), code: z.string().max(12) });
export const ZSandboxPayResult = z.object({
  /** confirmation_failed: a wrong code, try again; authentication_failed: too many wrong codes, the charge was refused. */
  status: z.enum([
    'succeeded',
    'requires_confirmation',
    'declined',
    'insufficient_funds',
    'confirmation_failed',
    'authentication_failed',
  ]),
  /** Where the page goes next (the app's /pay/:status page). */
  redirectUrl: z.string().nullable(),
});
export type TSandboxPayResult = z.infer<typeof ZSandboxPayResult>;
