/**
 * A pay-per-view purchase's charge in one statement (docs/money.md, "One round trip for a
 * purchase"): the purchase_post function (migrations 0006, 0009) writes the key row as idempotent() does
 * and the entry and earnings row applyCharge() writes, all taken from chargeRecord(), plus the
 * entitlement, the purchase row and its post.purchased event (record_events, migration 0009), after
 * the checks that must hold at commit. One round trip, one
 * implicit transaction; charge-shape.test.ts holds its rows equal to a tip's and a subscription's.
 * On PostgreSQL, purchases made at the same time share the round trip and the commit: they go in
 * batches through purchase_posts (migration 0010, docs/money.md "Purchases in batches").
 */
import { sql } from 'drizzle-orm';
import type { TPurchaseResult } from '@fanlane/contracts/money';
import type { AppDeps } from '../deps.ts';
import { sqlErrorOf } from '../db/errors.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { appError } from '../http/app-error.ts';
import type { DomainEvent } from '../events/catalogue.ts';
import { chargeRecord, type ChargePlan } from './charge.ts';
import { requestHash, storedAnswer, type IdempotencyKey, type StoredKey } from './idempotency.ts';
import { pgArray, type Database } from '../db/client.ts';
import { groupCommit, type GroupCommitOptions } from '../lib/group-commit.ts';
import { compareLockOrder, insufficientFunds, lineArrays, normaliseLines, type Line } from './post-entry.ts';

const SCOPE = 'purchase';

/** What purchase_post raises besides ledger_post's LD001. */
const ALREADY_BOUGHT = 'LD002';
const POST_CHANGED = 'LD003';
const BLOCKED = 'LD004';

/** True when the post changed since the purchase read it (LD003): read it afresh and try again. */
export const isPostChanged = (err: unknown) => sqlErrorOf(err)?.code === POST_CHANGED;

const COLUMNS = {
  replayed: sql<boolean>`replayed`,
  scope: sql<string>`scope`,
  requestHash: sql<string>`request_hash`,
  response: sql<unknown>`response`,
  eventId: sql<string | null>`event_id`,
  eventAt: sql<string | null>`event_at`,
};

// Prepared by name once per database: the server parses and plans the call once per connection.
const purchaseStatement = preparedPerDatabase((db) => {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select(COLUMNS)
    .from(
      sql`purchase_post(${p('buyerId')}::uuid, ${p('key')}, ${p('hash')}, ${p('answer')}::jsonb, ${p('purchaseId')}::uuid, ${p('postId')}::uuid,
        ${p('creatorId')}::uuid, ${p('priceCents')}::bigint, ${p('currency')}, ${p('amount')}::numeric, ${p('netCents')}::bigint,
        ${p('availableAt')}::timestamptz, ${p('entryId')}::uuid, ${p('usdRate')}, ${p('createdAt')}::timestamptz,
        ${p('accounts')}::bigint[], ${p('amounts')}::numeric[], ${p('guarded')}::boolean[], ${p('outbox')}::jsonb)`,
    )
    .prepare('purchase_post');
});

// Several purchases in one call (migration 0010): each item in a subtransaction of its own.
const batchStatement = preparedPerDatabase((db) =>
  db
    .select({
      ...COLUMNS,
      n: sql<number>`n`,
      errCode: sql<string | null>`err_code`,
      errDetail: sql<string | null>`err_detail`,
    })
    .from(sql`purchase_posts(${sql.placeholder('items')}::jsonb, ${sql.placeholder('lockOrder')}::bigint[])`)
    .prepare('purchase_posts'),
);

type PurchaseParams = Record<string, string | null | undefined>;
type PurchaseRow = StoredKey & { replayed: boolean; eventId: string | null; eventAt: string | null };
/** One purchase as the statements take it (`purchaseItem`), with its lines for the error it may get. */
export type PurchaseItem = { params: PurchaseParams; lines: Line[] };
/** What became of one item: its row, or its own error (the other items are not affected). */
export type PurchaseOutcome = { row: PurchaseRow } | { error: unknown };

/** An item's failure as the database reported it, shaped like a driver error for `sqlErrorOf`. */
class ItemError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string | undefined,
  ) {
    super(`purchase failed: ${code}`);
  }
}

/**
 * Purchases in batches on PostgreSQL (lib/group-commit.ts): a purchase made while another batch is
 * in flight waits for it and goes with those that arrived meanwhile, so a round trip, a commit (one
 * WAL flush) and the statement's fixed cost are shared (docs/money.md, "Purchases in batches").
 * On PGlite, which runs one statement at a time in this process, each goes alone: a batch there
 * only holds the event loop longer (docs/benchmarks.md).
 */
export const PURCHASE_BATCH: GroupCommitOptions = { maxBatch: 32, maxInFlight: 1 };
const ALONE: GroupCommitOptions = { maxBatch: 1, maxInFlight: Number.POSITIVE_INFINITY };

