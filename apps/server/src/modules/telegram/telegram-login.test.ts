import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sign, signData } from '@telegram-apps/init-data-node';
import type { TLoginResult } from '@fanlane/contracts/auth';
import type { TFieldIssue } from '@fanlane/contracts/envelope';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  expectError,
  freshEmail,
  mailedCode,
  sessionsOf,
  tokenWorks,
  userRow,
} from '../../../test/fixtures.ts';
import { loginEvents, telegramAccounts, users } from '../../db/schema/index.ts';

const BOT_TOKEN = '7000000001:AAE-test-bot-token_for-fanlane';
const OTHER_BOT_TOKEN = '7000000002:AAE-some-other-bot-token';

type TelegramUserFields = {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
};

let nextId = 500_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
const freshTelegramUser = (fields: Partial<TelegramUserFields> = {}): TelegramUserFields => ({
  id: (nextId += 1),
  first_name: 'Vlad',
  last_name: 'Kibenko',
  username: 'vlad_k',
  language_code: 'ru',
  photo_url: 'https://t.me/i/userpic/320/vlad.jpg',
  ...fields,
});

/** Launch data as Telegram makes it: signed with a bot's token by the package's own signing function. */
function initDataFor(user: TelegramUserFields, options: { token?: string; authDate?: Date; startParam?: string } = {}) {
  return sign(
    {
      user,
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      chat_instance: '8428209589180549439',
      chat_type: 'sender',
      ...(options.startParam ? { start_param: options.startParam } : {}),
    },
    options.token ?? BOT_TOKEN,
    options.authDate ?? new Date(),
  );
}

/** Any fields, signed by Telegram's documented algorithm (sorted key=value lines) with the package's signData. */
function signFields(fields: Record<string, string>, token = BOT_TOKEN): string {
  const params = new URLSearchParams(fields);
  const checkString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  params.set('hash', signData(checkString, token));
  return params.toString();
}

/** The same launch data with one query parameter changed after signing. */
function withParam(initData: string, name: string, value: string | null): string {
  const params = new URLSearchParams(initData);
  if (value === null) params.delete(name);
  else params.set(name, value);
  return params.toString();
}

