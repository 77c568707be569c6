/**
 * Two server instances on one PostgreSQL database: a write on one is seen by the other's caches
 * within a second (the events' NOTIFY), and an instance killed between commit and delivery loses
 * no event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { generateMnemonic, english } from 'viem/accounts';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TUserInfo } from '@fanlane/contracts/auth';
import type { TPage } from '@fanlane/contracts/page';
import type { TPost } from '@fanlane/contracts/post';
import { createSignedInUser } from '../../test/fixtures.ts';
import { createCreator, createPostAs } from '../../test/content-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../test/helpers.ts';
import { queryRows } from '../db/client.ts';
import { openTestDatabase } from '../../test/test-databases.ts';
import { createEventBus } from './event-bus.ts';

const env = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  HD_MNEMONIC: generateMnemonic(english),
  // Background work on: each instance listens for the other's events and relays.
  JOBS_POLL_MS: '200',
  // The longest an instance may remember a session or a profile on its own: only an event can
  // make the other instance see a change sooner.
  SESSION_CACHE_MS: '2000',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  // The home feed's caches as in production on PostgreSQL.
  FEED_CACHE_MS: '10000',
  TIMELINE_CACHE_MS: '10000',
};

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp(env);
  b = await createTestApp(env, { sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Polls until `check` holds; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('two instances on one database', () => {
  it('a profile edited on one instance is shown fresh by the other within a second', async () => {
    const fan = await signUp(a);
    const profileOnB = async () =>
      (await b.post<TProfile>(PATHS.profile, { addressOrDomain: fan.info.address })).body.data.displayName;
    const before = await profileOnB();
    // B now holds the profile in its cache; the edit happens on A.
    expect((await a.post(PATHS.profileUpdate, { displayName: 'Seen Everywhere' }, fan.auth)).status).toBe(200);
    const took = await within(1000, async () => (await profileOnB()) === 'Seen Everywhere');
    expect(before).not.toBe('Seen Everywhere');
    expect(took).toBeLessThan(1000);
  });

  it("a post published on one instance is on the other's home feed within a second", async () => {
    const creator = await createCreator(a, 'twoinstances');
    const fan = await createSignedInUser(a);
    expect(
      (await a.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth)).status,
    ).toBe(200);
    await createPostAs(a, creator, { text: 'before', visibility: 'public' });
    const homeOnB = async () =>
      (await b.post<TPage<TPost>>(PATHS.blogHomeV1, {}, fan.auth)).body.data.items.map((p) => p.text);
    expect(await within(1000, async () => (await homeOnB())[0] === 'before')).toBeLessThan(1000);
    // B now keeps the fan's page and the creator's timeline (FEED_CACHE_MS and TIMELINE_CACHE_MS 10 s).
    await createPostAs(a, creator, { text: 'after', visibility: 'public' });
    const took = await within(1000, async () => (await homeOnB()).join() === 'after,before');
    expect(took).toBeLessThan(1000);
  });

  it('a session signed out on one instance is refused by the other within a second', async () => {
    const fan = await signUp(a);
    const meOnB = () => b.post<TUserInfo>(b.paths.me, undefined, fan.auth);
    expect((await meOnB()).status).toBe(200);
    expect((await a.post(a.paths.logout, {}, fan.auth)).status).toBe(200);
    const took = await within(1000, async () => (await meOnB()).status === 401);
    expect(took).toBeLessThan(1000);
  });
});

describe('an instance killed between commit and delivery', () => {
  it('loses no event: the survivor delivers it once to each subscriber', async () => {
    // A database of its own, so no running instance relays the event first.
    const { handle, drop } = await openTestDatabase();
    const url = handle.url!;
    const child = fileURLToPath(new URL('../../test/events-child.ts', import.meta.url));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', child, url], (err) => {
        resolve(err && 'signal' in err ? (err.signal as NodeJS.Signals | null) : null);
      });
    });
    expect(signal).toBe('SIGKILL');
    const [killed] = await queryRows<{ id: string; dispatched: boolean }>(
      handle.db,
      sql`select id::text, dispatched_at is not null as dispatched from domain_events
          where type = 'follow.changed' and data->>'fanId' = 'fan-killed'`,
    );
    expect(killed).toEqual({ id: expect.any(String) as string, dispatched: false });

    const survivor = createEventBus({ db: handle.db, logger: { error: () => undefined, warn: () => undefined } });
    const seen: Record<string, string[]> = { mailer: [], stats: [] };
    for (const name of ['mailer', 'stats'] as const) {
      survivor.onDurable(name, ['follow.changed'], (event) => {
        seen[name]!.push(event.id);
        return Promise.resolve();
      });
    }
    await survivor.relay();
    await survivor.relay();
    expect(seen).toEqual({ mailer: [killed!.id], stats: [killed!.id] });
    await survivor.close();
    await handle.close();
    await drop();
  });
});
