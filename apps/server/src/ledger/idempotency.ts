/**
 * Idempotent money calls (docs/money.md). The key row is written in the same transaction as the
 * effect, so it exists exactly when the effect does: a retry after a crash either finds the
 * stored answer or runs the call afresh. A concurrent request with the same key waits on the key
 * row, then answers the stored result. Failed calls store nothing (their transaction rolled
 * back), so the same key may be retried after, say, a top-up. Keys are kept at least 24 hours.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MAX } from '@fanlane/contracts/money';
import type { Database, Tx } from '../db/client.ts';
import type { Emit, EventBus } from '../events/event-bus.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { appError } from '../http/app-error.ts';

export const IDEMPOTENCY_KEY_TTL_MS = 48 * 3600_000;
const KEY_RE = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

export type IdempotencyKey = { userId: string; key: string };

/** The request's Idempotency-Key header, required on every money call. */
export function idempotencyKeyOf(req: FastifyRequest, userId: string): IdempotencyKey {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_RE.test(key)) throw appError('IDEMPOTENCY_KEY_REQUIRED');
  return { userId, key };
}

/** JSON with sorted keys, so the same body hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

export const requestHash = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(`${scope}\n${stableJson(body)}`)
    .digest('hex');

export type StoredKey = { scope: string; requestHash: string; response: unknown };

/** The answer stored under a key the same call already used; IDEMPOTENCY_KEY_REUSED for another call or body. */
export function storedAnswer<T>(row: StoredKey | undefined, scope: string, hash: string): T {
  if (!row || row.scope !== scope || row.requestHash !== hash) throw appError('IDEMPOTENCY_KEY_REUSED');
  return row.response as T;
}

/**
 * The answer already stored under this key (null for a new key). For a call whose own checks,
 * made before its transaction, refuse what its success changed (a plan change is "unchanged" once
 * made): a retry of that success must get the stored answer, not the refusal.
 */
export async function earlierAnswer<T>(
  db: Database,
  id: IdempotencyKey,
  scope: string,
  body: unknown,
): Promise<T | null> {
  const [row] = await db
    .select({
      scope: idempotencyKeys.scope,
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.key, id.key)));
  return row ? storedAnswer<T>(row, scope, requestHash(scope, body)) : null;
}

/**
 * Runs `effect` once per key: in one transaction with the key row. The same key and body answer
 * the stored result; the same key with another body (or another call) is IDEMPOTENCY_KEY_REUSED.
 * `effect` must use `tx` only (on PGlite a query on `db` would wait for this transaction).
 * When the caller knows the answer before the effect runs (its ids made up front), passing it as
 * `knownAnswer` stores it with the key row and saves a round trip.
 */
export async function idempotent<T>(
  events: Pick<EventBus, 'transaction'>,
  id: IdempotencyKey,
  scope: string,
  body: unknown,
  effect: (tx: Tx, emit: Emit) => Promise<T | void>,
  knownAnswer?: T,
): Promise<T> {
  const hash = requestHash(scope, body);
  return events.transaction(async (tx, emit) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId: id.userId, key: id.key, scope, requestHash: hash, response: knownAnswer ?? null })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({
          scope: idempotencyKeys.scope,
          requestHash: idempotencyKeys.requestHash,
          response: idempotencyKeys.response,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.key, id.key)));
      return storedAnswer<T>(row, scope, hash);
    }
    const produced = await effect(tx, emit);
    if (knownAnswer !== undefined) return knownAnswer;
    // Without a known answer the effect produces it.
    const result = produced as T;
    await tx
      .update(idempotencyKeys)
      .set({ response: result })
      .where(and(eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.key, id.key)));
    return result;
  });
}

/** Drops keys past their retention; run by the ledger maintenance job. */
export async function pruneIdempotencyKeys(db: Database, now = new Date()) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
