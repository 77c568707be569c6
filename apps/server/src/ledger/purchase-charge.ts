/**
 * A pay-per-view purchase's charge in one statement (docs/money.md, "One round trip for a
 * purchase"): the purchase_post function (migrations 0006, 0009) writes the key row as idempotent() does
 * and the entry and earnings row applyCharge() writes, all taken from chargeRecord(), plus the
 * entitlement, the purchase row and its post.purchased event (record_events, migration 0009), after
 * the checks that must hold at commit. One round trip, one
 * implicit transaction; charge-shape.test.ts holds its rows equal to a tip's and a subscription's.
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
import { insufficientFunds, lineArrays, normaliseLines } from './post-entry.ts';

const SCOPE = 'purchase';

/** What purchase_post raises besides ledger_post's LD001. */
const ALREADY_BOUGHT = 'LD002';
const POST_CHANGED = 'LD003';
const BLOCKED = 'LD004';

/** True when the post changed since the purchase read it (LD003): read it afresh and try again. */
export const isPostChanged = (err: unknown) => sqlErrorOf(err)?.code === POST_CHANGED;

// Prepared by name once per database: the server parses and plans the call once per connection.
const purchaseStatement = preparedPerDatabase((db) => {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({
      replayed: sql<boolean>`replayed`,
      scope: sql<string>`scope`,
      requestHash: sql<string>`request_hash`,
      response: sql<unknown>`response`,
      eventId: sql<string | null>`event_id`,
      eventAt: sql<string | null>`event_at`,
    })
    .from(
      sql`purchase_post(${p('buyerId')}::uuid, ${p('key')}, ${p('hash')}, ${p('answer')}::jsonb, ${p('purchaseId')}::uuid, ${p('postId')}::uuid,
        ${p('creatorId')}::uuid, ${p('priceCents')}::bigint, ${p('currency')}, ${p('amount')}::numeric, ${p('netCents')}::bigint,
        ${p('availableAt')}::timestamptz, ${p('entryId')}::uuid, ${p('usdRate')}, ${p('createdAt')}::timestamptz,
        ${p('accounts')}::bigint[], ${p('amounts')}::numeric[], ${p('guarded')}::boolean[], ${p('outbox')}::jsonb)`,
    )
    .prepare('purchase_post');
});

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
  let rows: (StoredKey & { replayed: boolean; eventId: string | null; eventAt: string | null })[];
  try {
    rows = await purchaseStatement(deps.db).execute({
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
    });
  } catch (err) {
    const code = sqlErrorOf(err)?.code;
    if (code === ALREADY_BOUGHT) throw appError('ALREADY_PURCHASED');
    if (code === BLOCKED) throw appError('BLOCKED');
    throw insufficientFunds(err, lines) ?? err;
  }
  const [row] = rows;
  if (row?.replayed) return { answer: storedAnswer<TPurchaseResult>(row, SCOPE, hash), replayed: true };
  if (row?.eventId && row.eventAt) {
    const { type, data } = event;
    await deps.events.delivered([{ id: row.eventId, type, aggregate_id: data.postId, data, occurred_at: row.eventAt }]);
  }
  return { answer, replayed: false };
}