describe(`the Telegram mini-app sign-in (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let login: (body: Record<string, unknown>, headers?: Record<string, string>) => ReturnType<TestApp['post']>;

  beforeAll(async () => {
    // The refusals below would use up a Telegram user's free tries; the last describe keeps the budget.
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      SIGN_IN_FREE_TRIES: '100',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    });
    login = (body, headers) => t.post<TLoginResult>(t.paths.telegramMiniAppLogin, body, headers);
  });
  afterAll(async () => {
    await t.close();
  });

  const accountOf = async (telegramUserId: number) => {
    const [row] = await t.deps.db
      .select()
      .from(telegramAccounts)
      .where(eq(telegramAccounts.telegramUserId, telegramUserId));
    return row;
  };

  it('a new Telegram user gets an account named and in the language Telegram gives, signed in for the first time', async () => {
    const tg = freshTelegramUser();
    const res = await login({ initData: initDataFor(tg) });

    expect(res.status, res.body.msg).toBe(200);
    const result = res.body.data as TLoginResult;
    expect(result.firstLogin).toBe(true);
    expect(result.info).toMatchObject({ displayName: 'Vlad Kibenko', email: null, creatorDomain: null, role: 'user' });
    expect(await tokenWorks(t, result.token)).toBe(true);

    const account = await accountOf(tg.id);
    expect(account).toMatchObject({
      username: 'vlad_k',
      firstName: 'Vlad',
      lastName: 'Kibenko',
      photoUrl: 'https://t.me/i/userpic/320/vlad.jpg',
      languageCode: 'ru',
      locale: 'ru',
    });
    const user = await userRow(t, { id: account?.userId ?? '' });
    expect(user?.address).toBe(result.info.address);
    expect(user?.displayName).toBe('Vlad Kibenko');
    expect(user?.email).toBeNull();
    expect(user?.passwordHash).toBeNull();
    const [session] = await sessionsOf(t, user?.id ?? '');
    expect(session).toMatchObject({ loginType: 'telegram', revokedAt: null });
  });

  it('the same Telegram user again signs in to the same account, not for the first time, and their profile is refreshed', async () => {
    const tg = freshTelegramUser();
    const first = (await login({ initData: initDataFor(tg) })).body.data as TLoginResult;
    const again = await login({ initData: initDataFor({ ...tg, username: 'vlad_renamed', language_code: 'en' }) });

    expect(again.status).toBe(200);
    const result = again.body.data as TLoginResult;
    expect(result.firstLogin).toBe(false);
    expect(result.info.address).toBe(first.info.address);
    expect(result.token).not.toBe(first.token);
    const account = await accountOf(tg.id);
    // Telegram's fields follow Telegram; the account's language stays the one it was made with.
    expect(account).toMatchObject({ username: 'vlad_renamed', languageCode: 'en', locale: 'ru' });
    const rows = await t.deps.db.select().from(telegramAccounts).where(eq(telegramAccounts.userId, account!.userId));
    expect(rows).toHaveLength(1);
    expect(await sessionsOf(t, account!.userId)).toHaveLength(2);
  });

  it('a language Telegram gives that is not one of ours leaves the account without one; a regional one maps to ours', async () => {
    const klingon = freshTelegramUser({ language_code: 'tlh' });
    expect((await login({ initData: initDataFor(klingon) })).status).toBe(200);
    expect((await accountOf(klingon.id))?.locale).toBeNull();

    const brazilian = freshTelegramUser({ language_code: 'pt-br' });
    expect((await login({ initData: initDataFor(brazilian) })).status).toBe(200);
    expect((await accountOf(brazilian.id))?.locale).toBe('pt');

    const indonesian = freshTelegramUser({ language_code: 'id' });
    expect((await login({ initData: initDataFor(indonesian) })).status).toBe(200);
    expect((await accountOf(indonesian.id))?.locale).toBe('in');
  });

  it('a user with only a first name is named by it; a name longer than a display name is cut without splitting an emoji', async () => {
    const single = freshTelegramUser({ first_name: 'Mia', last_name: undefined });
    expect(((await login({ initData: initDataFor(single) })).body.data as TLoginResult).info.displayName).toBe('Mia');

    const long = freshTelegramUser({ first_name: `${'A'.repeat(39)}🦊🦊`, last_name: 'Fox' });
    const name = ((await login({ initData: initDataFor(long) })).body.data as TLoginResult).info.displayName;
    expect(name).toBe(`${'A'.repeat(39)}🦊`);

    const blank = freshTelegramUser({ first_name: '  ', last_name: undefined });
    const generated = ((await login({ initData: initDataFor(blank) })).body.data as TLoginResult).info.displayName;
    expect(generated).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{3}$/);
  });

  it('records the inviter from promoteKey with the sign-in, as the e-mail sign-up does (login_events)', async () => {
    const tg = freshTelegramUser();
    const res = await login(
      { initData: initDataFor(tg), promoteKey: 'inviter-0xabc' },
      { invitorDomain: 'democreator', 'Promotion-Tag': 'spring' },
    );
    expect(res.status).toBe(200);
    const userId = (await accountOf(tg.id))!.userId;
    const events = await t.deps.db.select().from(loginEvents).where(eq(loginEvents.userId, userId));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'telegram',
        inviter: 'inviter-0xabc',
        promoteKeys: ['inviter-0xabc'],
        inviterDomain: 'democreator',
        promotionTag: 'spring',
      }),
    ]);

    // Without one, the sign-in is still recorded, with no inviter.
    await login({ initData: initDataFor(tg), promoteKey: null });
    const all = await t.deps.db.select().from(loginEvents).where(eq(loginEvents.userId, userId));
    expect(all.map((e) => e.inviter).sort()).toEqual(['inviter-0xabc', null].sort());
  });

  describe('refuses launch data it cannot trust, and makes no account', () => {
    const expectNoAccount = async (telegramUserId: number) => expect(await accountOf(telegramUserId)).toBeUndefined();

    it('a changed hash', async () => {
      const tg = freshTelegramUser();
      const initData = initDataFor(tg);
      const hash = new URLSearchParams(initData).get('hash')!;
      const flipped = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
      expectError(
        await login({ initData: withParam(initData, 'hash', flipped) }),
        'TELEGRAM_INIT_DATA_SIGNATURE_INVALID',
      );
      await expectNoAccount(tg.id);
    });

    it('a changed field: another user id, or another name, under the original hash', async () => {
      const tg = freshTelegramUser();
      const initData = initDataFor(tg);
      const impostor = freshTelegramUser();
      expectError(
        await login({ initData: withParam(initData, 'user', JSON.stringify({ ...tg, id: impostor.id })) }),
        'TELEGRAM_INIT_DATA_SIGNATURE_INVALID',
      );
      expectError(
        await login({ initData: withParam(initData, 'user', JSON.stringify({ ...tg, first_name: 'Admin' })) }),
        'TELEGRAM_INIT_DATA_SIGNATURE_INVALID',
      );
      expectError(
        await login({ initData: withParam(initData, 'start_param', 'd_x') }),
        'TELEGRAM_INIT_DATA_SIGNATURE_INVALID',
      );
      await expectNoAccount(tg.id);
      await expectNoAccount(impostor.id);
    });

    it('data signed for another bot', async () => {
      const tg = freshTelegramUser();
      expectError(
        await login({ initData: initDataFor(tg, { token: OTHER_BOT_TOKEN }) }),
        'TELEGRAM_INIT_DATA_SIGNATURE_INVALID',
      );
      await expectNoAccount(tg.id);
    });

    it('data without a hash', async () => {
      const tg = freshTelegramUser();
      expectError(
        await login({ initData: withParam(initDataFor(tg), 'hash', null) }),
        'TELEGRAM_INIT_DATA_SIGNATURE_INVALID',
      );
      await expectNoAccount(tg.id);
    });

    it('stale data: signed longer ago than the window (24 h by default), in the caller’s language', async () => {
      const tg = freshTelegramUser();
      const dayAndAMinute = new Date(Date.now() - (86_400 + 60) * 1000);
      const res = await login({ initData: initDataFor(tg, { authDate: dayAndAMinute }) }, { locale: 'ru' });
      expectError(res, 'TELEGRAM_INIT_DATA_STALE', 'ru');
      await expectNoAccount(tg.id);
      // Just inside the window it is fine.
      const almostADay = new Date(Date.now() - (86_400 - 60) * 1000);
      expect((await login({ initData: initDataFor(tg, { authDate: almostADay }) })).status).toBe(200);
    });

    it('garbage: a 422 naming initData, never a 5xx', async () => {
      const tg = freshTelegramUser();
      const now = String(Math.floor(Date.now() / 1000));
      // Signed by our bot, so only the content is wrong: not JSON, or not a Telegram user.
      const signedNotJson = signFields({ auth_date: now, user: '{not-json' });
      const signedNoId = signFields({ auth_date: now, user: JSON.stringify({ first_name: 'Nobody' }) });
      expect(new URLSearchParams(signedNotJson).get('hash')).toMatch(/^[0-9a-f]{64}$/);
      const garbage = [
        'garbage',
        '%%%',
        '{"user":{"id":1}}',
        'https://t.me/fanlane_bot/app?startapp=d_alice',
        `user=${encodeURIComponent(JSON.stringify(tg))}&hash=abc`,
        `auth_date=yesterday&user=${encodeURIComponent(JSON.stringify(tg))}&hash=abc`,
        signedNotJson,
        signedNoId,
        withParam(initDataFor(tg), 'user', null),
        '\uffff\u202e'.repeat(50),
      ];
      for (const initData of garbage) {
        const res = await login({ initData });
        expectError(res, 'TELEGRAM_INIT_DATA_UNREADABLE');
        const fields = (res.body.data as { fields: TFieldIssue[] }).fields;
        expect(
          fields.map((f) => f.field),
          initData,
        ).toEqual(['initData']);
        expect(res.body.msg).toContain('initData');
      }
      await expectNoAccount(tg.id);
    });

    it('a body without initData, or with one of the wrong type or size, is a 422 naming it', async () => {
      for (const body of [
        {},
        { initData: '' },
        { initData: 42 },
        { initData: 'x'.repeat(8193) },
        { initData: 'a', promoteKey: 5 },
        { initData: '\u0000user=1' },
      ]) {
        const res = await login(body);
        expectError(res, 'VALIDATION');
        expect(res.status).toBe(422);
        expect(res.body.msg).toMatch(/initData|promoteKey/);
      }
    });
  });

  it('a banned account is refused like at every other sign-in', async () => {
    const tg = freshTelegramUser();
    await login({ initData: initDataFor(tg) });
    const userId = (await accountOf(tg.id))!.userId;
    await t.deps.db.update(users).set({ status: 'banned' }).where(eq(users.id, userId));
    expectError(await login({ initData: initDataFor(tg) }), 'ACCOUNT_BANNED');
  });

  it('a Telegram user who binds an e-mail then signs in either way, to the same account', async () => {
    const tg = freshTelegramUser();
    const viaTelegram = (await login({ initData: initDataFor(tg) })).body.data as TLoginResult;
    const email = freshEmail('telegram');
    const code = await mailedCode(t, email, 'bind-email');
    expect((await t.post(t.paths.bindEmail, { email, code }, bearer(viaTelegram.token))).status).toBe(200);

    const loginCode = await mailedCode(t, email, 'login');
    const viaEmail = await t.post<TLoginResult>(t.paths.loginEmailCode, { email, code: loginCode });
    expect(viaEmail.status, viaEmail.body.msg).toBe(200);
    expect(viaEmail.body.data.info.address).toBe(viaTelegram.info.address);
    expect(viaEmail.body.data.info.email).toBe(email);
    expect(viaEmail.body.data.firstLogin).toBe(false);

    const backInTelegram = (await login({ initData: initDataFor(tg) })).body.data as TLoginResult;
    expect(backInTelegram.info).toMatchObject({ address: viaTelegram.info.address, email });
  });

  it('the same Telegram user signing in twice at once gets one account', async () => {
    const tg = freshTelegramUser();
    const [a, b] = await Promise.all([login({ initData: initDataFor(tg) }), login({ initData: initDataFor(tg) })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((a.body.data as TLoginResult).info.address).toBe((b.body.data as TLoginResult).info.address);
  });
});

describe(`the Telegram mini-app sign-in on a server without a bot (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says Telegram sign-in is not set up here, whatever the data', async () => {
    const initData = initDataFor(freshTelegramUser());
    expectError(await t.post(t.paths.telegramMiniAppLogin, { initData }), 'TELEGRAM_LOGIN_NOT_CONFIGURED');
    expectError(await t.post(t.paths.telegramMiniAppLogin, { initData: 'garbage' }), 'TELEGRAM_LOGIN_NOT_CONFIGURED');
  });
});