/** Runs the items in one statement (one alone: the single prepared call); each gets its own outcome. */
export async function chargePurchases(db: Database, items: PurchaseItem[]): Promise<PurchaseOutcome[]> {
  if (items.length === 1) {
    const [item] = items as [PurchaseItem];
    try {
      const [row] = await purchaseStatement(db).execute(item.params);
      return [row ? { row } : { error: new Error('purchase_post answered no row') }];
    } catch (error) {
      return [{ error }];
    }
  }
  const lockOrder = new Map<number, Line['account']>();
  for (const { lines } of items) for (const { account } of lines) lockOrder.set(account.id, account);
  const ordered = [...lockOrder.values()].sort(compareLockOrder).map((a) => a.id);
  const rows = await batchStatement(db).execute({
    items: JSON.stringify(items.map((i) => i.params)),
    lockOrder: pgArray(ordered),
  });
  const byN = new Map(rows.map((r) => [Number(r.n), r]));
  return items.map((_, i) => {
    const r = byN.get(i + 1);
    if (!r) return { error: new Error('purchase_posts answered no row for an item') };
    return r.errCode ? { error: new ItemError(r.errCode, r.errDetail ?? undefined) } : { row: r };
  });
}

const batchers = new WeakMap<Database, (item: PurchaseItem) => Promise<PurchaseOutcome>>();
const submitPurchase = (deps: AppDeps, item: PurchaseItem) => {
  let submit = batchers.get(deps.db);
  if (!submit) {
    const options = deps.config.databaseUrl ? PURCHASE_BATCH : ALONE;
    batchers.set(deps.db, (submit = groupCommit((items) => chargePurchases(deps.db, items), options)));
  }
  return submit(item);
};

/** A batch item that lost a deadlock or serialization race rolled back alone: it is sent again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export type PurchaseCharge = {
  key: IdempotencyKey;
  /** The request as the key's hash covers it. */
  body: unknown;
  plan: ChargePlan;
  purchaseId: string;
  postId: string;
  entryId: string;
  /** Stored with the key; answered again to a retry. */
  answer: TPurchaseResult;
};

/**
 * Charges the purchase, or answers what the key already stored (`replayed`). Throws
 * INSUFFICIENT_BALANCE, ALREADY_PURCHASED, BLOCKED, IDEMPOTENCY_KEY_REUSED, or the LD003 error
 * `isPostChanged` recognises; any of them writes nothing.
 */
export async function applyPurchaseCharge(
  deps: AppDeps,
  charge: PurchaseCharge,
): Promise<{ answer: TPurchaseResult; replayed: boolean }> {
  const purchase = purchaseItem(deps, charge);
  let outcome = await submitPurchase(deps, purchase.item);
  for (let attempt = 1; 'error' in outcome && attempt < ATTEMPTS; attempt++) {
    if (!RETRYABLE.has(sqlErrorOf(outcome.error)?.code ?? '')) break;
    outcome = await submitPurchase(deps, purchase.item);
  }
  return purchase.settle(outcome);
}

/**
 * A purchase as `chargePurchases` takes it, and `settle`, which turns what became of it into the
 * answer (announcing its event once stored) or its catalogue error.
 */
export function purchaseItem(deps: AppDeps, charge: PurchaseCharge) {
  const { key, plan, answer } = charge;
  const { entry, earning } = chargeRecord(deps, plan, {
    entryId: charge.entryId,
    kind: 'purchase',
    refType: 'purchase',
    refId: charge.purchaseId,
    source: 'purchase',
    postId: charge.postId,
  });
  const lines = normaliseLines(entry.lines);
  const hash = requestHash(SCOPE, charge.body);
  const event: DomainEvent<'post.purchased'> = {
    type: 'post.purchased',
    data: {
      purchaseId: charge.purchaseId,
      postId: charge.postId,
      creatorId: earning.creatorId,
      fanId: plan.fanId,
      priceCents: earning.grossCents.toString(),
    },
  };
  const params: PurchaseParams = {
    buyerId: plan.fanId,
    key: key.key,
    hash,
    answer: JSON.stringify(answer),
    purchaseId: charge.purchaseId,
    postId: charge.postId,
    creatorId: earning.creatorId,
    priceCents: earning.grossCents.toString(),
    currency: plan.currency,
    amount: plan.amount.toString(),
    netCents: earning.netCents.toString(),
    availableAt: earning.availableAt.toISOString(),
    entryId: entry.id,
    usdRate: entry.usdRate,
    createdAt: entry.at.toISOString(),
    ...lineArrays(lines),
    outbox: deps.events.outbox([event]),
  };
  const settle = async (outcome: PurchaseOutcome): Promise<{ answer: TPurchaseResult; replayed: boolean }> => {
    if ('error' in outcome) {
      const code = sqlErrorOf(outcome.error)?.code;
      if (code === ALREADY_BOUGHT) throw appError('ALREADY_PURCHASED');
      if (code === BLOCKED) throw appError('BLOCKED');
      throw insufficientFunds(outcome.error, lines) ?? outcome.error;
    }
    const { row } = outcome;
    if (row.replayed) return { answer: storedAnswer<TPurchaseResult>(row, SCOPE, hash), replayed: true };
    if (row.eventId && row.eventAt) {
      const { type, data } = event;
      await deps.events.delivered([
        { id: row.eventId, type, aggregate_id: data.postId, data, occurred_at: row.eventAt },
      ]);
    }
    return { answer, replayed: false };
  };
  return { item: { params, lines } satisfies PurchaseItem, settle };
}
