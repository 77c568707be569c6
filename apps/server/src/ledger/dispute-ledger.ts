/**
 * The ledger side of a dispute (docs/money.md, "Disputes"). Three entries, one account per dispute
 * (`dispute_hold:USD:<id>`):
 *
 * - hold: a chargeback's provider takes the money back (its clearing account is paid); the fan's
 *   USD wallet gives what it still has of the top-up; each payment linked to the case has its
 *   creator's share held: from pending earnings (the earnings row is kept from release), else from
 *   available earnings, the rest as debt. A fan's dispute holds the one payment's share only.
 * - release (won): the provider pays the money back, the wallet and every creator get back what
 *   was held (a released share pays the creator's debt first).
 * - settle (lost): every linked payment is reversed, the creators' side from the hold; the fan's
 *   wallet pays what the card took back of the money they had spent; what nothing covers (the
 *   card fee, money the fan took elsewhere) is the platform's loss (`dispute_losses:USD`).
 *
 * Every payment is held by one dispute at a time (`earnings.disputed_by`), and a held payment can
 * be neither refunded nor released.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CREATOR_PAYMENT_KINDS, type TTransactionKind } from '@fanlane/contracts/money';
import type { Database, Tx } from '../db/client.ts';
import { earnings, journalEntries, ledgerAccounts, postings } from '../db/schema/index.ts';
import {
  creatorEarningsLock,
  earningsAvailable,
  earningsDebt,
  earningsPending,
  resolveAccounts,
  type Account,
  type AccountRef,
} from './accounts.ts';
import { postEntry, postedLines, type Line } from './post-entry.ts';

export const disputeHold = (disputeId: string): AccountRef => ({
  key: `dispute_hold:USD:${disputeId}`,
  kind: 'dispute_hold',
  currency: 'USD',
  ownerId: null,
  rail: null,
});
export const disputeLosses = (): AccountRef => ({
  key: 'dispute_losses:USD',
  kind: 'dispute_losses',
  currency: 'USD',
  ownerId: null,
  rail: null,
});

/** A fan's payment a dispute may hold. */
export type DisputablePayment = {
  entryId: string;
  kind: TTransactionKind;
  creatorId: string;
  postId: string | null;
  refId: string;
  grossCents: bigint;
  netCents: bigint;
  createdAt: Date;
};

/** How one payment's creator share was held. */
export type HeldPayment = {
  entryId: string;
  creatorId: string;
  grossCents: bigint;
  netCents: bigint;
  fromPendingCents: bigint;
  fromAvailableCents: bigint;
  toDebtCents: bigint;
};

type CreatorAccounts = { pending: Account; available: Account; debt: Account };
export type DisputeAccounts = { hold: Account; losses: Account; creators: Map<string, CreatorAccounts> };

const paymentColumns = {
  entryId: journalEntries.id,
  kind: journalEntries.kind,
  creatorId: earnings.creatorId,
  postId: earnings.postId,
  refId: earnings.refId,
  grossCents: earnings.grossCents,
  netCents: earnings.netCents,
  createdAt: journalEntries.createdAt,
};
const stillHeldable = and(
  inArray(journalEntries.kind, [...CREATOR_PAYMENT_KINDS]),
  isNull(journalEntries.reversedBy),
  isNull(earnings.reversedAt),
  isNull(earnings.disputedBy),
);

/**
 * One payment `fanId` made to a creator, with what stands in the way of disputing it: refunded
 * (`reversed`), or held by a dispute already (`disputedBy`). Null when it is no such payment.
 */
export async function paymentOfFan(db: Database, fanId: string, entryId: string) {
  const [row] = await db
    .select({
      ...paymentColumns,
      reversed: sql<boolean>`(${journalEntries.reversedBy} is not null or ${earnings.reversedAt} is not null)`,
      disputedBy: earnings.disputedBy,
    })
    .from(journalEntries)
    .innerJoin(earnings, eq(earnings.entryId, journalEntries.id))
    .where(
      and(
        eq(journalEntries.id, entryId),
        eq(journalEntries.actorId, fanId),
        inArray(journalEntries.kind, [...CREATOR_PAYMENT_KINDS]),
      ),
    );
  return row ?? null;
}

/**
 * What a chargeback of a top-up may hold besides the fan's wallet: the fan's payments from their
 * USD wallet since the top-up was credited, newest first, until they add up to `coverCents`.
 */
export async function spentSince(
  db: Database,
  input: { fanId: string; walletId: number; since: Date; coverCents: bigint },
): Promise<DisputablePayment[]> {
  const rows = await db
    .select(paymentColumns)
    .from(journalEntries)
    .innerJoin(earnings, eq(earnings.entryId, journalEntries.id))
    .innerJoin(
      postings,
      and(eq(postings.entryId, journalEntries.id), eq(postings.accountId, input.walletId), lt(postings.amount, 0n)),
    )
    .where(and(eq(journalEntries.actorId, input.fanId), gte(journalEntries.createdAt, input.since), stillHeldable))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(500);
  const picked: DisputablePayment[] = [];
  let covered = 0n;
  for (const row of rows) {
    if (covered >= input.coverCents) break;
    picked.push(row);
    covered += row.grossCents;
  }
  return picked;
}

