/** Notification tests' helpers: run the events and jobs through, read a user's list, capture channel sends. */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type {
  TCustomConfig,
  TNotification,
  TNotificationListRequest,
  TNotificationPage,
  TPushPayload,
} from '@fanlane/contracts/notifications';
import { queryRows } from '../src/db/client.ts';
import { runDueJobs } from '../src/jobs/jobs.ts';
import { jobHandlers } from '../src/job-handlers.ts';
import type { TestApp } from './helpers.ts';

type Auth = Record<string, string>;

/** Hands the committed events to the subscribers, then runs every due job, until nothing is left. */
export async function deliverAll(t: TestApp): Promise<void> {
  const handlers = jobHandlers(t.deps, t.app.log);
  for (;;) {
    const relayed = await t.deps.events.relay();
    let ran = 0;
    while ((await runDueJobs(t.deps.db, handlers)) > 0) ran++;
    if (relayed === 0 && ran === 0) return;
  }
}

export async function listOf(t: TestApp, auth: Auth, body: TNotificationListRequest = {}): Promise<TNotificationPage> {
  const res = await t.post<TNotificationPage>(PATHS.notificationList, body, auth);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

/** The user's notifications, newest first (one page of 50). */
export const notificationsOf = async (t: TestApp, auth: Auth): Promise<TNotification[]> =>
  (await listOf(t, auth, { limit: 50 })).items;

export async function setConfig(
  t: TestApp,
  auth: Auth,
  body: { configItem: number; configValue: 'open' | 'close'; additionalInfo?: string },
): Promise<TCustomConfig> {
  const res = await t.post<TCustomConfig>(PATHS.customConfigSet, body, auth);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

/** Push and Telegram senders that keep what they were given (and can be made to fail). */
export function recordChannels(t: TestApp) {
  const pushes: { userId: string; payload: TPushPayload }[] = [];
  const telegrams: { userId: string; text: string; url: string }[] = [];
  const failing = { push: false, telegram: false };
  /** Who each sender can reach (a browser bound, a chat linked); null: everyone. */
  const reachable: { push: Set<string> | null; telegram: Set<string> | null } = { push: null, telegram: null };
  const reach = (only: Set<string> | null, ids: readonly string[]) =>
    Promise.resolve(new Set(ids.filter((id) => !only || only.has(id))));
  t.deps.notificationChannels.pushReachable = (ids) => reach(reachable.push, ids);
  t.deps.notificationChannels.telegramReachable = (ids) => reach(reachable.telegram, ids);
  t.deps.notificationChannels.push = (userId, payload) => {
    if (failing.push) return Promise.reject(new Error('push service down'));
    pushes.push({ userId, payload });
    return Promise.resolve();
  };
  t.deps.notificationChannels.telegram = (userId, text, url) => {
    if (failing.telegram) return Promise.reject(new Error('bot blocked'));
    telegrams.push({ userId, text, url });
    return Promise.resolve();
  };
  return { pushes, telegrams, failing, reachable };
}

/** `n` followers of the creator made straight in the database, in id order. */
export async function insertFollowers(t: TestApp, creatorId: string, n: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    t.deps.db,
    sql`with made as (
        insert into users (address, address_index)
        select '0x' || substr(md5(random()::text || g::text), 1, 32) || lpad(g::text, 8, '0'), nextval('user_address_index_seq')
        from generate_series(1, ${n}) g returning id
      ), followed as (
        insert into follows (follower_id, creator_id) select id, ${creatorId}::uuid from made
      )
      select id from made order by id`,
  );
  return rows.map((r) => r.id);
}

/** How many notifications of a fan-out's source each user holds: user id → count. */
export async function rowsPerUser(t: TestApp, dedupeKey: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ user_id: string; n: number }>(
    t.deps.db,
    sql`select user_id, count(*)::int as n from notifications where dedupe_key = ${dedupeKey} group by user_id`,
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}
