/** Display helpers of posts: prices in cents. */
import { formatUsdCents, parseUsdToCents } from '../../../shared/lib/money';

/** "499" cents → "$4.99" (a missing price reads $0.00); the money formatter, never a float. */
export function centsToUsd(cents: string | null | undefined): string {
  return formatUsdCents(cents ?? '0');
}

/** A typed USD amount ("4.99", "5", "$5,5") as cents ("499", "500", "550"); null when it is not one. */
export function usdToCents(input: string): string | null {
  return parseUsdToCents(input.replace(/^\s*\$\s*/, ''));
}

/** Cents as the amount a price field shows ("499" → "4.99"). */
export function centsToInput(cents: string | null | undefined): string {
  if (!cents || !/^\d+$/.test(cents)) return '';
  const text = cents.padStart(3, '0');
  return `${String(BigInt(text.slice(0, -2)))}.${text.slice(-2)}`;
}
