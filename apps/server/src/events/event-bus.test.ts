import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../../test/test-databases.ts';
import { createEventBus, EVENTS_KEPT_DAYS, MAX_DELIVERY_ATTEMPTS, pruneEvents, type EventBus } from './event-bus.ts';
import type { CommittedEvent, DomainEvent } from './catalogue.ts';

const quiet = { error: () => undefined, warn: () => undefined };

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(async () => {
  await handle.close();
  await drop();
});
beforeEach(async () => {
  await handle.db.execute(sql`truncate domain_events, event_receipts`);
  await handle.db.execute(
    sql`create table if not exists test_effects (seq bigserial, subscriber text, event_id bigint)`,
  );
  await handle.db.execute(sql`truncate test_effects`);
});

const follow = (fanId: string, creatorId = 'creator-1') =>
  ({ type: 'follow.changed', data: { fanId, creatorId, following: true } }) as const;

/** A write that only emits. */
const write = (bus: EventBus, ...events: DomainEvent[]) =>
  bus.transaction((_tx, emit) => {
    events.forEach((e) => emit(e));
    return Promise.resolve();
  });

/** A durable subscriber that writes one row per event it handles, in the relay's transaction. */
function recordInto(bus: EventBus, name: string, fail?: (event: CommittedEvent) => boolean) {
  bus.onDurable(name, ['follow.changed', 'block.changed'], async (event, tx) => {
    await tx.execute(sql`insert into test_effects (subscriber, event_id) values (${name}, ${event.id}::bigint)`);
    if (fail?.(event)) throw new Error(`${name} failed on ${event.id}`);
  });
}

const effects = (name: string) =>
  queryRows<{ event_id: string }>(
    handle.db,
    sql`select event_id::text from test_effects where subscriber = ${name} order by seq`,
  ).then((rows) => rows.map((r) => r.event_id));

