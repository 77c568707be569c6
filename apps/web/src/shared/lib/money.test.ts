import { describe, expect, it } from 'vitest';
import { formatMoney, formatUsdCents, parseUsdToCents } from './money';

describe('formatMoney', () => {
  it('shows USD with exactly two decimals and the dollar sign', () => {
    expect(formatMoney('1050', 'USD', 'en')).toBe('$10.50');
    expect(formatMoney('0', 'USD', 'en')).toBe('$0.00');
    expect(formatMoney('7', 'USD', 'en')).toBe('$0.07');
    expect(formatMoney('123456789', 'USD', 'en')).toBe('$1,234,567.89');
  });

  it('keeps huge amounts exact, far past what a float holds', () => {
    expect(formatMoney('900719925474099312345', 'USD', 'en')).toBe('$9,007,199,254,740,993,123.45');
    expect(formatMoney('123456789012345678901234567', 'ETH', 'en')).toBe('123,456,789.012346 ETH');
  });

  it('shows ETH with 6 decimals, rounded half up, trailing zeros trimmed', () => {
    expect(formatMoney('1500000000000000000', 'ETH', 'en')).toBe('1.5 ETH');
    expect(formatMoney('1234567500000000000', 'ETH', 'en')).toBe('1.234568 ETH');
    expect(formatMoney('1234567499999999999', 'ETH', 'en')).toBe('1.234567 ETH');
    expect(formatMoney('0', 'ETH', 'en')).toBe('0 ETH');
  });

  it('gives ETH dust of 1e-6 or less 14 decimals so it does not read as zero', () => {
    expect(formatMoney('1000000000000', 'ETH', 'en')).toBe('0.000001 ETH');
    expect(formatMoney('999999999999', 'ETH', 'en')).toBe('0.000001 ETH');
    expect(formatMoney('123456789', 'ETH', 'en')).toBe('0.00000000012346 ETH');
    expect(formatMoney('1000000000001', 'ETH', 'en')).toBe('0.000001 ETH');
  });

  it('shows Stars whole and the other currencies up to their decimals', () => {
    expect(formatMoney('1500', 'STARS', 'en')).toBe('1,500 Stars');
    expect(formatMoney('12500000', 'USDT', 'en')).toBe('12.5 USDT');
    expect(formatMoney('1', 'USDT', 'en')).toBe('0.000001 USDT');
    expect(formatMoney('2000000001', 'SOL', 'en')).toBe('2.000000001 SOL');
    expect(formatMoney('1000000000000000001', 'DFS', 'en')).toBe('1.000000000000000001 DFS');
  });

  it('uses the interface language when no locale is given', () => {
    expect(formatMoney('1050', 'USD')).toBe('$10.50');
    expect(formatUsdCents('123456')).toBe('$1,234.56');
  });

  it('follows the locale for separators and the currency style', () => {
    expect(formatMoney('123456750', 'USD', 'de')).toBe('1.234.567,50\u00a0$');
    expect(formatMoney('1500000000000000000', 'ETH', 'de')).toBe('1,5 ETH');
  });

  it('keeps a minus, shows a plus when asked, and never "-0"', () => {
    expect(formatMoney('-1050', 'USD', 'en')).toBe('-$10.50');
    expect(formatMoney('1050', 'USD', 'en', true)).toBe('+$10.50');
    expect(formatMoney('-0', 'USD', 'en')).toBe('$0.00');
    expect(formatMoney('-1', 'ETH', 'en')).toBe('0 ETH');
  });

  it('shows anything that is not an integer string as zero', () => {
    expect(formatMoney('12.5', 'USD', 'en')).toBe('$0.00');
    expect(formatMoney('abc', 'USD', 'en')).toBe('$0.00');
  });

  it('formats cents through formatUsdCents', () => {
    expect(formatUsdCents('1050', 'en')).toBe('$10.50');
    expect(formatUsdCents('-50', 'en')).toBe('-$0.50');
  });
});

describe('parseUsdToCents', () => {
  it.each([
    ['12.5', '1250'],
    ['12.50', '1250'],
    ['7', '700'],
    ['0.99', '99'],
    ['.5', '50'],
    ['12.', '1200'],
    [' 25 ', '2500'],
    ['12,5', '1250'],
    ['0', '0'],
    ['99999999.99', '9999999999'],
  ])('reads %j as %s cents', (text, cents) => {
    expect(parseUsdToCents(text)).toBe(cents);
  });

  it.each(['-5', '1.234', 'abc', '1e9', '', '.', '1,000', '1.2.3', '+5', '100000000', '$5', '5 USD'])(
    'refuses %j',
    (text) => {
      expect(parseUsdToCents(text)).toBeNull();
    },
  );
});
