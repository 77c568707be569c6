/**
 * Domain events through a transactional outbox (docs/architecture.md, "Domain events").
 *
 * A write runs in `bus.transaction`: the events it emits are inserted in its transaction, so they
 * exist exactly when the write committed. After the commit:
 * - local subscribers (in-memory state such as caches) run on this instance before the call
 *   returns, and on every other instance when PostgreSQL delivers the NOTIFY the insert sent
 *   (NOTIFY is transactional: sent at commit, in commit order, never for a rolled-back write);
 * - durable subscribers (work that must happen once for the whole cluster) get the event from the
 *   relay, at least once, in id order per aggregate, in a savepoint of the relay's transaction (a
 *   whole pass in one; after a failure one per event) with a receipt row per subscriber and event,
 *   so a redelivery after a crash is skipped.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../db/client.ts';
import { pgArray, queryRows } from '../db/client.ts';
import { aggregateIdOf, type CommittedEvent, type DomainEvent, type EventType } from './catalogue.ts';

export const EVENTS_CHANNEL = 'fanlane_events';
const RELAY_BATCH = 100;
/**
 * How long the relay waits after a commit (or another instance's announcement) before its pass, so
 * the events of a busy moment go in one pass: woken at once, it found one event a pass under the
 * chat bench (a pass costs six statements however many events it carries; docs/benchmarks.md).
 */
const RELAY_GATHER_MS = 10;
const RELAY_LOCK = 'fanlane.events.relay';
/** A durable subscriber failing this often gives the event up (logged, kept with its error). */
export const MAX_DELIVERY_ATTEMPTS = 10;
const retryDelayMs = (attempts: number) => Math.min(1000 * 2 ** attempts, 10 * 60_000);

/** Dispatched events (and their receipts) are kept this long, for inspection and replays. */
export const EVENTS_KEPT_DAYS = 7;
export const EVENTS_PRUNE_JOB = 'events.prune';

export type Emit = (event: DomainEvent) => void;
type LocalHandler = (event: CommittedEvent) => void | Promise<void>;
type DurableHandler = (event: CommittedEvent, tx: Tx) => Promise<void>;

export type EventLogger = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** The other instances' announcements (PostgreSQL LISTEN); PGlite has one process and needs none. */
export type EventListener = (
  onMessage: (payload: string) => void,
  onReconnect: () => void,
) => Promise<{ close(): Promise<void> }>;

export type EventBus = {
  /** Runs `fn` in a transaction whose emitted events commit with it; delivers them after commit. */
  transaction<T>(fn: (tx: Tx, emit: Emit) => Promise<T>): Promise<T>;
  /**
   * For a write that is one SQL statement (a function calling record_events): the events as that
   * statement takes them, and `delivered` with what it answered, once it committed.
   */
  outbox(events: DomainEvent[]): string;
  delivered(stored: readonly StoredRow[]): Promise<void>;
  /** Every instance, after commit: for in-memory state. Must be idempotent and quick. */
  onLocal<K extends EventType>(types: readonly K[], handler: (event: CommittedEvent<K>) => void | Promise<void>): void;
  /**
   * Once for the cluster, at least once, in the relay's transaction (`tx`): register before the
   * first write. `name` keys the receipts, so it must never change once events were handled.
   */
  onDurable<K extends EventType>(
    name: string,
    types: readonly K[],
    handler: (event: CommittedEvent<K>, tx: Tx) => Promise<void>,
  ): void;
  /** This instance may have missed announcements (the listener reconnected): drop what they keep fresh. */
  onResync(handler: () => void): void;
  /** Hands pending events to durable subscribers once; answers how many were dispatched. */
  relay(): Promise<number>;
  /**
   * Listens for the other instances and relays every `pollMs` (0: only after local writes);
   * `onRelayed` is called after each relay that handed events over (their subscribers' jobs wait).
   */
  start(options: { pollMs: number; onRelayed?: () => void }): Promise<void>;
  close(): Promise<void>;
};

/** An outbox row as record_events answers it. */
export type StoredRow = {
  id: string;
  type: string;
  aggregate_id: string;
  data: Record<string, unknown>;
  occurred_at: string;
};

const toCommitted = (row: StoredRow): CommittedEvent =>
  ({
    id: String(row.id),
    type: row.type,
    aggregateId: row.aggregate_id,
    data: row.data,
    occurredAt: new Date(row.occurred_at).toISOString(),
  }) as CommittedEvent;

