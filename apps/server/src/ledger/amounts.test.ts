import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, CURRENCY_DECIMALS } from '@fanlane/contracts/money';
import { formatMinor, minorToUsdCents, parseRate, perUsd, splitFee, usdCentsToMinor } from './amounts.ts';

const rateArb = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.integer({ min: 0, max: 8 }))
  .map(([digits, decimals]) => {
    const text = digits.toString().padStart(decimals + 1, '0');
    return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  });

describe('exact money arithmetic', () => {
  it('the fee and the net always add up to the gross, the fee never exceeds its share', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 50 }), (gross, percent) => {
        const { feeCents, netCents } = splitFee(gross, percent);
        expect(feeCents + netCents).toBe(gross);
        expect(feeCents * 100n <= gross * BigInt(percent)).toBe(true);
        expect((feeCents + 1n) * 100n > gross * BigInt(percent)).toBe(true);
      }),
    );
  });

  it('a converted price always covers the USD price, by less than one minor unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.constantFrom(...CURRENCIES),
        rateArb,
        (cents, currency, rate) => {
          const minor = usdCentsToMinor(cents, currency, rate);
          // What the payer gives is worth at least the price…
          expect(minorToUsdCents(minor, currency, rate) >= cents || currency === 'USD').toBe(true);
          if (currency !== 'USD' && minor > 0n) {
            // …and one unit less would not be (exactly: (minor − 1) × rate < price).
            const { num, den } = parseRate(rate);
            const unitScale = 10n ** BigInt(CURRENCY_DECIMALS[currency]);
            expect((minor - 1n) * 100n * num < cents * unitScale * den).toBe(true);
          }
        },
      ),
    );
  });

  it('formats minor units with the currency’s decimals and no float', () => {
    expect(formatMinor(12345n, 'USD')).toBe('123.45');
    expect(formatMinor(10n ** 18n + 1n, 'ETH')).toBe('1.000000000000000001');
    expect(formatMinor(-5n, 'USD')).toBe('-0.05');
    expect(formatMinor(7n, 'STARS')).toBe('7');
    expect(perUsd('0.02')).toBe('50');
    expect(() => parseRate('0')).toThrow();
    expect(() => parseRate('1e3')).toThrow();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.constantFrom(...CURRENCIES), (amount, currency) => {
        const text = formatMinor(amount, currency);
        const [whole, frac = ''] = text.split('.');
        const decimals = CURRENCY_DECIMALS[currency];
        expect(BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0')).toBe(amount);
      }),
    );
  });
});