/** The accounts a dispute's entries touch, resolved before its transaction opens. */
export async function disputeAccounts(db: Database, disputeId: string, creatorIds: string[]): Promise<DisputeAccounts> {
  const [hold, losses] = await resolveAccounts(db, [disputeHold(disputeId), disputeLosses()] as const);
  const creators = new Map<string, CreatorAccounts>();
  for (const creatorId of new Set(creatorIds)) {
    const [pending, available, debt] = await resolveAccounts(db, [
      earningsPending(creatorId),
      earningsAvailable(creatorId),
      earningsDebt(creatorId),
    ] as const);
    creators.set(creatorId, { pending, available, debt });
  }
  return { hold, losses, creators };
}

const balanceOf = async (tx: Tx, account: Account) => {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account.id));
  return row?.balance ?? 0n;
};
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** What the provider took and what the fan's wallet may give back of it (chargebacks only). */
export type ChargebackMoney = {
  clearing: Account;
  wallet: Account;
  /** What the provider took back, USD cents. */
  takenCents: bigint;
  /** The most the fan owes back: what the top-up put in their wallet (the card fee is the platform's). */
  owedCents: bigint;
};

/**
 * Posts the hold inside the caller's transaction. `payments` are in the order they are taken;
 * for a chargeback only as many as cover what the wallet cannot. Payments refunded or held by
 * another dispute since they were read are left out.
 */
export async function holdDispute(
  tx: Tx,
  input: {
    disputeId: string;
    fanId: string;
    chargeback: ChargebackMoney | null;
    payments: DisputablePayment[];
    accounts: DisputeAccounts;
  },
): Promise<{ entryId: string; walletHeldCents: bigint; held: HeldPayment[] }> {
  const { chargeback, accounts } = input;
  const ids = input.payments.map((p) => p.entryId);
  const live = new Set<string>();
  if (ids.length > 0) {
    // The lock order refunds and releases use: the entry, then its earnings row.
    await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(inArray(journalEntries.id, ids))
      .for('update');
    const rows = await tx
      .select({ entryId: earnings.entryId })
      .from(earnings)
      .innerJoin(journalEntries, eq(journalEntries.id, earnings.entryId))
      .where(and(inArray(earnings.entryId, ids), stillHeldable))
      .for('update', { of: earnings });
    for (const row of rows) live.add(row.entryId);
  }
  let walletHeldCents = 0n;
  let uncovered: bigint | null = null;
  if (chargeback) {
    const [fanWallet] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, chargeback.wallet.id))
      .for('update');
    walletHeldCents = min(fanWallet?.balance ?? 0n, chargeback.owedCents);
    uncovered = chargeback.owedCents - walletHeldCents;
  }
  const lines: Line[] = [];
  const held: HeldPayment[] = [];
  // What each creator still has available as this entry takes from it (the lines post at the end).
  const availableLeft = new Map<string, bigint>();
  for (const payment of input.payments) {
    if (uncovered !== null && uncovered <= 0n) break;
    if (!live.has(payment.entryId)) continue;
    const creator = accounts.creators.get(payment.creatorId)!;
    await tx.execute(creatorEarningsLock(payment.creatorId));
    const [row] = await tx
      .select({ releasedEntryId: earnings.releasedEntryId })
      .from(earnings)
      .where(eq(earnings.entryId, payment.entryId));
    let split = { fromPendingCents: payment.netCents, fromAvailableCents: 0n, toDebtCents: 0n };
    if (row?.releasedEntryId) {
      const have = availableLeft.get(payment.creatorId) ?? (await balanceOf(tx, creator.available));
      const take = min(have, payment.netCents);
      availableLeft.set(payment.creatorId, have - take);
      split = { fromPendingCents: 0n, fromAvailableCents: take, toDebtCents: payment.netCents - take };
    }
    lines.push(
      { account: creator.pending, amount: -split.fromPendingCents },
      { account: creator.available, amount: -split.fromAvailableCents },
      { account: creator.debt, amount: -split.toDebtCents },
      { account: accounts.hold, amount: payment.netCents },
    );
    await tx.update(earnings).set({ disputedBy: input.disputeId }).where(eq(earnings.entryId, payment.entryId));
    held.push({
      entryId: payment.entryId,
      creatorId: payment.creatorId,
      grossCents: payment.grossCents,
      netCents: payment.netCents,
      ...split,
    });
    if (uncovered !== null) uncovered -= payment.grossCents;
  }
  if (chargeback) {
    lines.push(
      { account: chargeback.clearing, amount: chargeback.takenCents },
      { account: chargeback.wallet, amount: -walletHeldCents },
      { account: accounts.hold, amount: walletHeldCents - chargeback.takenCents },
    );
  }
  const entryId = await postEntry(tx, {
    kind: 'dispute_hold',
    refType: 'dispute',
    refId: input.disputeId,
    actorId: input.fanId,
    lines,
  });
  return { entryId, walletHeldCents, held };
}

