import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '@fanlane/contracts/top-up';
import { AppError } from '../../../http/app-error.ts';
import { passesLuhn } from '@fanlane/contracts/top-up';
import { behaviourOf, brandOf, hasExpired, readCard } from './card-rules.ts';
import { createCardVault } from './card-vault.ts';

describe('the sandbox gateway reads cards', () => {
  it('passes Luhn-valid numbers and refuses a changed digit or a wrong length', () => {
    for (const n of [
      ...Object.values(SANDBOX_CARDS),
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '3566002020360505',
      '30569309025904',
    ]) {
      expect(passesLuhn(n), n).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424')).toBe(false);
    expect(passesLuhn('42424242424')).toBe(false);
    expect(passesLuhn('4242-4242-4242-4242')).toBe(false);
  });

  it('names the brand from the number', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('30569309025904')).toBe('diners');
    expect(brandOf('6200000000000005')).toBe('unionpay');
    expect(brandOf('9999999999999995')).toBe('card');
  });

  it('knows what each test card does; any other valid number pays', () => {
    expect(behaviourOf(SANDBOX_CARDS.success)).toBe('success');
    expect(behaviourOf(SANDBOX_CARDS.decline)).toBe('decline');
    expect(behaviourOf(SANDBOX_CARDS.insufficientFunds)).toBe('insufficient_funds');
    expect(behaviourOf(SANDBOX_CARDS.confirmation)).toBe('confirmation');
    expect(behaviourOf('5555555555554444')).toBe('success');
  });

  it('a card is good through the last day of its expiry month', () => {
    const now = new Date(Date.UTC(2030, 4, 31, 23, 59));
    expect(hasExpired(5, 2030, now)).toBe(false);
    expect(hasExpired(4, 2030, now)).toBe(true);
    expect(hasExpired(12, 2029, now)).toBe(true);
    expect(hasExpired(1, 2031, now)).toBe(false);
  });

  it('a bad number is a validation error naming cardNumber; a past expiry is declined', () => {
    const now = new Date(Date.UTC(2030, 0, 15));
    const fail = (input: Parameters<typeof readCard>[0]) => {
      try {
        readCard(input, now);
      } catch (err) {
        return err instanceof AppError ? { name: err.errorName, data: err.options.data } : err;
      }
      throw new Error('card was accepted');
    };
    expect(fail({ cardNumber: '4242424242424241', expMonth: 1, expYear: 2031 })).toEqual({
      name: 'VALIDATION',
      data: { fields: [{ field: 'cardNumber', message: 'card number is not valid' }] },
    });
    expect(fail({ cardNumber: SANDBOX_CARDS.success, expMonth: 12, expYear: 2029 })).toEqual({
      name: 'CARD_DECLINED',
      data: { reason: 'expired_card' },
    });
    expect(readCard({ cardNumber: SANDBOX_CARDS.decline, expMonth: 1, expYear: 2030, holderName: ' ' }, now)).toEqual({
      brand: 'visa',
      last4: '0002',
      expMonth: 1,
      expYear: 2030,
      holderName: null,
      behaviour: 'decline',
    });
  });
});

describe('the sandbox card vault', () => {
  const vault = createCardVault(randomBytes(32));
  const card = {
    brand: 'visa',
    last4: '0002',
    expMonth: 3,
    expYear: 2040,
    holderName: 'Ann',
    behaviour: 'decline' as const,
    customerRef: 'user-1',
  };

  it('opens its own tokens and nothing else', () => {
    const token = vault.seal(card);
    expect(token).toMatch(/^pm_sbx_[\w-]+$/);
    expect(token).not.toContain('0002');
    expect(vault.open(token)).toEqual(card);
    expect(vault.seal(card)).not.toBe(token);
    expect(createCardVault(randomBytes(32)).open(token)).toBeNull();
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(vault.open(tampered)).toBeNull();
    expect(vault.open('pm_sbx_short')).toBeNull();
    expect(vault.open('tok_visa')).toBeNull();
  });
});
