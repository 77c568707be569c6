import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createSignedInUser, expectError } from '../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../test/content-fixtures.ts';
import { balanceOf, fundWallet, keyed } from '../../test/money-fixtures.ts';
import { wallet } from '../ledger/accounts.ts';

describe('money calls are rate limited per user', () => {
  let t: TestApp;
  let creator: TestCreator;

  beforeAll(async () => {
    t = await createTestApp({ MONEY_RATE_LIMIT_PER_MINUTE: '3' });
    creator = await createCreator(t, 'limited');
  });
  afterAll(() => t.close());

  const fan = async () => {
    const f = await createSignedInUser(t);
    await fundWallet(t, f.user.id, 10_000n);
    return f;
  };
  const tip = (auth: Record<string, string>) =>
    t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: '100' }, keyed(auth));

  it('answers TOO_MANY_REQUESTS past the limit, moving nothing, and counts each user on their own (same address)', async () => {
    const [a, b] = [await fan(), await fan()];
    for (let i = 0; i < 3; i++) expect((await tip(a.auth)).status).toBe(200);
    const refused = await tip(a.auth);
    expectError(refused, 'TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await balanceOf(t, wallet(a.user.id, 'USD'))).toBe(10_000n - 300n);
    // Every test request comes from the same address: b still has a whole budget.
    expect((await tip(b.auth)).status).toBe(200);
  });
});
