import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TCustomConfigList } from '@fanlane/contracts/notifications';
import { createMailer } from '../../integrations/mail/mailer.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, type SignedInUser } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';
import { fundWallet, keyed } from '../../../test/money-fixtures.ts';
import { deliverAll, notificationsOf } from '../../../test/notification-fixtures.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

type Auth = Record<string, string>;

describe(`notification e-mails and their unsubscribe link (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;
  let fan: SignedInUser;

  const tip = (cents: string) =>
    t.post(PATHS.tip, { addressOrDomain: creator.domain, usdCents: cents }, keyed(fan.auth));
  const channelsOf = async (auth: Auth, configItem: number) =>
    (await t.post<TCustomConfigList>(PATHS.customConfigQuery, { configItem }, auth)).body.data.items[0]!.additionalInfo;
  const unsubscribe = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${PATHS.emailUnsubscribe}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });
  const envelopeOf = (res: { statusCode: number; json: () => unknown }) => ({
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number; msg: string; data: unknown },
  });
  /** The raw mails the SMTP server got for `to`, headers unfolded. */
  const mailsTo = (to: string) =>
    t.smtp.messages.filter((m) => m.to.includes(to)).map((m) => m.raw.replace(/\r?\n[ \t]+/g, ' '));
  const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim();

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'mailed', { email: `mailed-${randomUUID()}@example.com`, displayName: 'Mia' });
    fan = await createSignedInUser(t, { displayName: 'Generous' });
    await fundWallet(t, fan.user.id, 10_000n);
  });
  afterAll(() => t.close());

  it('a tip is mailed with one-click unsubscribe headers, and the link turns that item’s e-mails off', async () => {
    expect((await tip('500')).status).toBe(200);
    await deliverAll(t);
    const [mail] = mailsTo(creator.user.email!);
    expect(mail).toBeDefined();
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.*)>$/.exec(header(mail!, 'List-Unsubscribe') ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}${PATHS.emailUnsubscribe}\\?token=`));
    const token = new URL(link!).searchParams.get('token')!;
    expect(token).toBe(signUnsubscribe(t.deps, creator.user.id, 5));

    const res = envelopeOf(await unsubscribe(token));
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
    expect(await channelsOf(creator.auth, 5)).toBe('inApp,push,telegram');
    // Used again (a second click, a retrying mail client), it changes nothing.
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect(await channelsOf(creator.auth, 5)).toBe('inApp,push,telegram');

    expect((await tip('600')).status).toBe(200);
    await deliverAll(t);
    expect(mailsTo(creator.user.email!)).toHaveLength(1);
    expect((await notificationsOf(t, creator.auth)).map((n) => n.amountCents)).toEqual(['600', '500']);
  });

  it('a tampered token, another user’s, or none is UNSUBSCRIBE_LINK_INVALID and changes nothing', async () => {
    const good = signUnsubscribe(t.deps, creator.user.id, 4);
    const flipped = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    const otherUser = good.replace(creator.user.id, fan.user.id);
    const otherItem = good.replace(`.4.`, '.6.');
    for (const token of [flipped, otherUser, otherItem, '', 'garbage', `${good}.1`, good.toUpperCase()]) {
      expectError(envelopeOf(await unsubscribe(token)), 'UNSUBSCRIBE_LINK_INVALID');
    }
    expectError(
      envelopeOf(await t.app.inject({ method: 'POST', url: PATHS.emailUnsubscribe })),
      'UNSUBSCRIBE_LINK_INVALID',
    );
    expect(await channelsOf(creator.auth, 4)).toBe('inApp,push,email,telegram');
    expect(await channelsOf(creator.auth, 6)).toBe('inApp,push');
    expectError(envelopeOf(await unsubscribe(signUnsubscribe(t.deps, randomUUID(), 4))), 'UNSUBSCRIBE_LINK_INVALID');
  });

  it('opened in a browser, the link asks first and its button unsubscribes; a bad one says so', async () => {
    const token = signUnsubscribe(t.deps, creator.user.id, 2);
    const url = `${PATHS.emailUnsubscribe}?token=${token}`;
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    // Asking changes nothing (link scanners open it too).
    expect(await channelsOf(creator.auth, 2)).toBe('inApp,push,email,telegram');
    const asJson = envelopeOf(await t.app.inject({ method: 'GET', url }));
    expect(asJson).toMatchObject({ status: 200, body: { data: { ok: true } } });

    const done = await unsubscribe(token, { accept: 'text/html' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('these e-mails will not come any more');
    expect(await channelsOf(creator.auth, 2)).toBe('inApp,push,telegram');

    const bad = await t.app.inject({
      method: 'GET',
      url: `${PATHS.emailUnsubscribe}?token=nope`,
      headers: { accept: 'text/html', locale: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Dieser Abmeldelink ist ungültig.');
  });

  it('an account notice is mailed too; its link turns off e-mail for account notices, which stay in the list', async () => {
    const admin = await createSignedInUser(t, { role: 'admin' });
    const reader = await createSignedInUser(t, { email: `reader-${randomUUID()}@example.com` });
    expect((await t.post(PATHS.adminNotificationAnnounce, { text: 'First news' }, admin.auth)).status).toBe(200);
    await deliverAll(t);
    const [first] = mailsTo(reader.user.email!);
    const token = new URL(/^<(.*)>$/.exec(header(first!, 'List-Unsubscribe')!)![1]!).searchParams.get('token')!;
    expect(token).toBe(signUnsubscribe(t.deps, reader.user.id, 0));
    expect((await unsubscribe(token)).statusCode).toBe(200);

    expect((await t.post(PATHS.adminNotificationAnnounce, { text: 'Second news' }, admin.auth)).status).toBe(200);
    await deliverAll(t);
    expect(mailsTo(reader.user.email!)).toHaveLength(1);
    expect((await notificationsOf(t, reader.auth)).map((n) => n.text)).toEqual(['Second news', 'First news']);
  });

  it('without SMTP the mail waits in the dev outbox, headers and all', async () => {
    const smtp = t.deps.mailer;
    const outbox = createMailer({ from: 'Fanlane <noreply@example.com>', logger: pino({ level: 'silent' }) });
    t.deps.mailer = outbox;
    try {
      await t.post(
        PATHS.customConfigSet,
        { configItem: 5, configValue: 'open', additionalInfo: 'inApp,email' },
        creator.auth,
      );
      expect((await tip('800')).status).toBe(200);
      await deliverAll(t);
    } finally {
      t.deps.mailer = smtp;
    }
    const [entry] = outbox.outbox(creator.user.email!);
    expect(entry).toMatchObject({
      to: creator.user.email,
      subject: expect.stringContaining('Generous sent you a tip') as unknown,
      headers: {
        'List-Unsubscribe': `<${t.config.publicUrl}${PATHS.emailUnsubscribe}?token=${signUnsubscribe(t.deps, creator.user.id, 5)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(entry!.text).toContain('$8.00');
    expect(outbox.outbox(creator.user.email!)).toHaveLength(1);
  });
});
