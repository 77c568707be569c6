/** Money helpers the server tests share: funding wallets without a card, reading balances, key headers. */
import { randomUUID } from 'node:crypto';
import type { TCurrency } from '@fanlane/contracts/money';
import { ledgerAccounts } from '../src/db/schema/index.ts';
import { railClearing, resolveAccounts, wallet, type AccountRef } from '../src/ledger/accounts.ts';
import { postEntry } from '../src/ledger/post-entry.ts';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPurchaseResult } from '@fanlane/contracts/money';
import type { TestApp } from './helpers.ts';
import { createSignedInUser } from './fixtures.ts';
import { insertPost } from './post-rows.ts';

/** Credits a wallet as a settled top-up would (clearing account → wallet). */
export async function fundWallet(t: TestApp, userId: string, amount: bigint | number, currency: TCurrency = 'USD') {
  const [clearing, target] = await resolveAccounts(t.deps.db, [
    railClearing('test', currency),
    wallet(userId, currency),
  ] as const);
  await t.deps.db.transaction((tx) =>
    postEntry(tx, {
      kind: 'top_up',
      refType: 'test_funding',
      refId: randomUUID(),
      lines: [
        { account: clearing, amount: -BigInt(amount) },
        { account: target, amount: BigInt(amount) },
      ],
    }),
  );
}

/** Moves `amount` between two accounts in a test entry (earnings made available, a payout made). */
export async function moveBetween(
  t: TestApp,
  from: AccountRef,
  to: AccountRef,
  amount: bigint,
  kind: 'release' | 'withdrawal' = 'release',
) {
  const [source, target] = await resolveAccounts(t.deps.db, [from, to] as const);
  await t.deps.db.transaction((tx) =>
    postEntry(tx, {
      kind,
      refType: 'test_funding',
      refId: randomUUID(),
      lines: [
        { account: source, amount: -amount },
        { account: target, amount },
      ],
    }),
  );
}

/** An account's balance (0 when it does not exist yet); for platform fees, the sum of every shard. */
export async function balanceOf(t: TestApp, ref: AccountRef): Promise<bigint> {
  const where =
    ref.kind === 'platform_fees'
      ? and(eq(ledgerAccounts.kind, 'platform_fees'), eq(ledgerAccounts.currency, ref.currency))
      : eq(ledgerAccounts.key, ref.key);
  const [row] = await t.deps.db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(where);
  return BigInt(row?.balance ?? '0');
}

/** Headers with a fresh (or the given) Idempotency-Key. */
export const keyed = (headers: Record<string, string>, key: string = randomUUID()) => ({
  ...headers,
  'idempotency-key': key,
});

/** A new fan with $100 who bought a new pay-per-view post of the creator through the real call. */
export async function boughtPost(t: TestApp, creatorId: string, priceCents: bigint) {
  const fan = await createSignedInUser(t);
  await fundWallet(t, fan.user.id, 10_000n);
  const post = await insertPost(t, creatorId, { visibility: 'ppv', priceCents });
  const res = await t.post<TPurchaseResult>(PATHS.purchase, { postId: post.id }, keyed(fan.auth));
  expect(res.status, res.body.msg).toBe(200);
  return { fan, post, purchase: res.body.data };
}
