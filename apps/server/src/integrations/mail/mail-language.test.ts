/**
 * Mails reach people in their language through the real calls: a request's mail in the request's
 * language, a later one in the language stored on the account, which follows the app's; and a
 * notification mail keeps its one-click unsubscribe headers through the mailer and over SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { sign } from '@telegram-apps/init-data-node';
import type { TLoginResult } from '@fanlane/contracts/auth';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { bearer, freshEmail, userRow } from '../../../test/fixtures.ts';
import { readMail } from '../../../test/mail-reader.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { queryRows } from '../../db/client.ts';
import { contactsByIds } from '../../modules/users/users-repo.ts';
import { createMailer } from './mailer.ts';
import { notificationMail } from './templates.ts';

const BOT_TOKEN = '7000000003:AAE-mail-language-test-bot';
const unsubscribeUrl = 'https://fans.example/api/notification/unsubscribe?token=t0k3n';

describe(`mail in the reader's language (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let brand: { brandName: string; publicUrl: string };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', TELEGRAM_BOT_TOKEN: BOT_TOKEN });
    brand = { brandName: t.config.brandName, publicUrl: t.config.publicUrl };
  });
  afterAll(async () => {
    await t.close();
  });

  /** The newest mail to `email`, decoded as a mail client shows it. */
  const mailTo = (email: string) => {
    const raw = t.smtp.messages.filter((m) => m.to.includes(email)).at(-1)?.raw;
    if (!raw) throw new Error(`no mail to ${email}`);
    return readMail(raw);
  };
  const codeIn = (email: string) => /\b(\d{6})\b/.exec(mailTo(email).text)?.[1] ?? '';
  const localeOf = async (id: string) => (await userRow(t, { id }))?.locale;
  const userChangedCount = async (userId: string) =>
    Number(
      (
        await queryRows<{ n: string }>(
          t.deps.db,
          sql`select count(*)::text as n from domain_events where type = 'user.changed' and aggregate_id = ${userId}`,
        )
      )[0]?.n,
    );

  /** Signs up through the real calls, every request in `locale`. */
  async function signUpIn(locale: string) {
    const email = freshEmail('lang');
    expect((await t.post(t.paths.verificationCode, { email, scene: 'register' }, { locale })).status).toBe(200);
    const res = await t.post<TLoginResult>(
      t.paths.registerPassword,
      { email, password: 'correct-horse-1', code: codeIn(email) },
      { locale },
    );
    expect(res.status, res.body.msg).toBe(200);
    const user = await userRow(t, { email });
    return { email, id: user!.id, auth: bearer(res.body.data.token), token: res.body.data.token };
  }

  it('a sign-in code asked for with `locale: de` comes in German, and the account made with it is German', async () => {
    const email = freshEmail('de');
    const asked = await t.post(t.paths.verificationCode, { email, scene: 'login' }, { locale: 'de' });
    expect(asked.status, asked.body.msg).toBe(200);

    const mail = mailTo(email);
    expect(mail.subject).toMatch(new RegExp(`^${t.config.brandName}: dein Code lautet \\d{6}$`));
    expect(mail.text).toContain('Dein Bestätigungscode lautet');
    expect(mail.text).toContain('Gib ihn ein, um dich anzumelden. Er läuft in 10 Minuten ab.');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('Falls du ihn nicht angefordert hast');

    const login = await t.post<TLoginResult>(t.paths.loginEmailCode, { email, code: codeIn(email) }, { locale: 'de' });
    expect(login.status, login.body.msg).toBe(200);
    expect((await userRow(t, { email }))?.locale).toBe('de');
  });

  it('Accept-Language counts when the locale header is missing; nothing named means English', async () => {
    const greek = freshEmail('el');
    await t.post(t.paths.verificationCode, { email: greek, scene: 'login' }, { 'accept-language': 'el-GR,el;q=0.9' });
    expect(mailTo(greek).subject).toMatch(/: ο κωδικός σας είναι \d{6}$/);

    const plain = freshEmail('en');
    await t.post(t.paths.verificationCode, { email: plain, scene: 'login' });
    expect(mailTo(plain).text).toMatch(/^Your verification code is \d{6}\.$/m);
  });

  it('the stored language follows the app: moved by a request in another one, written once, kept without one', async () => {
    const user = await signUpIn('ja');
    expect(mailTo(user.email).subject).toMatch(/認証コードは \d{6} です$/);
    expect(await localeOf(user.id)).toBe('ja');
    const before = await userChangedCount(user.id);

    expect((await t.post(t.paths.me, undefined, { ...user.auth, locale: 'de' })).status).toBe(200);
    expect(await localeOf(user.id)).toBe('de');
    expect(await userChangedCount(user.id)).toBe(before + 1);

    // The same language again, a call naming none, and a browser's Accept-Language alone (another
    // device's default) write nothing.
    await t.post(t.paths.me, undefined, { ...user.auth, locale: 'de' });
    await t.post(t.paths.me, undefined, user.auth);
    await t.post(t.paths.me, undefined, { ...user.auth, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(await localeOf(user.id)).toBe('de');
    expect(await userChangedCount(user.id)).toBe(before + 1);
  });

  it('a mail sent outside the user’s own request is in their stored language, not the clicker’s', async () => {
    const user = await signUpIn('ja');
    const newEmail = freshEmail('moved');
    const asked = await t.post(t.paths.emailChange, { newEmail, password: 'correct-horse-1' }, user.auth);
    expect(asked.status, asked.body.msg).toBe(200);
    const confirm = mailTo(newEmail);
    expect(confirm.subject).toMatch(/新しいメールアドレスを確認してください$/);
    const token = /emailChange\?token=([\w-]+)/.exec(confirm.text)?.[1];

    // The link is opened in a French browser, signed out: the old address still hears it in Japanese.
    const confirmed = await t.post(t.paths.emailChangeConfirm, { token }, { locale: 'fr' });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    const notice = mailTo(user.email);
    expect(notice.subject).toMatch(/アカウントのメールアドレスが変更されました$/);
    expect(notice.text).toContain(`${newEmail} に変更されました`);
  });

  it('a job mails a notification in the stored language, read through the users module', async () => {
    const user = await signUpIn('ar');
    const [contact] = await contactsByIds(t.deps.db, [user.id]);
    expect(contact).toMatchObject({ email: user.email, locale: 'ar' });
    await t.deps.mailer.send(
      notificationMail(brand, contact!.locale, {
        to: contact!.email!,
        kind: 'tip.received',
        actorName: 'Mia',
        amount: '$5.00',
        url: '/notifications',
        unsubscribeUrl,
      }),
    );
    const mail = mailTo(user.email);
    expect(mail.subject).toBe(`${t.config.brandName}: إكرامية من Mia`);
    expect(mail.text).toContain('وصلتك إكرامية من Mia.');
    expect(mail.text).toContain('المبلغ: $5.00');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // Over SMTP, the one-click unsubscribe headers arrive as sent.
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  describe('a Telegram sign-up', () => {
    let nextId = 700_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    const telegramLogin = (languageCode: string, id: number, locale: string) =>
      t.post<TLoginResult>(
        t.paths.telegramMiniAppLogin,
        { initData: sign({ user: { id, first_name: 'Tess', language_code: languageCode } }, BOT_TOKEN, new Date()) },
        { locale },
      );
    const userIdOf = async (token: string) => (await t.deps.tokens.verifyAccess(token))!.userId;

    it('speaks Telegram’s language first, then the app’s', async () => {
      const id = (nextId += 1);
      const first = await telegramLogin('ja', id, 'fr');
      expect(first.status, first.body.msg).toBe(200);
      const userId = await userIdOf(first.body.data.token);
      expect(await localeOf(userId)).toBe('ja');

      const again = await telegramLogin('ja', id, 'fr');
      expect(again.body.data.firstLogin).toBe(false);
      expect(await localeOf(userId)).toBe('fr');
    });

    it('takes the app’s language when Telegram’s is not one of ours', async () => {
      const first = await telegramLogin('tlh', (nextId += 1), 'uk');
      expect(first.status, first.body.msg).toBe(200);
      expect(await localeOf(await userIdOf(first.body.data.token))).toBe('uk');
    });
  });
});

describe(`the session cache sees a language change at once (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_MS: '2000', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('the cached users row is dropped when the language moves, and the next request reads the new one', async () => {
    const email = freshEmail('cache');
    await t.post(t.paths.verificationCode, { email, scene: 'login' });
    const code = /\b(\d{6})\b/.exec(readMail(t.smtp.messages.at(-1)!.raw).text)?.[1];
    const login = await t.post<TLoginResult>(t.paths.loginEmailCode, { email, code });
    expect(login.status, login.body.msg).toBe(200);
    const claims = (await t.deps.tokens.verifyAccess(login.body.data.token))!;
    const auth = bearer(login.body.data.token);

    await t.post(t.paths.me, undefined, auth);
    expect(t.deps.sessionCache.get(claims.sessionId, claims.userId)?.locale).toBe('en');
    await t.post(t.paths.me, undefined, { ...auth, locale: 'pl' });
    await t.post(t.paths.me, undefined, { ...auth, locale: 'pl' });
    expect(t.deps.sessionCache.get(claims.sessionId, claims.userId)?.locale).toBe('pl');
  });
});

describe('the notification mail through the mailer', () => {
  const mail = notificationMail({ brandName: 'Fanlane', publicUrl: 'https://fans.example' }, 'ko', {
    to: 'Reader@Example.com',
    kind: 'comment.new',
    actorName: '<script>alert(1)</script>',
    text: 'nice',
    url: '/notifications',
    unsubscribeUrl,
  });
  const oneClick = { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };

  it('the dev outbox keeps its headers', async () => {
    const mailer = createMailer({ from: 'Fanlane <no-reply@fans.example>', logger: pino({ level: 'silent' }) });
    await mailer.send({ ...mail, to: 'reader@example.com' });
    const [kept] = mailer.outbox('Reader@Example.com');
    expect(kept?.headers).toEqual(oneClick);
    expect(kept?.subject).toBe(mail.subject);
  });

  it('SMTP carries both headers, and the name stays text in the HTML part', async () => {
    const smtp = await startSmtpCapture();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Fanlane <no-reply@fans.example>',
      logger: pino({ level: 'silent' }),
    });
    try {
      await mailer.send(mail);
      const received = readMail(smtp.messages.at(-1)!.raw);
      expect(received.headers.get('list-unsubscribe')).toBe(oneClick['List-Unsubscribe']);
      expect(received.headers.get('list-unsubscribe-post')).toBe(oneClick['List-Unsubscribe-Post']);
      expect(received.subject).toBe('Fanlane: <script>alert(1)</script>님이 게시물에 댓글을 남겼어요');
      expect(received.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;님이');
      expect(received.html).not.toContain('<script>');
      expect(received.text).toContain('“nice”');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