/** Won: the provider pays back what it took; the wallet and the creators get back what was held. */
export async function releaseDispute(
  tx: Tx,
  input: {
    disputeId: string;
    fanId: string;
    chargeback: (ChargebackMoney & { walletHeldCents: bigint }) | null;
    held: HeldPayment[];
    accounts: DisputeAccounts;
  },
): Promise<string> {
  const { accounts, chargeback } = input;
  const lines: Line[] = [];
  // Each creator's debt as this entry pays it down (the lines post at the end).
  const debtLeft = new Map<string, bigint>();
  for (const payment of input.held) {
    const creator = accounts.creators.get(payment.creatorId)!;
    await tx.execute(creatorEarningsLock(payment.creatorId));
    const released = payment.fromAvailableCents + payment.toDebtCents;
    const owed = debtLeft.get(payment.creatorId) ?? (await balanceOf(tx, creator.debt));
    const payoff = owed < 0n ? min(-owed, released) : 0n;
    debtLeft.set(payment.creatorId, owed + payoff);
    lines.push(
      { account: creator.pending, amount: payment.fromPendingCents },
      { account: creator.debt, amount: payoff },
      { account: creator.available, amount: released - payoff },
      { account: accounts.hold, amount: -payment.netCents },
    );
    await tx
      .update(earnings)
      .set({ disputedBy: null })
      .where(and(eq(earnings.entryId, payment.entryId), eq(earnings.disputedBy, input.disputeId)));
  }
  if (chargeback) {
    lines.push(
      { account: chargeback.clearing, amount: -chargeback.takenCents },
      { account: chargeback.wallet, amount: chargeback.walletHeldCents },
      { account: accounts.hold, amount: chargeback.takenCents - chargeback.walletHeldCents },
    );
  }
  return postEntry(tx, {
    kind: 'dispute_release',
    refType: 'dispute',
    refId: input.disputeId,
    actorId: input.fanId,
    lines,
  });
}

/**
 * Lost: every held payment is reversed (the fan gets back what it cost, the creator's side comes
 * from the hold), and for a chargeback the fan's wallet pays back what the card took of the money
 * they spent. What is left on the hold is the platform's loss.
 */
export async function settleDispute(
  tx: Tx,
  input: {
    disputeId: string;
    fanId: string;
    /** A chargeback: the fan's USD wallet, and what it still owes after the hold took its part. */
    chargeback: { wallet: Account; owedCents: bigint } | null;
    held: HeldPayment[];
    accounts: DisputeAccounts;
  },
): Promise<string> {
  const { accounts } = input;
  const entryId = randomUUID();
  const ids = input.held.map((h) => h.entryId);
  const lines: Line[] = [];
  let refunded = 0n;
  if (ids.length > 0) {
    const charged = await postedLines(tx, ids);
    for (const { account, amount } of charged) {
      // The creator's share was moved to the hold when the case opened: it comes back from there.
      lines.push({ account: account.kind === 'earnings_pending' ? accounts.hold : account, amount: -amount });
      if (input.chargeback && account.id === input.chargeback.wallet.id) refunded += -amount;
    }
  }
  let holdAfter = (await balanceOf(tx, accounts.hold)) - input.held.reduce((sum, h) => sum + h.netCents, 0n);
  if (input.chargeback) {
    const repaid = min(input.chargeback.owedCents, refunded);
    lines.push({ account: input.chargeback.wallet, amount: -repaid }, { account: accounts.hold, amount: repaid });
    holdAfter += repaid;
  }
  // Below zero: what nothing covered. Above zero cannot happen (held shares never exceed the payments).
  if (holdAfter !== 0n)
    lines.push({ account: accounts.hold, amount: -holdAfter }, { account: accounts.losses, amount: holdAfter });
  await postEntry(tx, {
    id: entryId,
    kind: 'dispute_settlement',
    refType: 'dispute',
    refId: input.disputeId,
    actorId: input.fanId,
    lines,
  });
  if (ids.length > 0) {
    await tx.update(journalEntries).set({ reversedBy: entryId }).where(inArray(journalEntries.id, ids));
    await tx.update(earnings).set({ reversedAt: new Date() }).where(inArray(earnings.entryId, ids));
  }
  return entryId;
}

/** The ledger rows behind a dispute's payments, for presenting them. */
export async function paymentKinds(db: Database, entryIds: string[]) {
  if (entryIds.length === 0) return new Map<string, { kind: TTransactionKind; postId: string | null }>();
  const rows = await db
    .select({ id: journalEntries.id, kind: journalEntries.kind, postId: earnings.postId })
    .from(journalEntries)
    .innerJoin(earnings, eq(earnings.entryId, journalEntries.id))
    .where(inArray(journalEntries.id, entryIds));
  return new Map(rows.map((r) => [r.id, { kind: r.kind, postId: r.postId }]));
}

/** When a top-up's money reached the wallet (its entry), for chargebacks. */
export async function entryTime(db: Database, entryId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: journalEntries.createdAt })
    .from(journalEntries)
    .where(eq(journalEntries.id, entryId));
  return row?.createdAt ?? null;
}