describe(`the Telegram sign-in window is configurable (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_INIT_DATA_MAX_AGE_SECONDS: '300',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('TELEGRAM_INIT_DATA_MAX_AGE_SECONDS=300 refuses data signed ten minutes ago and takes data from a minute ago', async () => {
    const tg = freshTelegramUser();
    const post = (authDate: Date) => t.post(t.paths.telegramMiniAppLogin, { initData: initDataFor(tg, { authDate }) });
    expectError(await post(new Date(Date.now() - 600_000)), 'TELEGRAM_INIT_DATA_STALE');
    expect((await post(new Date(Date.now() - 60_000))).status).toBe(200);
  });
});

describe(`the Telegram sign-in draws on the sign-in budget (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      SIGN_IN_FREE_TRIES: '3',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('forged data for one Telegram user backs off that user, not another one at the same address', async () => {
    const victim = freshTelegramUser();
    const forged = initDataFor(victim, { token: OTHER_BOT_TOKEN });
    for (let i = 0; i < 3; i += 1) {
      expectError(
        await t.post(t.paths.telegramMiniAppLogin, { initData: forged }),
        'TELEGRAM_INIT_DATA_SIGNATURE_INVALID',
      );
    }
    const refused = await t.post(t.paths.telegramMiniAppLogin, { initData: initDataFor(victim) });
    expectError(refused, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = freshTelegramUser();
    expect((await t.post(t.paths.telegramMiniAppLogin, { initData: initDataFor(other) })).status).toBe(200);
  });
});