const pending = () =>
  queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from domain_events where dispatched_at is null`,
  ).then((rows) => rows[0]!.n);

describe('domain events', () => {
  it('an event exists exactly when its write committed: a rolled-back write leaves none and tells nobody', async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    const seen: string[] = [];
    bus.onLocal(['follow.changed'], (e) => void seen.push(e.data.fanId));
    await expect(
      bus.transaction((_tx, emit) => {
        emit(follow('fan-a'));
        return Promise.reject(new Error('the write failed'));
      }),
    ).rejects.toThrow('the write failed');
    expect(await queryRows(handle.db, sql`select 1 from domain_events`)).toHaveLength(0);
    expect(seen).toEqual([]);

    const answer = await bus.transaction((_tx, emit) => {
      emit(follow('fan-b'));
      emit(follow('fan-c'));
      return Promise.resolve('done');
    });
    expect(answer).toBe('done');
    // Delivered to this instance before the call returned, in the order they were emitted.
    expect(seen).toEqual(['fan-b', 'fan-c']);
    const rows = await queryRows<{ type: string; aggregate_id: string; dispatched: boolean }>(
      handle.db,
      sql`select type, aggregate_id, dispatched_at is not null as dispatched from domain_events order by id`,
    );
    // No durable subscriber waits for them, so they are stored as dispatched.
    expect(rows).toEqual([
      { type: 'follow.changed', aggregate_id: 'creator-1', dispatched: true },
      { type: 'follow.changed', aggregate_id: 'creator-1', dispatched: true },
    ]);
  });

  it('a failing local subscriber does not undo the write or stop the others', async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    const seen: string[] = [];
    bus.onLocal(['follow.changed'], () => {
      throw new Error('cache is broken');
    });
    bus.onLocal(['follow.changed'], (e) => void seen.push(e.data.fanId));
    await write(bus, follow('fan-a'));
    expect(seen).toEqual(['fan-a']);
    expect(await queryRows(handle.db, sql`select 1 from domain_events`)).toHaveLength(1);
  });

  it('a dispatcher gone between commit and delivery: the next one delivers every event once to each subscriber', async () => {
    const first = createEventBus({ db: handle.db, logger: quiet });
    recordInto(first, 'mailer');
    recordInto(first, 'stats');
    for (const fan of ['fan-1', 'fan-2', 'fan-3']) {
      await write(first, follow(fan));
    }
    // The first instance stops before its relay ran (it was never started).
    await first.close();
    expect(await pending()).toBe(3);
    expect(await effects('mailer')).toEqual([]);

    const next = createEventBus({ db: handle.db, logger: quiet });
    recordInto(next, 'mailer');
    recordInto(next, 'stats');
    expect(await next.relay()).toBe(3);
    expect(await next.relay()).toBe(0);
    const ids = await queryRows<{ id: string }>(
      handle.db,
      sql`select id::text from domain_events order by domain_events.id`,
    );
    expect(await effects('mailer')).toEqual(ids.map((r) => r.id));
    expect(await effects('stats')).toEqual(ids.map((r) => r.id));
    expect(await pending()).toBe(0);
  });

  it('a started bus tells its owner after each relay that handed events over (their jobs wait), not after an empty one', async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    recordInto(bus, 'mailer');
    let relayed = 0;
    await bus.start({ pollMs: 0, onRelayed: () => relayed++ });
    try {
      await expect.poll(() => relayed, { timeout: 300 }).toBe(0);
      await write(bus, follow('fan-1'));
      await expect.poll(() => relayed).toBe(1);
      expect(await effects('mailer')).toHaveLength(1);
      expect(await bus.relay()).toBe(0);
      expect(relayed).toBe(1);
    } finally {
      await bus.close();
    }
  });

  it('a subscriber failing mid-delivery gets the event again later; the one that succeeded does not', async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    let failures = 1;
    recordInto(bus, 'mailer');
    recordInto(bus, 'stats', () => failures-- > 0);
    await write(bus, follow('fan-1'));

    expect(await bus.relay()).toBe(0);
    expect(await effects('mailer')).toHaveLength(1);
    // The failed attempt's own write was undone with its savepoint.
    expect(await effects('stats')).toEqual([]);
    const [held] = await queryRows<{ attempts: number; waiting: boolean; last_error: string }>(
      handle.db,
      sql`select attempts, retry_at > now() as waiting, last_error from domain_events`,
    );
    expect(held).toEqual({ attempts: 1, waiting: true, last_error: expect.stringContaining('stats failed') as string });

    // Held back until its retry time; then delivered to the subscriber that missed it, only.
    expect(await bus.relay()).toBe(0);
    await handle.db.execute(sql`update domain_events set retry_at = now() - interval '1 second'`);
    expect(await bus.relay()).toBe(1);
    expect(await effects('mailer')).toHaveLength(1);
    expect(await effects('stats')).toHaveLength(1);
  });

  it('a held event keeps later events of its aggregate waiting, but not other aggregates', async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    const failOn = new Set<string>();
    recordInto(bus, 'mailer', (e) => failOn.has(e.id));
    await write(bus, follow('fan-1', 'creator-a'));
    await write(bus, follow('fan-2', 'creator-a'));
    await write(bus, follow('fan-3', 'creator-b'));
    const ids = (
      await queryRows<{ id: string }>(handle.db, sql`select id::text from domain_events order by domain_events.id`)
    ).map((r) => r.id);
    failOn.add(ids[0]!);

    expect(await bus.relay()).toBe(1);
    expect(await effects('mailer')).toEqual([ids[2]]);

    failOn.clear();
    await handle.db.execute(sql`update domain_events set retry_at = now() - interval '1 second'`);
    expect(await bus.relay()).toBe(2);
    // creator-a's events after creator-b's, and in the order they were written.
    expect(await effects('mailer')).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('more held events than a relay batch do not stall the other aggregates', async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    recordInto(bus, 'mailer');
    await write(bus, ...Array.from({ length: 150 }, (_, i) => follow(`fan-${i}`, 'creator-stuck')));
    await handle.db.execute(sql`update domain_events set retry_at = now() + interval '1 hour', attempts = 1`);
    await write(bus, follow('fan-late', 'creator-free'));
    expect(await bus.relay()).toBe(1);
    expect(await pending()).toBe(150);
  });

  it(`an event a subscriber keeps failing on is given up after ${MAX_DELIVERY_ATTEMPTS} attempts, with its error kept`, async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    recordInto(bus, 'mailer', () => true);
    await write(bus, follow('fan-1'));
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await handle.db.execute(sql`update domain_events set retry_at = null`);
      await bus.relay();
    }
    const [row] = await queryRows<{ attempts: number; dispatched: boolean; last_error: string }>(
      handle.db,
      sql`select attempts, dispatched_at is not null as dispatched, last_error from domain_events`,
    );
    expect(row).toEqual({
      attempts: MAX_DELIVERY_ATTEMPTS,
      dispatched: true,
      last_error: expect.stringContaining('mailer failed') as string,
    });
    expect(await pending()).toBe(0);
  });

  it('two relays at once hand each event over once (one holds the relay lock)', async () => {
    const a = createEventBus({ db: handle.db, logger: quiet });
    const b = createEventBus({ db: handle.db, logger: quiet });
    recordInto(a, 'mailer');
    recordInto(b, 'mailer');
    for (let i = 0; i < 20; i++) await write(a, follow(`fan-${i}`));
    const [byA, byB] = await Promise.all([a.relay(), b.relay()]);
    expect(byA + byB + (await a.relay()) + (await b.relay())).toBe(20);
    expect(await effects('mailer')).toHaveLength(20);
    expect(new Set(await effects('mailer')).size).toBe(20);
  });

  it(`dispatched events older than ${EVENTS_KEPT_DAYS} days go with their receipts; pending ones stay`, async () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    recordInto(bus, 'mailer');
    await write(bus, follow('fan-old'));
    await bus.relay();
    await write(bus, follow('fan-pending'));
    await handle.db.execute(sql`update domain_events set occurred_at = now() - interval '30 days',
      dispatched_at = case when dispatched_at is not null then now() - interval '30 days' end`);
    expect(await pruneEvents(handle.db)).toBe(1);
    const left = await queryRows<{ fan: string }>(handle.db, sql`select data->>'fanId' as fan from domain_events`);
    expect(left).toEqual([{ fan: 'fan-pending' }]);
    expect(await queryRows(handle.db, sql`select 1 from event_receipts`)).toHaveLength(0);
    expect(await pruneEvents(handle.db)).toBe(0);
  });

  it('a durable subscriber name is registered once', () => {
    const bus = createEventBus({ db: handle.db, logger: quiet });
    recordInto(bus, 'mailer');
    expect(() => recordInto(bus, 'mailer')).toThrow('registered twice');
  });
});
