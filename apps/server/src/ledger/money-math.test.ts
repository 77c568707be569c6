/** Properties of the exact money arithmetic in @fanlane/contracts/money-math (docs/money.md, "Fees and rounding"). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, CURRENCY_DECIMALS } from '@fanlane/contracts/money';
import {
  formatMinor,
  invertRate,
  minorToUsdCents,
  parseAmount,
  parseMinor,
  parseRate,
  perUsd,
  readRate,
  splitFee,
  usdCentsToCover,
  usdCentsToMinor,
  usdCentsToMinorDown,
} from '@fanlane/contracts/money-math';

const rateArb = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.integer({ min: 0, max: 8 }))
  .map(([digits, decimals]) => {
    const text = digits.toString().padStart(decimals + 1, '0');
    return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  });
const currencyArb = fc.constantFrom(...CURRENCIES);
const foreignArb = fc.constantFrom(...CURRENCIES.filter((c) => c !== 'USD'));
const unitOf = (currency: (typeof CURRENCIES)[number]) => 10n ** BigInt(CURRENCY_DECIMALS[currency]);

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
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 9n }), currencyArb, rateArb, (cents, currency, rate) => {
        const minor = usdCentsToMinor(cents, currency, rate);
        // What the payer gives is worth at least the price…
        expect(minorToUsdCents(minor, currency, rate) >= cents || currency === 'USD').toBe(true);
        if (currency !== 'USD' && minor > 0n) {
          // …and one unit less would not be (exactly: (minor − 1) × rate < price).
          const { num, den } = parseRate(rate);
          expect((minor - 1n) * 100n * num < cents * unitOf(currency) * den).toBe(true);
        }
      }),
    );
  });

  it('a payout converted from USD never pays more than the dollars are worth, and less by under one unit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), foreignArb, rateArb, (cents, currency, rate) => {
        const paid = usdCentsToMinorDown(cents, currency, rate);
        const { num, den } = parseRate(rate);
        // paid × rate ≤ cents, and (paid + 1) × rate > cents, exactly.
        expect(paid * 100n * num <= cents * unitOf(currency) * den).toBe(true);
        expect((paid + 1n) * 100n * num > cents * unitOf(currency) * den).toBe(true);
        expect(usdCentsToMinor(cents, currency, rate) - paid <= 1n).toBe(true);
      }),
    );
  });

  it('a USD price converted and valued back is never below the price and never above it by a unit’s worth', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), foreignArb, rateArb, (cents, currency, rate) => {
        const back = minorToUsdCents(usdCentsToMinor(cents, currency, rate), currency, rate);
        const { num, den } = parseRate(rate);
        expect(back >= cents).toBe(true);
        // back − price < one minor unit's worth in cents (100 × rate / unit), exactly.
        expect((back - cents) * unitOf(currency) * den < 100n * num).toBe(true);
      }),
    );
  });

  it('an amount valued in USD and converted back never exceeds the amount and loses less than a cent’s worth', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), foreignArb, rateArb, (amount, currency, rate) => {
        const back = usdCentsToMinor(minorToUsdCents(amount, currency, rate), currency, rate);
        const { num, den } = parseRate(rate);
        expect(back <= amount).toBe(true);
        // amount − back < one cent's worth in minor units (unit / (100 × rate)), exactly.
        expect((amount - back) * 100n * num < unitOf(currency) * den).toBe(true);
      }),
    );
  });

  it('rounds each way as documented: a price up, a value down, the cover of a shortfall up', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), foreignArb, rateArb, (n, currency, rate) => {
        const { num, den } = parseRate(rate);
        const unit = unitOf(currency);
        // usdCentsToMinor: the least amount whose exact value reaches the price.
        const minor = usdCentsToMinor(n, currency, rate);
        expect(minor * 100n * num >= n * unit * den).toBe(true);
        expect(minor === 0n || (minor - 1n) * 100n * num < n * unit * den).toBe(true);
        // minorToUsdCents: the most cents the amount is exactly worth.
        const value = minorToUsdCents(n, currency, rate);
        expect(value * unit * den <= n * 100n * num).toBe(true);
        expect((value + 1n) * unit * den > n * 100n * num).toBe(true);
        // usdCentsToCover: the fewest cents worth at least the amount, one more than the value unless exact.
        const cover = usdCentsToCover(n, currency, rate);
        expect(cover * unit * den >= n * 100n * num).toBe(true);
        expect(cover - value).toBe(value * unit * den === n * 100n * num ? 0n : 1n);
      }),
    );
    expect(usdCentsToMinor(499n, 'USD', '3000')).toBe(499n);
    expect(usdCentsToCover(250n, 'USD', '3000')).toBe(250n);
  });

  it('reads a rate given as units per USD the other way round', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), rateArb, (amount, rate) => {
        const perUnit = parseRate(rate);
        const inverted = invertRate(invertRate(perUnit));
        expect(inverted).toEqual(perUnit);
        expect(minorToUsdCents(amount, 'STARS', invertRate(perUnit))).toBe((amount * 100n * perUnit.den) / perUnit.num);
      }),
    );
  });

  it('parses what it formats, for every currency’s decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), currencyArb, (amount, currency) => {
        expect(parseAmount(formatMinor(amount, currency), currency)).toBe(amount);
        expect(parseMinor(amount.toString())).toBe(amount);
      }),
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
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), currencyArb, (amount, currency) => {
        const text = formatMinor(amount, currency);
        const [whole, frac = ''] = text.split('.');
        const decimals = CURRENCY_DECIMALS[currency];
        expect(BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0')).toBe(amount);
      }),
    );
  });

  it('refuses what is not an amount or a rate', () => {
    expect(parseAmount('12.34', 'USD')).toBe(1234n);
    expect(parseAmount('12.3', 'USD')).toBe(1230n);
    expect(parseAmount('0.000000000000000001', 'ETH')).toBe(1n);
    for (const text of ['12.345', '-1', '1e3', '', '.5', '5.', ' 5', '1,5'])
      expect(parseAmount(text, 'USD')).toBeNull();
    expect(parseAmount('1.5', 'STARS')).toBeNull();
    expect(parseAmount('9'.repeat(79), 'STARS')).toBeNull();
    for (const text of ['12.5', '-1', '', '1'.repeat(79)]) expect(parseMinor(text)).toBeNull();
    expect(readRate('3012.55')).toEqual({ num: 301255n, den: 100n });
    for (const text of ['0', '0.000', '-1', 'abc', '1e3', '1'.repeat(21), `0.${'1'.repeat(19)}`])
      expect(readRate(text)).toBeNull();
  });
});
