import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';

describe('STORAGE_KEYS', () => {
  it('names every client storage key of the spec with its own spelling', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(
      expect.arrayContaining([
        'Authorization',
        'BMS-Authorization',
        'address',
        'info',
        'LANG',
        'inviter',
        'promotionTag',
        'curated',
        'loginType',
        'invitorDomain',
        'fromDomain',
        'creatorDomain',
        'redirectUri',
        'refreshToken',
        'tokenExpiresAt',
      ]),
    );
  });

  it('never gives two keys the same name', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});
