import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TMassMessage, TMassMessageDetail } from '@fanlane/contracts/chat';
import {
  FAN_LIST_MEMBERS_MAX,
  FAN_LISTS_MAX,
  type TFanList,
  type TFanListCandidate,
  type TFanListChanged,
  type TFanListIds,
  type TFanListList,
  type TFanListMember,
} from '@fanlane/contracts/fan-lists';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, createTier, subscribeTo, type TestCreator } from '../../../test/content-fixtures.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { queryRows } from '../../db/client.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';

type Auth = Record<string, string>;

describe(`saved lists of fans (${TEST_DRIVER})`, () => {
  let t: TestApp;
  const runJobs = async () => {
    const handlers = jobHandlers(t.deps, t.app.log);
    while ((await runDueJobs(t.deps.db, handlers)) > 0);
  };
  const create = (name: string, auth: Auth) => t.post<TFanList>(PATHS.fanListCreate, { name }, auth);
  const lists = async (auth: Auth) => (await t.post<TFanListList>(PATHS.fanLists, {}, auth)).body.data.items;
  const add = (id: string, addresses: string[], auth: Auth) =>
    t.post<TFanListChanged>(PATHS.fanListAdd, { id, addresses }, auth);
  const remove = (id: string, addresses: string[], auth: Auth) =>
    t.post<TFanListChanged>(PATHS.fanListRemove, { id, addresses }, auth);
  const members = (body: Record<string, unknown>, auth: Auth) =>
    t.post<TPage<TFanListMember>>(PATHS.fanListMembers, body, auth);
  const newList = async (creator: TestCreator, name = 'VIP') => {
    const res = await create(name, creator.auth);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const follow = (creator: TestCreator, fan: SignedInUser) =>
    t.post(PATHS.followOperate, { addressOrDomain: creator.domain, follow: true }, fan.auth);

  /** `n` followers of the creator made straight in the database, with their addresses, in id order. */
  async function followersOf(creator: TestCreator, n: number) {
    return queryRows<{ id: string; address: string }>(
      t.deps.db,
      sql`with made as (
          insert into users (address, address_index)
          select '0x' || substr(md5(random()::text || g::text), 1, 32) || lpad(g::text, 8, '0'), nextval('user_address_index_seq')
          from generate_series(1, ${n}) g returning id, address
        ), followed as (
          insert into follows (follower_id, creator_id) select id, ${creator.user.id}::uuid from made
        )
        select id, address from made order by id`,
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a creator makes, renames and deletes lists, each shown with its member count', async () => {
    const creator = await createCreator(t, 'lister');
    const [fan] = await followersOf(creator, 1);
    const vip = await newList(creator, '  VIP  ');
    expect(vip).toMatchObject({ name: 'VIP', memberCount: 0 });
    const tippers = await newList(creator, 'big tippers');
    expect((await add(vip.id, [fan!.address], creator.auth)).body.data).toMatchObject({
      changed: 1,
      list: { id: vip.id, memberCount: 1 },
    });
    expect((await lists(creator.auth)).map((l) => [l.name, l.memberCount])).toEqual([
      ['big tippers', 0],
      ['VIP', 1],
    ]);

    const renamed = await t.post<TFanList>(PATHS.fanListRename, { id: tippers.id, name: 'Big Tippers' }, creator.auth);
    expect(renamed.body.data).toMatchObject({ id: tippers.id, name: 'Big Tippers', memberCount: 0 });
    // Another list's name, whatever its case, is taken; the list's own is not.
    expectError(await create('vip', creator.auth), 'FAN_LIST_NAME_TAKEN');
    expectError(
      await t.post(PATHS.fanListRename, { id: tippers.id, name: 'Vip' }, creator.auth),
      'FAN_LIST_NAME_TAKEN',
    );
    expect((await t.post(PATHS.fanListRename, { id: vip.id, name: 'vip' }, creator.auth)).status).toBe(200);

    expectInvalidFields(await create('   ', creator.auth), ['name']);
    expectInvalidFields(await create('x'.repeat(41), creator.auth), ['name']);
    expect((await create(`  ${'x'.repeat(40)}  `, creator.auth)).status).toBe(200);

    const deleted = await t.post(PATHS.fanListDelete, { id: tippers.id }, creator.auth);
    expect(deleted.body.data).toEqual({ ok: true });
    expectError(await t.post(PATHS.fanListDelete, { id: tippers.id }, creator.auth), 'FAN_LIST_NOT_FOUND');
    expect((await lists(creator.auth)).map((l) => l.name)).toEqual(['vip', 'x'.repeat(40)]);
  });

  it(`a creator keeps at most ${FAN_LISTS_MAX} lists`, async () => {
    const creator = await createCreator(t, 'hoarder');
    await t.deps.db.execute(sql`insert into fan_lists (owner_id, name)
      select ${creator.user.id}::uuid, 'list ' || g from generate_series(1, ${FAN_LISTS_MAX - 1}) g`);
    expect((await create('the last one', creator.auth)).status).toBe(200);
    expectError(await create('one too many', creator.auth), 'FAN_LIST_LIMIT');
    expect(await lists(creator.auth)).toHaveLength(FAN_LISTS_MAX);
  });

  it('only fans go on a list: followers, subscribers (live or expired), buyers, people in a conversation', async () => {
    const creator = await createCreator(t, 'picky');
    const tier = await createTier(t, creator);
    const [follower, subscriber, lapsed, buyer, chatter, stranger] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => createSignedInUser(t)),
    );
    await follow(creator, follower!);
    for (const fan of [subscriber!, lapsed!, buyer!]) await fundWallet(t, fan.user.id, 100_000n);
    await subscribeTo(t, subscriber!.auth, { tierId: tier.id, months: 1 });
    await subscribeTo(t, lapsed!.auth, { tierId: tier.id, months: 1 });
    await t.deps.db
      .execute(sql`update subscriptions set status = 'expired', current_period_end = now() - interval '40 days'
      where fan_id = ${lapsed!.user.id}`);
    const tip = await t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: '300' }, keyed(buyer!.auth));
    expect(tip.status, tip.body.msg).toBe(200);
    const opened = await t.post(PATHS.chatPairOpen, { addressOrDomain: creator.domain }, chatter!.auth);
    expect(opened.status, opened.body.msg).toBe(200);
    const list = await newList(creator);

    // A stranger, an unknown address and the creator themself: refused, and nobody else is added either.
    const unknown = '0x' + 'ab'.repeat(20);
    const refused = await add(list.id, [follower!.user.address, stranger!.user.address, unknown], creator.auth);
    expectError(refused, 'FAN_LIST_NOT_A_FAN');
    expect((refused.body.data as unknown as { addresses: string[] }).addresses.sort()).toEqual(
      [stranger!.user.address.toLowerCase(), unknown].sort(),
    );
    expectError(await add(list.id, [creator.user.address], creator.auth), 'FAN_LIST_NOT_A_FAN');
    expect((await lists(creator.auth))[0]!.memberCount).toBe(0);

    const fans = [follower!, subscriber!, lapsed!, buyer!, chatter!];
    const addresses = fans.map((f) => f.user.address.toUpperCase().replace(/^0X/, '0x'));
    const added = await add(list.id, addresses, creator.auth);
    expect(added.status, added.body.msg).toBe(200);
    expect(added.body.data).toMatchObject({ changed: 5, list: { memberCount: 5 } });
    // Again: nothing changes.
    expect((await add(list.id, addresses, creator.auth)).body.data).toMatchObject({
      changed: 0,
      list: { memberCount: 5 },
    });
    expectInvalidFields(await add(list.id, [], creator.auth), ['addresses']);
    expectInvalidFields(
      await add(
        list.id,
        Array.from({ length: 101 }, (_, i) => `0x${i}`),
        creator.auth,
      ),
      ['addresses'],
    );
  });

  it('members page newest first with the chat card; removing is idempotent; the Add to list menu and the fan search', async () => {
    const creator = await createCreator(t, 'pager');
    const fans = await followersOf(creator, 5);
    await t.deps.db.execute(
      sql`update users set display_name = 'Fan ' || substr(address, 3, 4) where id = any(${`{${fans.map((f) => f.id).join(',')}}`}::uuid[])`,
    );
    const list = await newList(creator);
    const other = await newList(creator, 'Other');
    // Two calls: the second's people are newer.
    await add(
      list.id,
      fans.slice(0, 3).map((f) => f.address),
      creator.auth,
    );
    await new Promise((r) => setTimeout(r, 5));
    await add(
      list.id,
      fans.slice(3).map((f) => f.address),
      creator.auth,
    );
    await add(other.id, [fans[0]!.address], creator.auth);

    const first = await members({ id: list.id, limit: 2 }, creator.auth);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data.items.map((m) => m.address).sort()).toEqual(
      fans
        .slice(3)
        .map((f) => f.address)
        .sort(),
    );
    expect(first.body.data.items[0]).toMatchObject({ isCreator: false, official: false, domain: null });
    expect(first.body.data.items[0]!.displayName).toMatch(/^Fan /);
    const seen = [...first.body.data.items];
    let cursor = first.body.data.nextCursor;
    while (cursor) {
      const page = await members({ id: list.id, limit: 2, cursor }, creator.auth);
      seen.push(...page.body.data.items);
      cursor = page.body.data.nextCursor;
    }
    expect(seen.map((m) => m.address).sort()).toEqual(fans.map((f) => f.address).sort());
    expectInvalidFields(await members({ id: list.id, cursor: 'nonsense' }, creator.auth), ['cursor']);

    const ofFan = await t.post<TFanListIds>(PATHS.fanListsOfFan, { address: fans[0]!.address }, creator.auth);
    expect(ofFan.body.data.listIds.sort()).toEqual([list.id, other.id].sort());
    const nobody = await t.post<TFanListIds>(PATHS.fanListsOfFan, { address: '0xnobody' }, creator.auth);
    expect(nobody.body.data.listIds).toEqual([]);

    const search = await t.post<TPage<TFanListCandidate>>(
      PATHS.fanListCandidates,
      { id: other.id, q: 'fan', limit: 50 },
      creator.auth,
    );
    expect(search.status, search.body.msg).toBe(200);
    expect(search.body.data.items).toHaveLength(5);
    expect(search.body.data.items.filter((c) => c.inList).map((c) => c.address)).toEqual([fans[0]!.address]);
    const byAddress = await t.post<TPage<TFanListCandidate>>(
      PATHS.fanListCandidates,
      { id: other.id, q: fans[1]!.address.slice(2, 12) },
      creator.auth,
    );
    expect(byAddress.body.data.items.map((c) => c.address)).toEqual([fans[1]!.address]);

    const removed = await remove(list.id, [fans[0]!.address, fans[1]!.address, '0xnobody'], creator.auth);
    expect(removed.body.data).toMatchObject({ changed: 2, list: { memberCount: 3 } });
    expect((await remove(list.id, [fans[0]!.address], creator.auth)).body.data).toMatchObject({ changed: 0 });
  });

  it(`a list holds at most ${FAN_LIST_MEMBERS_MAX.toLocaleString('en')} people`, async () => {
    const creator = await createCreator(t, 'crowd');
    const fans = await followersOf(creator, 3);
    const list = await newList(creator);
    // The list is one short of full: people made straight in the database.
    await t.deps.db.execute(sql`with made as (
        insert into users (address, address_index)
        select '0xfill' || md5(random()::text || g::text), nextval('user_address_index_seq')
        from generate_series(1, ${FAN_LIST_MEMBERS_MAX - 1}) g returning id
      )
      insert into fan_list_members (list_id, member_id) select ${list.id}::uuid, id from made`);
    expectError(await add(list.id, [fans[0]!.address, fans[1]!.address], creator.auth), 'FAN_LIST_FULL');
    expect((await lists(creator.auth))[0]!.memberCount).toBe(FAN_LIST_MEMBERS_MAX - 1);
    expect((await add(list.id, [fans[0]!.address], creator.auth)).body.data.list.memberCount).toBe(
      FAN_LIST_MEMBERS_MAX,
    );
    expectError(await add(list.id, [fans[2]!.address], creator.auth), 'FAN_LIST_FULL');
  });

  it('fans and bad requests get catalogue errors, never a 5xx', async () => {
    const fan = await createSignedInUser(t);
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [path, body] of [
      [PATHS.fanLists, {}],
      [PATHS.fanListCreate, { name: 'Mine' }],
      [PATHS.fanListRename, { id: someId, name: 'Mine' }],
      [PATHS.fanListDelete, { id: someId }],
      [PATHS.fanListMembers, { id: someId }],
      [PATHS.fanListAdd, { id: someId, addresses: ['0x1'] }],
      [PATHS.fanListRemove, { id: someId, addresses: ['0x1'] }],
      [PATHS.fanListCandidates, { id: someId }],
      [PATHS.fanListsOfFan, { address: '0x1' }],
    ] as const) {
      expectError(await t.post(path, body, fan.auth), 'NOT_A_CREATOR');
      expectError(await t.post(path, body), 'UNAUTHORIZED');
    }
    const creator = await createCreator(t, 'strict');
    expectError(await t.post(PATHS.fanListMembers, { id: someId }, creator.auth), 'FAN_LIST_NOT_FOUND');
    expectInvalidFields(await t.post(PATHS.fanListMembers, { id: 'not-an-id' }, creator.auth), ['id']);
    expectInvalidFields(await t.post(PATHS.fanListRename, { id: someId }, creator.auth), ['name']);
    expectInvalidFields(await t.post(PATHS.fanListCandidates, { id: someId, q: 'x'.repeat(65) }, creator.auth), ['q']);
    expectInvalidFields(await t.post(PATHS.massAudience, { audience: 'list' }, creator.auth), ['listId']);
    expectInvalidFields(await t.post(PATHS.massAudience, { audience: 'followers', listId: someId }, creator.auth), [
      'listId',
    ]);
    expectError(await t.post(PATHS.massAudience, { audience: 'list', listId: someId }, fan.auth), 'NOT_A_CREATOR');
  });

  it("another creator's list is not found, whatever the call, and is no audience: nothing leaks or changes", async () => {
    const alice = await createCreator(t, 'alice');
    const bob = await createCreator(t, 'bob');
    const aliceFans = await followersOf(alice, 3);
    const [bobFan] = await followersOf(bob, 1);
    const secret = await newList(alice, 'Secret');
    await add(
      secret.id,
      aliceFans.map((f) => f.address),
      alice.auth,
    );
    // Bob's fan follows Alice too, so only the list's owner decides.
    await t.deps.db.execute(
      sql`insert into follows (follower_id, creator_id) values (${bobFan!.id}, ${alice.user.id})`,
    );

    const id = secret.id;
    const attempts = [
      await t.post(PATHS.fanListRename, { id, name: 'Mine now' }, bob.auth),
      await t.post(PATHS.fanListDelete, { id }, bob.auth),
      await members({ id }, bob.auth),
      await add(id, [bobFan!.address], bob.auth),
      await remove(id, [aliceFans[0]!.address], bob.auth),
      await t.post(PATHS.fanListCandidates, { id }, bob.auth),
      await t.post(PATHS.massAudience, { audience: 'list', listId: id }, bob.auth),
      await t.post(PATHS.massSend, { audience: 'list', listId: id, text: 'hijack' }, bob.auth),
    ];
    for (const res of attempts) {
      expectError(res, 'FAN_LIST_NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain('Secret');
      expect(JSON.stringify(res.body)).not.toContain(aliceFans[0]!.address);
    }
    expect(await lists(bob.auth)).toEqual([]);
    const menu = await t.post<TFanListIds>(PATHS.fanListsOfFan, { address: aliceFans[0]!.address }, bob.auth);
    expect(menu.body.data.listIds).toEqual([]);
    // Nothing changed, and Bob sent nothing.
    expect(await lists(alice.auth)).toEqual([{ ...secret, memberCount: 3 }]);
    const [sent] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from mass_messages where creator_id = ${bob.user.id}`,
    );
    expect(sent!.n).toBe(0);
  });

  it('a mass message to a list of 50 with 5 blocked reaches exactly the other 45, once each', async () => {
    const creator = await createCreator(t, 'broadcaster');
    const fans = await followersOf(creator, 60);
    const listed = fans.slice(0, 50);
    const list = await newList(creator, 'Fifty');
    expect(
      (
        await add(
          list.id,
          listed.map((f) => f.address),
          creator.auth,
        )
      ).body.data.list.memberCount,
    ).toBe(50);
    // Three blocked by the creator, two who blocked the creator: they stay on the list.
    const blocked = listed.slice(0, 3).map((f) => f.id);
    const blocking = listed.slice(3, 5).map((f) => f.id);
    await t.deps.db.execute(sql`insert into blocks (blocker_id, blocked_id)
      select ${creator.user.id}::uuid, unnest(${`{${blocked.join(',')}}`}::uuid[])
      union all select unnest(${`{${blocking.join(',')}}`}::uuid[]), ${creator.user.id}::uuid`);
    expect((await lists(creator.auth))[0]!.memberCount).toBe(50);

    const count = await t.post<{ count: number }>(
      PATHS.massAudience,
      { audience: 'list', listId: list.id },
      creator.auth,
    );
    expect(count.body.data.count).toBe(45);
    const sent = await t.post<TMassMessage>(
      PATHS.massSend,
      { audience: 'list', listId: list.id, text: 'For my fifty' },
      creator.auth,
    );
    expect(sent.status, sent.body.msg).toBe(200);
    await runJobs();
    const copies = await queryRows<{ recipient: string; copies: number }>(
      t.deps.db,
      sql`select cm.user_id as recipient, count(*)::int as copies from messages m
        join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id <> m.sender_id
        where m.mass_message_id = ${sent.body.data.id} group by cm.user_id`,
    );
    const expected = listed.slice(5).map((f) => f.id);
    expect(copies.map((c) => c.recipient).sort()).toEqual([...expected].sort());
    expect(copies.every((c) => c.copies === 1)).toBe(true);
    const detail = await t.post<TMassMessageDetail>(PATHS.massDetail, { id: sent.body.data.id }, creator.auth);
    expect(detail.body.data.massMessage).toMatchObject({
      audience: 'list',
      tierId: null,
      listId: list.id,
      status: 'sent',
      recipients: 45,
      delivered: 45,
    });
  });

  it('a list deleted while its mass message waits: the message goes to nobody when it comes due', async () => {
    const creator = await createCreator(t, 'planner');
    const fans = await followersOf(creator, 4);
    const list = await newList(creator, 'Later');
    await add(
      list.id,
      fans.map((f) => f.address),
      creator.auth,
    );
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const later = await t.post<TMassMessage>(
      PATHS.massSend,
      { audience: 'list', listId: list.id, text: 'Tomorrow', scheduleAt: at },
      creator.auth,
    );
    expect(later.body.data).toMatchObject({ status: 'scheduled', audience: 'list', tierId: null, listId: list.id });
    expect((await t.post(PATHS.fanListDelete, { id: list.id }, creator.auth)).status).toBe(200);
    await t.deps.db.execute(sql`update jobs set run_at = now() where key = ${later.body.data.id}`);
    await runJobs();
    const detail = await t.post<TMassMessageDetail>(PATHS.massDetail, { id: later.body.data.id }, creator.auth);
    expect(detail.body.data.massMessage).toMatchObject({ status: 'sent', recipients: 0, delivered: 0 });
    const [copies] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from messages where mass_message_id = ${later.body.data.id}`,
    );
    expect(copies!.n).toBe(0);
    // A new mass message cannot name the deleted list.
    expectError(
      await t.post(PATHS.massSend, { audience: 'list', listId: list.id, text: 'again' }, creator.auth),
      'FAN_LIST_NOT_FOUND',
    );
  });
});
