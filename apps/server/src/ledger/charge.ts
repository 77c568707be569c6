/**
 * A fan paying a creator (a purchase, a tip, a subscription period): the one entry shape every
 * spend uses. Prices are USD; paying from another currency converts through the FX treasury at
 * the quoted rate (rounded up for the payer). The platform fee rounds down, the creator gets the
 * remainder, and the creator's net share is held as pending earnings until the hold passes.
 */
import { randomUUID } from 'node:crypto';
import type { TCurrency, TRevenueSource, TTransactionKind } from '@fanlane/contracts/money';
import { splitFee, usdCentsToMinor } from '@fanlane/contracts/money-math';
import type { AppDeps } from '../deps.ts';
import type { Tx } from '../db/client.ts';
import { earnings } from '../db/schema/index.ts';
import { anyFeeShard, earningsPending, fxTreasury, resolveAccounts, wallet } from './accounts.ts';
import { postEntry, type EntryInput, type Line } from './post-entry.ts';

export type ChargePlan = {
  fanId: string;
  creatorId: string;
  usdCents: bigint;
  currency: TCurrency;
  /** What leaves the fan's wallet, in `currency`'s minor units. */
  amount: bigint;
  /** The rate used (USD per whole unit); null for USD. */
  usdRate: string | null;
  feeCents: bigint;
  netCents: bigint;
  lines: Line[];
};

/** Quotes the charge and resolves its accounts. Call before the money transaction opens. */
export async function planCharge(
  deps: AppDeps,
  input: { fanId: string; creatorId: string; usdCents: bigint; currency: TCurrency },
): Promise<ChargePlan> {
  const { fanId, creatorId, usdCents, currency } = input;
  const rate = currency === 'USD' ? null : await deps.rates.rate(currency);
  const amount = rate ? usdCentsToMinor(usdCents, currency, rate.usdRate) : usdCents;
  const { feeCents, netCents } = splitFee(usdCents, deps.config.platformFeePercent);
  const [fan, pending, fees] = await resolveAccounts(deps.db, [
    wallet(fanId, currency),
    earningsPending(creatorId),
    anyFeeShard('USD'),
  ] as const);
  const lines: Line[] = [
    { account: fan, amount: -amount },
    { account: pending, amount: netCents },
    { account: fees, amount: feeCents },
  ];
  // Another currency: the treasury takes it in and pays the USD price out.
  if (currency !== 'USD') {
    const [treasury, treasuryUsd] = await resolveAccounts(deps.db, [fxTreasury(currency), fxTreasury('USD')] as const);
    lines.push({ account: treasury, amount }, { account: treasuryUsd, amount: -usdCents });
  }
  return { fanId, creatorId, usdCents, currency, amount, usdRate: rate?.usdRate ?? null, feeCents, netCents, lines };
}

export type ChargeRef = {
  entryId?: string;
  kind: TTransactionKind;
  refType: string;
  refId: string;
  source: TRevenueSource;
  postId?: string | null;
  memo?: string | null;
};

/**
 * The journal entry and the pending-earnings row a charge writes, both of one moment. Every path
 * that writes a charge takes them from here: applyCharge below, and the purchase's one statement
 * (purchase-charge.ts), whose SQL function writes exactly these values.
 */
export function chargeRecord(
  deps: AppDeps,
  plan: ChargePlan,
  ref: ChargeRef,
  at = new Date(),
): { entry: EntryInput & { id: string; at: Date }; earning: typeof earnings.$inferInsert } {
  const entryId = ref.entryId ?? randomUUID();
  return {
    entry: {
      id: entryId,
      kind: ref.kind,
      refType: ref.refType,
      refId: ref.refId,
      actorId: plan.fanId,
      usdRate: plan.usdRate,
      memo: ref.memo ?? null,
      at,
      lines: plan.lines,
    },
    earning: {
      creatorId: plan.creatorId,
      fanId: plan.fanId,
      source: ref.source,
      refId: ref.refId,
      postId: ref.postId ?? null,
      grossCents: plan.usdCents,
      netCents: plan.netCents,
      entryId,
      availableAt: new Date(at.getTime() + deps.config.earningsHoldMs),
      createdAt: at,
    },
  };
}

/**
 * Posts the charge inside `tx` and records the creator's pending earnings; answers the entry id.
 * Throws INSUFFICIENT_BALANCE (with the missing amount) when the wallet cannot cover it.
 */
export async function applyCharge(tx: Tx, deps: AppDeps, plan: ChargePlan, ref: ChargeRef): Promise<string> {
  const { entry, earning } = chargeRecord(deps, plan, ref);
  await postEntry(tx, entry);
  await tx.insert(earnings).values(earning);
  return entry.id;
}
