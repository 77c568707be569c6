/** A Stars top-up's amount: whole Stars between the deployment's bounds, and what it is worth in USD. */
import { invertRate, minorToUsdCents, readRate } from '@fanlane/contracts/money-math';

export type StarsAmountError = 'invalid' | 'min' | 'max';
export type StarsAmountCheck = { stars: string; error: null } | { stars: null; error: StarsAmountError };

export function checkStarsAmount(text: string, minStars: string, maxStars: string): StarsAmountCheck {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed) || BigInt(trimmed) === 0n) return { stars: null, error: 'invalid' };
  const stars = BigInt(trimmed);
  if (stars < BigInt(minStars)) return { stars: null, error: 'min' };
  if (stars > BigInt(maxStars)) return { stars: null, error: 'max' };
  return { stars: stars.toString(), error: null };
}

/** The USD value in cents of `stars` at `starsPerUsd` (the balance's usdToStarsRate); null without a rate. */
export function starsUsdCents(stars: string, starsPerUsd: string | null | undefined): string | null {
  const rate = starsPerUsd ? readRate(starsPerUsd) : null;
  return rate ? minorToUsdCents(BigInt(stars), 'STARS', invertRate(rate)).toString() : null;
}
