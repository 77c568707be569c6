import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * The public pages' texts (FAQ, about, mission…) ship with the web app in every language; an
 * operator replaces any of them with `DATA_DIR/pages/<locale>.json` (docs/operator-pages.md), which
 * this call hands out, with the figures of this deployment the built-in answers quote.
 */
export const ZPageTextsRequest = z.object({ locale: z.enum(LOCALES) });
export type TPageTextsRequest = z.infer<typeof ZPageTextsRequest>;

/** Nested objects of strings, as in the web app's locale files; nothing else survives the server's read. */
export type TTextTree = { [key: string]: string | TTextTree };
const ZTextTree: z.ZodType<TTextTree> = z.lazy(() => z.record(z.string(), z.union([z.string(), ZTextTree])));

export const ZPageFacts = z.object({
  /** The platform's share of each payment, in percent (PLATFORM_FEE_PERCENT). */
  feePercent: z.number(),
  /** Days a creator's earnings stay pending (EARNINGS_HOLD_DAYS). */
  holdDays: z.number(),
  /** Added to a card top-up, in USD cents (PAY_FIXED_FEE_CENTS). */
  cardFeeCents: z.number(),
  /** Days a fan has to dispute a payment. */
  disputeDays: z.number(),
});
export type TPageFacts = z.infer<typeof ZPageFacts>;

export const ZPageTexts = z.object({
  /** The operator's `publicPages` section for the language, or null when there is none. */
  texts: ZTextTree.nullable(),
  facts: ZPageFacts,
});
export type TPageTexts = z.infer<typeof ZPageTexts>;
