import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { blocks, notificationPreferences } from '../../db/schema/index.ts';
import { startJobRunner, type JobHandlers } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, type TestCreator } from '../../../test/content-fixtures.ts';
import {
  deliverAll,
  insertFollowers,
  notificationsOf,
  recordChannels,
  rowsPerUser,
  setConfig,
} from '../../../test/notification-fixtures.ts';
import { FANOUT_BATCH, FANOUT_JOB, runFanout } from './fan-out.ts';
import { findFanout } from './fanouts-repo.ts';
import { queryRows } from '../../db/client.ts';
import { sql } from 'drizzle-orm';

const FOLLOWERS = 10_000;

describe(`the new-post fan-out (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let channels: ReturnType<typeof recordChannels>;

  /** The fan-out of a post, by its source. */
  async function fanoutOf(postId: string) {
    const [row] = await queryRows<{ id: string }>(
      t.deps.db,
      sql`select id from notification_fanouts where source = ${`post.new:${postId}`}`,
    );
    return row ? findFanout(t.deps.db, row.id) : undefined;
  }

  /** Publishes a post and hands its event to the subscribers: the notify job is due, nothing ran yet. */
  async function publish(creator: TestCreator, text: string) {
    const post = await createPostAs(t, creator, { text, visibility: 'public' });
    await t.deps.events.relay();
    return post;
  }

  /** Every follower holds exactly one notification of the post. */
  async function expectEachOnce(postId: string, followers: string[]) {
    const rows = await rowsPerUser(t, `post.new:${postId}`);
    expect(rows.size).toBe(followers.length);
    expect(followers.every((id) => rows.get(id) === 1)).toBe(true);
  }

  beforeAll(async () => {
    t = await createTestApp();
    channels = recordChannels(t);
  });
  afterAll(() => t.close());

  it(`one post reaches ${FOLLOWERS.toLocaleString('en')} followers, once each, blocked ones and closed choices left out`, async () => {
    const creator = await createCreator(t, 'popular');
    const followers = await insertFollowers(t, creator.user.id, FOLLOWERS);
    const [blockedByCreator, blockingCreator, closedItem, closedAll, pushOnly] = followers;
    await t.deps.db.insert(blocks).values([
      { blockerId: creator.user.id, blockedId: blockedByCreator! },
      { blockerId: blockingCreator!, blockedId: creator.user.id },
    ]);
    await t.deps.db.insert(notificationPreferences).values([
      { userId: closedItem!, item: 10, open: false, channels: ['inApp'] },
      { userId: closedAll!, item: 0, open: false, channels: ['inApp', 'email'] },
      { userId: pushOnly!, item: 10, open: true, channels: ['push'] },
    ]);
    const pushesBefore = channels.pushes.length;

    const started = performance.now();
    const post = await publish(creator, 'Ten thousand, hello');
    await deliverAll(t);
    const ms = performance.now() - started;
    console.log(
      `[notifications] one post to ${FOLLOWERS} followers (${TEST_DRIVER}): all stored in ${ms.toFixed(0)} ms`,
    );

    const told = followers.filter(
      (id) => ![blockedByCreator, blockingCreator, closedItem, closedAll, pushOnly].includes(id),
    );
    await expectEachOnce(post.id, told);
    expect(await fanoutOf(post.id)).toMatchObject({ written: told.length, finishedAt: expect.any(Date) as unknown });
    // Item 10's default channels are the list, push and Telegram: each new row went out once.
    const pushes = channels.pushes.slice(pushesBefore);
    expect(pushes).toHaveLength(told.length + 1);
    expect(new Set(pushes.map((p) => p.userId)).size).toBe(told.length + 1);
    expect(pushes.some((p) => p.userId === pushOnly)).toBe(true);
  });

  it('sends push and Telegram only to the followers each can reach, asked once a batch', async () => {
    const creator = await createCreator(t, 'reachable');
    const followers = await insertFollowers(t, creator.user.id, 30);
    const [withBrowser, withBoth, withBot] = followers;
    channels.reachable.push = new Set([withBrowser!, withBoth!]);
    channels.reachable.telegram = new Set([withBoth!, withBot!]);
    const asked: string[][] = [];
    const pushReachable = t.deps.notificationChannels.pushReachable!;
    t.deps.notificationChannels.pushReachable = (ids) => (asked.push([...ids]), pushReachable(ids));
    const before = { pushes: channels.pushes.length, telegrams: channels.telegrams.length };
    try {
      const post = await publish(creator, 'Only to those who can hear it');
      await deliverAll(t);
      await expectEachOnce(post.id, followers);
    } finally {
      channels.reachable.push = null;
      channels.reachable.telegram = null;
      t.deps.notificationChannels.pushReachable = pushReachable;
    }
    expect(
      channels.pushes
        .slice(before.pushes)
        .map((p) => p.userId)
        .sort(),
    ).toEqual([withBrowser, withBoth].sort());
    expect(
      channels.telegrams
        .slice(before.telegrams)
        .map((m) => m.userId)
        .sort(),
    ).toEqual([withBoth, withBot].sort());
    // One question for the batch of 30, not one per follower.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(30);
  });

  it('stopped half-way and taken up by a new runner, it notifies every follower exactly once', async () => {
    const creator = await createCreator(t, 'restart');
    const followers = await insertFollowers(t, creator.user.id, FOLLOWERS);
    const post = await publish(creator, 'after a restart');
    const handlers = jobHandlers(t.deps, t.app.log);
    // The first runner takes two batches a run and is stopped as soon as one run is over.
    let stopping: Promise<void> | undefined;
    const small: JobHandlers = {
      ...handlers,
      [FANOUT_JOB]: async (job) => {
        await runFanout(t.deps, job, { batches: 2, ms: 60_000 });
        stopping ??= first.stop();
      },
    };
    const waitFor = async (done: () => Promise<boolean>) => {
      const until = Date.now() + 120_000;
      while (!(await done())) {
        if (Date.now() > until) throw new Error('fan-out did not get there in time');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    const first = startJobRunner(t.deps.db, small, { intervalMs: 10, logger: t.app.log });
    await waitFor(() => Promise.resolve(stopping !== undefined));
    await stopping;
    const halfway = (await fanoutOf(post.id))!;
    expect(halfway.finishedAt).toBeNull();
    expect(halfway.written).toBe(2 * FANOUT_BATCH);
    expect((await rowsPerUser(t, `post.new:${post.id}`)).size).toBe(halfway.written);

    const second = startJobRunner(t.deps.db, handlers, { intervalMs: 10, logger: t.app.log });
    try {
      await waitFor(async () => Boolean((await fanoutOf(post.id))?.finishedAt));
    } finally {
      await second.stop();
    }
    await expectEachOnce(post.id, followers);
    expect((await fanoutOf(post.id))!.written).toBe(FOLLOWERS);
  });

  it('run again from the start, or twice at once, it writes and sends nothing twice', async () => {
    const creator = await createCreator(t, 'replayed');
    const followers = await insertFollowers(t, creator.user.id, 2 * FANOUT_BATCH + 500);
    const post = await publish(creator, 'twice at once');
    await deliverAll(t);
    const fanout = (await fanoutOf(post.id))!;
    const job = { payload: { fanoutId: fanout.id } };
    const pushesBefore = channels.pushes.length;

    // As if every batch's rows were stored but no cursor was (two runs, the lease of one passed).
    await t.deps.db.execute(
      sql`update notification_fanouts set cursor = null, finished_at = null where id = ${fanout.id}`,
    );
    await Promise.all([runFanout(t.deps, job), runFanout(t.deps, job)]);
    await expectEachOnce(post.id, followers);
    expect(channels.pushes.length).toBe(pushesBefore);
    expect((await fanoutOf(post.id))!.finishedAt).not.toBeNull();
  });

  it('an announcement reaches every user, even with notifications off; only an admin may make one', async () => {
    const admin = await createSignedInUser(t, { role: 'admin' });
    const fan = await createSignedInUser(t);
    await setConfig(t, fan.auth, { configItem: 0, configValue: 'close' });
    expectError(await t.post(PATHS.adminNotificationAnnounce, { text: 'hi' }, fan.auth), 'FORBIDDEN');
    expectError(await t.post(PATHS.adminNotificationAnnounce, { text: 'hi' }), 'UNAUTHORIZED');

    const res = await t.post(
      PATHS.adminNotificationAnnounce,
      { text: '  Maintenance tonight at 22:00 UTC  ' },
      admin.auth,
    );
    expect(res.status, res.body.msg).toBe(200);
    await deliverAll(t);
    expect(await notificationsOf(t, fan.auth)).toMatchObject([
      { kind: 'system.announcement', actor: null, target: { type: 'none' }, text: 'Maintenance tonight at 22:00 UTC' },
    ]);
    const [everyone] = await queryRows<{ users: number; told: number }>(
      t.deps.db,
      sql`select (select count(*)::int from users) as users,
        (select count(*)::int from notifications where kind = 'system.announcement') as told`,
    );
    expect(everyone!.told).toBe(everyone!.users);
    const recorded = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from admin_actions where action = 'notification.announce' and admin_id = ${admin.user.id}`,
    );
    expect(recorded[0]!.n).toBe(1);
  });
});
