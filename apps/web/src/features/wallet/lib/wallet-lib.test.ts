import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardExpiry, formatCardNumber, formatExpiry, parseExpiry, passesLuhn } from './card-input';
import { safeReturnPath } from './return-path';
import { centsToInput, checkTopUpAmount, topUpTotalCents } from './top-up-amount';
import { usdCentsAt, usdCentsPer } from './usd-value';
import { SANDBOX_CARDS } from '@fanlane/contracts/top-up';

describe('card input', () => {
  it('accepts every sandbox test card and refuses a changed digit', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('42424242424242424242')).toBe(false);
  });

  it('groups the number by four and keeps digits only', () => {
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 8224 6310 005');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
  });

  it('shapes and reads the expiry, refusing past months and month 13', () => {
    const now = new Date(2026, 3, 15);
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('04/26', now)).toEqual({ expMonth: 4, expYear: 2026 });
    expect(parseExpiry('03/26', now)).toBeNull();
    expect(parseExpiry('13/30', now)).toBeNull();
    expect(parseExpiry('00/30', now)).toBeNull();
    expect(parseExpiry('1230', now)).toBeNull();
    expect(formatCardExpiry(8, 2031)).toBe('08/31');
  });
});

describe('top-up amounts', () => {
  it('checks the amount against the bounds', () => {
    expect(checkTopUpAmount('10.5', '500', '200000')).toEqual({ cents: '1050', error: null });
    expect(checkTopUpAmount('4.99', '500', '200000')).toEqual({ cents: null, error: 'min' });
    expect(checkTopUpAmount('2000.01', '500', '200000')).toEqual({ cents: null, error: 'max' });
    expect(checkTopUpAmount('99999999999', '500', '200000')).toEqual({ cents: null, error: 'max' });
    expect(checkTopUpAmount('1e9', '500', '200000')).toEqual({ cents: null, error: 'invalid' });
    expect(checkTopUpAmount('-5', '500', '200000')).toEqual({ cents: null, error: 'invalid' });
  });

  it('writes cents back as typed text and adds the fee', () => {
    expect(centsToInput('1000')).toBe('10');
    expect(centsToInput('1050')).toBe('10.50');
    expect(centsToInput('7')).toBe('0.07');
    expect(topUpTotalCents('1000', '50')).toBe('1050');
  });
});

describe('usd values', () => {
  it('values an amount at USD per unit, rounded down, exactly', () => {
    expect(usdCentsAt('500000000000000000', 'ETH', '3000')).toBe('150000');
    expect(usdCentsAt('1', 'ETH', '3000')).toBe('0');
    expect(usdCentsAt('2000000', 'USDT', '0.999')).toBe('199');
    expect(usdCentsAt('123456789012345678901234567890', 'ETH', '3012.55')).toBe('37191974973914197');
    expect(usdCentsAt('100', 'ETH', 'abc')).toBeNull();
    expect(usdCentsAt('100', 'ETH', '0')).toBeNull();
  });

  it('values Stars at units per USD', () => {
    expect(usdCentsPer('100', 'STARS', '50')).toBe('200');
    expect(usdCentsPer('75', 'STARS', '62.5')).toBe('120');
    expect(usdCentsPer('75', 'STARS', '0')).toBeNull();
  });
});

describe('return paths', () => {
  it('keeps app paths and drops anything that leaves the app', () => {
    expect(safeReturnPath('/post?id=1')).toBe('/post?id=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(300)}`)).toBeNull();
  });
});