export function createEventBus(options: {
  db: Database;
  logger: EventLogger;
  /** PostgreSQL: announce every event to the other instances (NOTIFY) and listen for theirs. */
  listen?: EventListener;
}): EventBus {
  const { db, logger } = options;
  const origin = randomUUID();
  const local = new Map<string, LocalHandler[]>();
  const durable = new Map<string, { name: string; handler: DurableHandler }[]>();
  const resync: (() => void)[] = [];
  let listener: { close(): Promise<void> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let relaying: Promise<number> | undefined;
  let relayAgain = false;
  let started = false;
  let closed = false;
  let onRelayed: (() => void) | undefined;
  let gathering: NodeJS.Timeout | undefined;

  async function deliverLocal(event: CommittedEvent) {
    for (const handler of local.get(event.type) ?? []) {
      try {
        await handler(event);
      } catch (err) {
        logger.error({ err, event: event.type, id: event.id }, 'local event subscriber failed');
      }
    }
  }

  /** What record_events (migration 0009) inserts: the rows, and whether to announce them. */
  function outbox(events: DomainEvent[]): string {
    return JSON.stringify({
      channel: EVENTS_CHANNEL,
      origin,
      announce: Boolean(options.listen),
      events: events.map((e) => ({
        type: e.type,
        aggregate_id: aggregateIdOf(e),
        data: e.data,
        dispatched: !durable.has(e.type),
      })),
    });
  }

  async function insert(tx: Tx, events: DomainEvent[]): Promise<StoredRow[]> {
    const [row] = await queryRows<{ rows: StoredRow[] }>(
      tx,
      sql`select record_events(${outbox(events)}::jsonb) as rows`,
    );
    return row?.rows ?? [];
  }

  /** After the commit: this instance's local subscribers, then the relay when a durable one waits. */
  async function delivered(stored: readonly StoredRow[]) {
    const committed = stored.map(toCommitted);
    for (const event of committed) await deliverLocal(event);
    if (committed.some((e) => durable.has(e.type))) wakeSoon();
  }

  async function onAnnouncement(payload: string) {
    const message = JSON.parse(payload) as Partial<StoredRow> & { origin: string; id: string };
    if (message.origin === origin) return;
    if (message.type) return deliverLocal(toCommitted(message as StoredRow));
    const [row] = await queryRows<StoredRow>(
      db,
      sql`select id::text as id, type, aggregate_id, data, occurred_at from domain_events where id = ${message.id}::bigint`,
    );
    if (row) await deliverLocal(toCommitted(row));
  }

  /** One subscriber, one event, in a savepoint; answers the error when it failed (the savepoint is undone). */
  async function handOver(tx: Tx, event: CommittedEvent, name: string, handler: DurableHandler) {
    try {
      await tx.transaction(async (sp) => {
        const fresh = await queryRows(
          sp,
          sql`insert into event_receipts (subscriber, event_id) values (${name}, ${event.id}::bigint)
              on conflict do nothing returning event_id`,
        );
        if (fresh.length > 0) await handler(event, sp);
      });
      return undefined;
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  }

  /**
   * A whole pass in one savepoint: the receipts in one statement, then each fresh (subscriber,
   * event) in id order, then the pass marked dispatched in one statement: a few statements a pass
   * rather than four an event, so the relay keeps up with a busy chat. Answers undefined when a
   * subscriber failed: the savepoint is undone and the pass goes again one event at a time, which
   * finds the failing one and holds its aggregate back.
   */
  async function handOverPass(tx: Tx, events: CommittedEvent[]): Promise<number | undefined> {
    const pairs = events.flatMap((event) => (durable.get(event.type) ?? []).map((s) => ({ ...s, event })));
    try {
      await tx.transaction(async (sp) => {
        const receipts = JSON.stringify(pairs.map((p) => ({ subscriber: p.name, event_id: p.event.id })));
        const fresh = await queryRows<{ subscriber: string; event_id: string }>(
          sp,
          sql`insert into event_receipts (subscriber, event_id)
              select r.subscriber, r.event_id::bigint from jsonb_to_recordset(${receipts}::jsonb) as r(subscriber text, event_id text)
              on conflict do nothing returning subscriber, event_id::text as event_id`,
        );
        const isFresh = new Set(fresh.map((r) => `${r.subscriber} ${r.event_id}`));
        for (const { name, handler, event } of pairs) {
          if (isFresh.has(`${name} ${event.id}`)) await handler(event, sp);
        }
        const ids = pgArray(events.map((e) => e.id));
        await sp.execute(sql`update domain_events set dispatched_at = now() where id = any(${ids}::bigint[])`);
      });
      return events.length;
    } catch {
      return undefined;
    }
  }

  async function relayOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const [lock] = await queryRows<{ ok: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext(${RELAY_LOCK})) as ok`,
      );
      if (!lock?.ok) return 0;
      // An event held back for a retry keeps the later events of its aggregate waiting too (order
      // per aggregate); other aggregates go on, so a failing subscriber never stalls the rest.
      const rows = await queryRows<StoredRow & { attempts: number }>(
        tx,
        sql`select e.id::text as id, e.type, e.aggregate_id, e.data, e.occurred_at, e.attempts
            from domain_events e
            where e.dispatched_at is null
              and not exists (
                select 1 from domain_events w
                where w.dispatched_at is null and w.retry_at > now()
                  and w.aggregate_id = e.aggregate_id and w.id <= e.id)
            order by e.id limit ${RELAY_BATCH} for update of e`,
      );
      if (rows.length > 1) {
        const passed = await handOverPass(tx, rows.map(toCommitted));
        if (passed !== undefined) return passed;
      }
      const held = new Set<string>();
      let dispatched = 0;
      for (const row of rows) {
        if (held.has(row.aggregate_id)) continue;
        const event = toCommitted(row);
        let failure: Error | undefined;
        for (const { name, handler } of durable.get(event.type) ?? []) {
          failure = await handOver(tx, event, name, handler);
          if (failure) break;
        }
        if (!failure) {
          await tx.execute(sql`update domain_events set dispatched_at = now() where id = ${event.id}::bigint`);
          dispatched++;
          continue;
        }
        const attempts = row.attempts + 1;
        const givenUp = attempts >= MAX_DELIVERY_ATTEMPTS;
        logger[givenUp ? 'error' : 'warn'](
          { err: failure, event: event.type, id: event.id, attempts },
          givenUp ? 'event given up after repeated subscriber failures' : 'event subscriber failed; retrying later',
        );
        await tx.execute(
          sql`update domain_events set attempts = ${attempts}, last_error = ${failure.message.slice(0, 2000)},
                retry_at = now() + make_interval(secs => ${retryDelayMs(attempts) / 1000}),
                dispatched_at = case when ${givenUp} then now() end
              where id = ${event.id}::bigint`,
        );
        if (!givenUp) held.add(row.aggregate_id);
      }
      return dispatched;
    });
  }

  /** One relay at a time on this instance; a wake during a pass runs another pass after it. */
  function relay(): Promise<number> {
    if (relaying) {
      relayAgain = true;
      return relaying;
    }
    relaying = (async () => {
      let total = 0;
      do {
        relayAgain = false;
        let n: number;
        do {
          n = await relayOnce();
          total += n;
        } while (n === RELAY_BATCH && !closed);
      } while (relayAgain && !closed);
      if (total > 0) onRelayed?.();
      return total;
    })().finally(() => {
      relaying = undefined;
    });
    return relaying;
  }

  const wake = () => {
    if (!started || closed) return; // not started: tests relay by hand
    relay().catch((err: unknown) => logger.error({ err }, 'event relay failed'));
  };

  /** The relay in RELAY_GATHER_MS, once however many commits ask for it meanwhile. */
  const wakeSoon = () => {
    if (gathering || !started || closed) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      wake();
    }, RELAY_GATHER_MS);
  };

  return {
    async transaction(fn) {
      const emitted: DomainEvent[] = [];
      let stored: StoredRow[] = [];
      const result = await db.transaction(async (tx) => {
        const value = await fn(tx, (event) => emitted.push(event));
        if (emitted.length > 0) stored = await insert(tx, emitted);
        return value;
      });
      await delivered(stored);
      return result;
    },
    outbox,
    delivered,
    onLocal(types, handler) {
      for (const type of types) local.set(type, [...(local.get(type) ?? []), handler as LocalHandler]);
    },
    onDurable(name, types, handler) {
      for (const type of types) {
        const list = durable.get(type) ?? [];
        if (list.some((s) => s.name === name)) throw new Error(`durable subscriber ${name} registered twice`);
        durable.set(type, [...list, { name, handler: handler as DurableHandler }]);
      }
    },
    onResync(handler) {
      resync.push(handler);
    },
    relay,
    async start({ pollMs, onRelayed: relayed }) {
      started = true;
      onRelayed = relayed;
      if (options.listen) {
        listener = await options.listen(
          (payload) => {
            onAnnouncement(payload).catch((err: unknown) => logger.error({ err }, 'event announcement failed'));
            if (durable.size > 0) wakeSoon();
          },
          () => resync.forEach((handler) => handler()),
        );
      }
      if (pollMs > 0) {
        timer = setInterval(wake, pollMs);
        timer.unref();
      }
      if (durable.size > 0) wake();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      clearTimeout(gathering);
      await listener?.close();
      await relaying?.catch(() => 0);
    },
  };
}

/** Drops dispatched events older than EVENTS_KEPT_DAYS and their receipts; answers how many went. */
export async function pruneEvents(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EVENTS_KEPT_DAYS * 86_400_000).toISOString();
  const gone = await queryRows<{ id: string }>(
    db,
    sql`with old as (
          delete from domain_events where occurred_at < ${before}::timestamptz and dispatched_at is not null returning id
        ), receipts as (
          delete from event_receipts where event_id in (select id from old)
        )
        select id::text from old`,
  );
  return gone.length;
}
