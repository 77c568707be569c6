/**
 * Buying a pay-per-view post: the fan's wallet is debited, the creator's pending earnings and the
 * platform fee credited, and the entitlement granted, all with the idempotency key in one
 * statement (the purchase_post function, migration 0006): one round trip, one implicit
 * transaction. The originals unlock at once because every read path checks entitlements live.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPurchaseResult, ZPurchaseRequest } from '@fanlane/contracts/money';
import type { AppDeps } from '../../deps.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appError } from '../../http/app-error.ts';
import type { Caller } from '../../http/auth-guards.ts';
import { planCharge } from '../../ledger/charge.ts';
import { requestHash, storedAnswer, type IdempotencyKey, type StoredKey } from '../../ledger/idempotency.ts';
import { insufficientFunds, lineArrays, normaliseLines } from '../../ledger/post-entry.ts';
import { sqlErrorOf } from '../../db/errors.ts';
import { findPost } from '../posts/posts-repo.ts';
import type { Database } from '../../db/client.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.ts';

const SCOPE = 'purchase';

/** What purchase_post raises besides ledger_post's LD001. */
const ALREADY_BOUGHT = 'LD002';
const POST_CHANGED = 'LD003';
const BLOCKED = 'LD004';

// Prepared by name once per database: the server parses and plans the call once per connection.
const purchaseStatement = preparedPerDatabase((db) => {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({
      replayed: sql<boolean>`replayed`,
      scope: sql<string>`scope`,
      requestHash: sql<string>`request_hash`,
      response: sql<unknown>`response`,
    })
    .from(
      sql`purchase_post(${p('buyerId')}::uuid, ${p('key')}, ${p('hash')}, ${p('answer')}::jsonb, ${p('purchaseId')}::uuid, ${p('postId')}::uuid,
        ${p('creatorId')}::uuid, ${p('priceCents')}::bigint, ${p('currency')}, ${p('amount')}::numeric, ${p('netCents')}::bigint,
        ${p('availableAt')}::timestamptz, ${p('entryId')}::uuid, ${p('usdRate')}, ${p('createdAt')}::timestamptz,
        ${p('accounts')}::bigint[], ${p('amounts')}::numeric[], ${p('guarded')}::boolean[])`,
    )
    .prepare('purchase_post');
});

type ForSale = Pick<PostRow, 'id' | 'creatorId' | 'status' | 'visibility' | 'priceCents'>;

/**
 * What a purchase needs of a post, remembered for a minute per database. Never trusted: purchase_post
 * checks every field again at commit (LD003), so a stale entry costs one retry, never a wrong sale.
 */
const forSaleCaches = new WeakMap<Database, TtlCache<ForSale>>();
const forSaleCache = (db: Database) => {
  let cache = forSaleCaches.get(db);
  if (!cache) forSaleCaches.set(db, (cache = createTtlCache<ForSale>({ ttlMs: 60_000, max: 50_000 })));
  return cache;
};

async function postForSale(db: Database, id: string, fresh: boolean): Promise<ForSale | undefined> {
  const cache = forSaleCache(db);
  const remembered = fresh ? undefined : cache.get(id);
  if (remembered) return remembered;
  const row = await findPost(db, id);
  if (!row) return undefined;
  const post = {
    id: row.id,
    creatorId: row.creatorId,
    status: row.status,
    visibility: row.visibility,
    priceCents: row.priceCents,
  };
  // Only what is for sale: a refusal always comes from a fresh read.
  if (post.status === 'published' && post.visibility === 'ppv' && post.priceCents !== null) cache.set(id, post);
  return post;
}

export async function purchasePost(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: z.output<typeof ZPurchaseRequest>,
): Promise<TPurchaseResult> {
  try {
    return await attemptPurchase(deps, caller, key, body, false);
  } catch (err) {
    // The post changed since it was read (or remembered): once more with what it is now.
    if (sqlErrorOf(err)?.code !== POST_CHANGED) throw err;
    return attemptPurchase(deps, caller, key, body, true).catch((again: unknown) => {
      throw sqlErrorOf(again)?.code === POST_CHANGED ? appError('NOT_FOR_SALE') : again;
    });
  }
}

async function attemptPurchase(
  deps: AppDeps,
  caller: Caller,
  key: IdempotencyKey,
  body: z.output<typeof ZPurchaseRequest>,
  fresh: boolean,
): Promise<TPurchaseResult> {
  const buyerId = caller.user.id;
  const post = await postForSale(deps.db, body.postId, fresh);
  if (!post || (post.status !== 'published' && post.creatorId !== buyerId)) throw appError('NOT_FOUND');
  if (post.creatorId === buyerId) throw appError('OWN_CONTENT');
  if (post.visibility !== 'ppv' || post.priceCents === null || post.status !== 'published')
    throw appError('NOT_FOR_SALE');
  const plan = await planCharge(deps, {
    fanId: buyerId,
    creatorId: post.creatorId,
    usdCents: post.priceCents,
    currency: body.currency,
  });
  const lines = normaliseLines(plan.lines);

  const purchaseId = randomUUID();
  const entryId = randomUUID();
  const answer: TPurchaseResult = {
    purchaseId,
    postId: post.id,
    currency: body.currency,
    amount: plan.amount.toString(),
    usdCents: plan.usdCents.toString(),
    transactionId: entryId,
  };
  const hash = requestHash(SCOPE, body);
  const now = Date.now();
  let rows: (StoredKey & { replayed: boolean })[];
  try {
    rows = await purchaseStatement(deps.db).execute({
      buyerId,
      key: key.key,
      hash,
      answer: JSON.stringify(answer),
      purchaseId,
      postId: post.id,
      creatorId: post.creatorId,
      priceCents: plan.usdCents.toString(),
      currency: body.currency,
      amount: plan.amount.toString(),
      netCents: plan.netCents.toString(),
      availableAt: new Date(now + deps.config.earningsHoldMs).toISOString(),
      entryId,
      usdRate: plan.usdRate,
      createdAt: new Date(now).toISOString(),
      ...lineArrays(lines),
    });
  } catch (err) {
    const code = sqlErrorOf(err)?.code;
    if (code === ALREADY_BOUGHT) throw appError('ALREADY_PURCHASED');
    if (code === BLOCKED) throw appError('BLOCKED');
    throw insufficientFunds(err, lines) ?? err;
  }
  const [row] = rows;
  if (row?.replayed) return storedAnswer<TPurchaseResult>(row, SCOPE, hash);
  // The post unlocks on the buyer's home feed too.
  deps.feedCache.forget(buyerId);
  return answer;
}
