import { describe, expect, it } from 'vitest';
import { formatEth, formatNumber, formatStars, formatUsd, isWalletAddress } from './format';

describe('formatNumber', () => {
  it.each([
    [1234567.891, '1,234,567.89'],
    [1.5, '1.5'],
    [1.1, '1.1'],
    [2, '2'],
    [0, '0'],
    [-0, '0'],
    [-1234.5, '-1,234.5'],
    [0.005, '0.01'],
    [-0.001, '0'],
    [999.999, '1,000'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('trims trailing zeros of strings and honours the precision', () => {
    expect(formatNumber('1.50')).toBe('1.5');
    expect(formatNumber('2.000')).toBe('2');
    expect(formatNumber(' 12345.6789 ', 3)).toBe('12,345.679');
    expect(formatNumber(3.14159, 0)).toBe('3');
    expect(formatNumber('1,234.5')).toBe('1,234.5');
  });

  it('formats huge values exactly, from strings and bigints', () => {
    expect(formatNumber('123456789012345678901234567890.129')).toBe('123,456,789,012,345,678,901,234,567,890.13');
    expect(formatNumber(10n ** 24n)).toBe('1,000,000,000,000,000,000,000,000');
    expect(formatNumber(-5n)).toBe('-5');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('returns "0" for anything that is not a number', () => {
    for (const garbage of ['', 'abc', '1.2.3', '0x10', 'NaN', 'Infinity', '--1'])
      expect(formatNumber(garbage)).toBe('0');
  });
});

describe('balances', () => {
  it('show USD with cents', () => {
    expect(formatUsd(1.5)).toBe('1.50');
    expect(formatUsd('1234.567')).toBe('1,234.57');
    expect(formatUsd(0)).toBe('0.00');
    expect(formatUsd('x')).toBe('0.00');
  });

  it('show ETH with 6 decimals, and 14 for dust at or below 1e-6', () => {
    expect(formatEth(1.23456789)).toBe('1.234568');
    expect(formatEth(0.5)).toBe('0.5');
    expect(formatEth(1e-7)).toBe('0.0000001');
    expect(formatEth('0.000001')).toBe('0.000001');
    expect(formatEth(0.0000001234567890123)).toBe('0.00000012345679');
    expect(formatEth(0.0000012345)).toBe('0.000001');
    expect(formatEth(-1e-7)).toBe('-0.0000001');
    expect(formatEth(0)).toBe('0');
  });

  it('round Telegram Stars up to whole stars', () => {
    expect(formatStars(1.01)).toBe('2');
    expect(formatStars('1234.2')).toBe('1,235');
    expect(formatStars(5)).toBe('5');
    expect(formatStars(0)).toBe('0');
    expect(formatStars(-1.5)).toBe('-1');
    expect(formatStars(7n)).toBe('7');
    expect(formatStars(Number.NaN)).toBe('0');
  });
});

describe('isWalletAddress', () => {
  it('accepts 0x and exactly 40 hex characters', () => {
    expect(isWalletAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isWalletAddress('0x52908400098527886E0F7030069857D2E4169EE')).toBe(false);
    expect(isWalletAddress('52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isWalletAddress(42)).toBe(false);
  });
});
