/**
 * `/payments` and `/transaction/:id`: the journal as one user sees it. Each entry touching one of
 * the user's accounts is one line, with the user's net movement (a fan's payment, a creator's net
 * earning, a top-up). Releases of earnings from pending to available move nothing in or out, so
 * they are not listed. The business object behind each entry supplies the counterparty and fees.
 */
import type { z } from 'zod';
import type { TTransaction, ZTransactionListRequest } from '@fanlane/contracts/money';
import { minorToUsdCents } from '@fanlane/contracts/money-math';
import { PAGE_SIZE_DEFAULT, type TPage } from '@fanlane/contracts/page';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { earningsByEntries, userEntries, type EntryLine } from '../../ledger/reports.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { purchasesByEntries } from '../purchases/purchases-repo.ts';
import { messagePurchasesByEntries } from '../chat/chat-repo.ts';
import { chargesByEntries } from '../subscriptions/subscriptions-repo.ts';
import { tipsByEntries } from '../tips/tips-repo.ts';
import { topUpsByEntries } from '../top-ups/top-ups-repo.ts';
import { authorsByIds } from '../users/author-cards.ts';

/** What each entry was about: the other party, the gross price, the fee, the post. */
async function describe(deps: AppDeps, userId: string, lines: EntryLine[]): Promise<TTransaction[]> {
  const ids = lines.map((l) => l.id);
  if (ids.length === 0) return [];
  const [buys, messageBuys, tipRows, charges, tops, earned] = await Promise.all([
    purchasesByEntries(deps.db, ids),
    messagePurchasesByEntries(deps.db, ids),
    tipsByEntries(deps.db, ids),
    chargesByEntries(deps.db, ids),
    topUpsByEntries(deps.db, ids),
    earningsByEntries(deps.db, ids),
  ]);
  type Party = { fanId: string; creatorId: string; usdCents: bigint; postId: string | null; message: string | null };
  const parties = new Map<string, Party>();
  for (const b of buys)
    parties.set(b.entryId, {
      fanId: b.buyerId,
      creatorId: b.creatorId,
      usdCents: b.priceCents,
      postId: b.postId,
      message: null,
    });
  for (const m of messageBuys)
    parties.set(m.entryId, {
      fanId: m.buyerId,
      creatorId: m.creatorId,
      usdCents: m.priceCents,
      postId: null,
      message: null,
    });
  for (const t of tipRows)
    parties.set(t.entryId, {
      fanId: t.fanId,
      creatorId: t.creatorId,
      usdCents: t.usdCents,
      postId: t.postId,
      message: t.message,
    });
  for (const c of charges)
    parties.set(c.entryId, {
      fanId: c.fanId,
      creatorId: c.creatorId,
      usdCents: c.usdCents,
      postId: null,
      message: null,
    });
  const topUpByEntry = new Map(tops.map((t) => [t.entryId!, t]));
  const earnedByEntry = new Map(earned.map((e) => [e.entryId, e]));
  const people = await authorsByIds(
    deps,
    [...parties.values()].map((p) => (p.fanId === userId ? p.creatorId : p.fanId)),
  );

  return lines.map((line) => {
    const amount = BigInt(line.amount);
    const party = parties.get(line.id);
    const topUp = topUpByEntry.get(line.id);
    const earning = earnedByEntry.get(line.id);
    const asCreator = party !== undefined && party.creatorId === userId && amount > 0n;
    const usdCents =
      party?.usdCents ??
      (line.usd_rate
        ? minorToUsdCents(amount < 0n ? -amount : amount, line.currency, line.usd_rate)
        : line.currency !== 'USD'
          ? 0n
          : amount < 0n
            ? -amount
            : amount);
    const feeCents = topUp ? topUp.feeCents : asCreator && earning ? earning.grossCents - earning.netCents : 0n;
    return {
      id: line.id,
      kind: line.kind,
      direction: amount < 0n ? 'paid' : 'received',
      currency: line.currency,
      amount: (amount < 0n ? -amount : amount).toString(),
      usdCents: usdCents.toString(),
      feeCents: feeCents.toString(),
      usdRate: line.usd_rate,
      counterparty: party ? (people.get(party.fanId === userId ? party.creatorId : party.fanId) ?? null) : null,
      postId: party?.postId ?? null,
      message: party?.message ?? line.memo ?? null,
      disputeId: earning?.disputedBy ?? null,
      createdAt: new Date(line.created_at).toISOString(),
    };
  });
}

export async function listTransactions(
  deps: AppDeps,
  userId: string,
  query: z.output<typeof ZTransactionListRequest>,
): Promise<TPage<TTransaction>> {
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const rows = await userEntries(deps.db, userId, {
    cursor: decodeCursor(query.cursor),
    direction: query.direction,
    limit,
  });
  return pageOf(
    rows,
    limit,
    (r) => ({ at: new Date(r.created_at), id: r.id }),
    (kept) => describe(deps, userId, kept),
  );
}

export async function getTransaction(deps: AppDeps, userId: string, id: string): Promise<TTransaction> {
  const rows = await userEntries(deps.db, userId, { cursor: null, entryId: id, limit: 1 });
  const [tx] = await describe(deps, userId, rows.slice(0, 1));
  if (!tx) throw appError('NOT_FOUND');
  return tx;
}
