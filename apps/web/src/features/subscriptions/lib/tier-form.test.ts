import { describe, expect, it } from 'vitest';
import { ERRORS } from '@fanlane/contracts/errors';
import { ApiError } from '../../../shared/lib/request';
import { tier } from '../../../../test/subscription-fixtures';
import { bundleTotalCents, serverTierErrors, tierFormOf, tierSaveRequest, validateTierForm } from './tier-form';
import type { TTierForm } from './tier-form';

function form(extra: Partial<TTierForm> = {}): TTierForm {
  return { ...tierFormOf(), name: 'Supporters', price: '9.99', ...extra };
}

const keys = (f: TTierForm) =>
  Object.fromEntries(Object.entries(validateTierForm(f)).map(([field, error]) => [field, error.key]));

describe('the tier form', () => {
  it('accepts a complete tier and sends its price in cents and its bundles', () => {
    const values = form({
      benefits: [' Every post ', 'Live streams'],
      bundles: { 3: { on: true, discount: '10' }, 6: { on: false, discount: '15' }, 12: { on: true, discount: '20' } },
      trialDays: '7',
    });
    expect(validateTierForm(values)).toEqual({});
    expect(tierSaveRequest(values, '00000000-0000-4000-9000-000000000001')).toEqual({
      id: '00000000-0000-4000-9000-000000000001',
      name: 'Supporters',
      priceCents: '999',
      benefits: ['Every post', 'Live streams'],
      bundles: [
        { months: 3, discountPercent: 10 },
        { months: 12, discountPercent: 20 },
      ],
      trialDays: 7,
      status: 'active',
    });
  });

  it('says what is wrong with each field', () => {
    expect(keys(form({ name: '  ', price: '2.99', trialDays: '31' }))).toEqual({
      name: 'pay.tiers.errors.nameRequired',
      price: 'pay.tiers.errors.price',
      trialDays: 'pay.tiers.errors.trialDays',
    });
    expect(keys(form({ name: 'x'.repeat(41), price: '1000.01' }))).toEqual({
      name: 'pay.tiers.errors.nameTooLong',
      price: 'pay.tiers.errors.price',
    });
    expect(keys(form({ price: '9.999' }))).toEqual({ price: 'pay.tiers.errors.price' });
    expect(keys(form({ benefits: ['ok', ' '] }))).toEqual({ benefits: 'pay.tiers.errors.benefit' });
    expect(keys(form({ benefits: Array.from({ length: 11 }, () => 'perk') }))).toEqual({
      benefits: 'pay.tiers.errors.tooManyBenefits',
    });
    for (const discount of ['0', '91', '12.5', 'ten', '']) {
      expect(
        keys(
          form({
            bundles: { 3: { on: true, discount }, 6: { on: false, discount: '' }, 12: { on: false, discount: '' } },
          }),
        ),
      ).toEqual({
        bundles: 'pay.tiers.errors.discount',
      });
    }
    // A bundle switched off is not checked.
    expect(
      keys(
        form({
          bundles: {
            3: { on: false, discount: 'junk' },
            6: { on: false, discount: '' },
            12: { on: false, discount: '' },
          },
        }),
      ),
    ).toEqual({});
    expect(keys(form({ trialDays: '-1' }))).toEqual({ trialDays: 'pay.tiers.errors.trialDays' });
  });

  it('starts from a saved tier as the creator typed it', () => {
    const saved = tier({
      priceCents: '1250',
      bundles: [{ months: 6, discountPercent: 15, totalCents: '6375' }],
      trialDays: 3,
      status: 'archived',
    });
    const values = tierFormOf(saved);
    expect(values.price).toBe('12.50');
    expect(values.bundles[6]).toEqual({ on: true, discount: '15' });
    expect(values.bundles[3].on).toBe(false);
    expect(values.trialDays).toBe('3');
    expect(values.archived).toBe(true);
    expect(tierSaveRequest(values).status).toBe('archived');
  });

  it('works a bundle total out exactly, rounded down', () => {
    expect(bundleTotalCents('999', 3, 10)).toBe('2697');
    expect(bundleTotalCents('333', 12, 15)).toBe('3396');
    expect(bundleTotalCents('100000', 12, 90)).toBe('120000');
  });

  it('puts the server field errors under their fields', () => {
    const error = new ApiError('Invalid', {
      code: ERRORS.VALIDATION.code,
      status: 422,
      data: {
        fields: [
          { field: 'priceCents', message: 'price_range' },
          { field: 'bundles.1.discountPercent', message: 'too_big' },
          { field: 'status', message: 'x' },
        ],
      },
    });
    expect(Object.keys(serverTierErrors(error)).sort()).toEqual(['bundles', 'price']);
    expect(serverTierErrors(new ApiError('Nope', { code: 500, status: 500 }))).toEqual({});
  });
});
