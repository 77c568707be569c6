import { describe, expect, it } from 'vitest';
import { minorToUsdCentsUp, topUpCentsFor } from './top-up-amount';

describe('the USD value of a shortfall', () => {
  it('is the amount itself in USD', () => {
    expect(minorToUsdCentsUp('250', 'USD', null)).toBe(250n);
  });

  it('rounds another currency up to the next cent at the rate', () => {
    // 0.01 ETH at $3,000.55 is $30.0055: $30.01 covers it.
    expect(minorToUsdCentsUp('10000000000000000', 'ETH', '3000.55')).toBe(3001n);
    // Exactly $30.00 stays $30.00.
    expect(minorToUsdCentsUp('10000000000000000', 'ETH', '3000')).toBe(3000n);
    // 125 Stars at $0.02 each.
    expect(minorToUsdCentsUp('125', 'STARS', '0.02')).toBe(250n);
    // One lamport is still a cent to find.
    expect(minorToUsdCentsUp('1', 'SOL', '150')).toBe(1n);
  });

  it('is unknown without a usable amount or rate', () => {
    expect(minorToUsdCentsUp('12.5', 'USD', null)).toBeNull();
    expect(minorToUsdCentsUp('100', 'ETH', null)).toBeNull();
    expect(minorToUsdCentsUp('100', 'ETH', '0')).toBeNull();
    expect(minorToUsdCentsUp('100', 'ETH', '1e3')).toBeNull();
  });
});

describe('the top-up offered for a shortfall', () => {
  it('is at least the top-up minimum and at most its maximum', () => {
    expect(topUpCentsFor(1n)).toBe('500');
    expect(topUpCentsFor(1766n)).toBe('1766');
    expect(topUpCentsFor(900_000n)).toBe('200000');
  });
});
