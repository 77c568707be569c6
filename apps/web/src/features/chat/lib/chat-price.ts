/** The price a creator types for a message's media (a chat message, a mass message): USD, within the pay-per-view range. */
import type { TFunction } from '#i18n';
import { PPV_PRICE_MAX_CENTS, PPV_PRICE_MIN_CENTS } from '@fanlane/contracts/post-limits';
import { formatUsdCents, parseUsdToCents } from '../../../shared/lib/money';

/** The price typed, in cents (null: free), or not a price in range. */
export function priceOf(input: string): { valid: true; cents: string | null } | { valid: false } {
  if (input.trim() === '') return { valid: true, cents: null };
  const cents = parseUsdToCents(input);
  if (cents === null || BigInt(cents) < BigInt(PPV_PRICE_MIN_CENTS) || BigInt(cents) > BigInt(PPV_PRICE_MAX_CENTS)) {
    return { valid: false };
  }
  return { valid: true, cents };
}

/** "A price is from $1.00 to $1,000.00." */
export function priceRangeText(t: TFunction): string {
  return t('chat.composer.priceRange', {
    min: formatUsdCents(String(PPV_PRICE_MIN_CENTS)),
    max: formatUsdCents(String(PPV_PRICE_MAX_CENTS)),
  });
}

/** With media, the price as typed; without, always free. */
export function attachmentPrice(input: string, attachments: number) {
  return attachments > 0 ? priceOf(input) : ({ valid: true, cents: null } as const);
}
