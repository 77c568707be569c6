import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import {
  CONTACT_MESSAGE_MAX,
  type TContactFieldIssue,
  type TContactMessage,
  type TContactMessagePage,
  type TContactUsResult,
} from '@fanlane/contracts/contact';
import { ERRORS, type ErrorName } from '@fanlane/contracts/errors';
import { errorMessage } from '@fanlane/contracts/error-messages';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures.ts';
import { readMail } from '../../../test/mail-reader.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { adminActions, contactMessages } from '../../db/schema/index.ts';

type Envelope<T> = { success: boolean; code: number; msg: string; data: T };
type Answer<T> = { status: number; body: Envelope<T> };

const SUPPORT = 'help-desk@fans.example.org';

describe(`the contact form and its inbox (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let admin: SignedInUser;
  let fan: SignedInUser;
  let nextIp = 1;

  beforeAll(async () => {
    // The support team reads German; each visitor below writes from an address of their own.
    t = await createTestApp({ SUPPORT_EMAIL: SUPPORT, SUPPORT_LOCALE: 'de', CONTACT_PER_HOUR: '3' });
    admin = await createSignedInUser(t, { email: 'desk@example.com', role: 'admin' });
    fan = await createSignedInUser(t, { email: 'lena@example.com', displayName: 'Lena' });
  });
  afterAll(async () => {
    await t.close();
  });

  const form = (extra: Record<string, unknown> = {}) => ({
    name: 'Ada Visitor',
    email: 'ada@example.com',
    topic: 'payments',
    message: 'My top-up did not arrive in my wallet yesterday.',
    ...extra,
  });

  /** POSTs as a browser at `ip` would (a new address each time unless given). */
  async function send<T>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    ip = `10.0.0.${nextIp++}`,
  ): Promise<Answer<T>> {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body as Record<string, unknown>,
      headers,
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.json<Envelope<T>>() };
  }
  const contact = (body: unknown, headers: Record<string, string> = {}, ip?: string) =>
    send<TContactUsResult>(PATHS.contactUs, body, headers, ip);
  const list = (body: Record<string, unknown>, who: SignedInUser = admin) =>
    send<TContactMessagePage>(PATHS.adminContactList, body, who.auth);
  const handle = (id: string, handled: boolean, who: SignedInUser = admin) =>
    send<TContactMessage>(PATHS.adminContactHandle, { id, handled }, who.auth);
  const runJobs = async () => {
    const handlers = jobHandlers(t.deps, t.app.log);
    while ((await runDueJobs(t.deps.db, handlers)) > 0);
  };
  const mailsToSupport = () => t.smtp.messages.filter((m) => m.to.includes(SUPPORT)).map((m) => readMail(m.raw));
  const rowOf = async (id: string) =>
    (await t.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

  function expectFieldError<T>(res: Answer<T>, name: ErrorName, fields: string[], locale = 'en') {
    expect({ status: res.status, code: res.body.code, success: res.body.success }, res.body.msg).toEqual({
      status: ERRORS[name].status,
      code: ERRORS[name].code,
      success: false,
    });
    const issues = (res.body.data as { fields: TContactFieldIssue[] }).fields;
    expect(issues.map((i) => i.field)).toEqual(fields);
    expect(issues[0]?.message).toBe(res.body.msg);
    expect(res.body.msg).not.toMatch(/\{\{/);
    if (locale === 'en') expect(res.body.msg).toBe(issues[0]?.message);
  }

  describe('a visitor sends a message', () => {
    it('stores it without an account and answers its id; nothing is mailed before the job runs', async () => {
      const res = await contact(form(), { locale: 'fr' });
      expect(res.status, res.body.msg).toBe(200);
      const row = await rowOf(res.body.data.id);
      expect(row).toMatchObject({
        name: 'Ada Visitor',
        email: 'ada@example.com',
        topic: 'payments',
        locale: 'fr',
        userId: null,
        mailedAt: null,
        handledAt: null,
      });
      expect(row?.ip).toMatch(/^10\.0\.0\.\d+$/);
      expect(new Date(res.body.data.receivedAt).getTime()).toBe(row?.createdAt.getTime());
    });

    it('trims what was typed and records a signed-in sender', async () => {
      const res = await contact(form({ name: '  Lena  ', message: '  I want to change my page name.  ' }), fan.auth);
      expect(res.status, res.body.msg).toBe(200);
      expect(await rowOf(res.body.data.id)).toMatchObject({
        name: 'Lena',
        message: 'I want to change my page name.',
        userId: fan.user.id,
      });
    });

    it('mails the support address in its language (SUPPORT_LOCALE), escaped, with a reply-to to the visitor, once', async () => {
      await runJobs();
      const before = mailsToSupport().length;
      const res = await contact(
        form({
          name: 'Mallory <b>',
          email: 'mallory@example.com',
          topic: 'safety',
          message: 'First line <script>alert(1)</script>\nSecond line & more',
        }),
        { ...fan.auth, locale: 'es' },
      );
      expect(res.status, res.body.msg).toBe(200);
      await runJobs();
      await runJobs();
      const mails = mailsToSupport().slice(before);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toContain('Sicherheitsmeldung — Nachricht von Mallory <b>');
      expect(mail.headers.get('reply-to')).toContain('mallory@example.com');
      expect(mail.text).toContain('Mallory <b> <mallory@example.com> hat über das Kontaktformular geschrieben:');
      expect(mail.text).toContain('First line <script>alert(1)</script>\nSecond line & more');
      expect(mail.text).toContain('Sprache: Español');
      expect(mail.text).toContain(`Angemeldet als ${fan.user.address}.`);
      expect(mail.html).toContain('First line &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Second line &amp; more');
      expect(mail.html).toContain('Mallory &lt;b&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('/admin/contact');
      expect((await rowOf(res.body.data.id))?.mailedAt).toBeInstanceOf(Date);
    });

    it('says "not signed in" for a visitor without an account', async () => {
      const before = mailsToSupport().length;
      expect((await contact(form({ name: 'Nobody Known' }))).status).toBe(200);
      await runJobs();
      const mail = mailsToSupport().slice(before)[0]!;
      expect(mail.text).toContain('Nicht angemeldet.');
      expect(mail.subject).toContain('Zahlungen und Wallet');
    });
  });

  describe('each bad field has its own code, in the caller language', () => {
    it.each([
      ['no name', { name: '   ' }, 'CONTACT_NAME_INVALID', ['name']],
      ['a missing name', { name: undefined }, 'CONTACT_NAME_INVALID', ['name']],
      ['a name of 81 characters', { name: 'a'.repeat(81) }, 'CONTACT_NAME_INVALID', ['name']],
      ['a name with a line break', { name: 'Ada\nBcc: x@y.z' }, 'CONTACT_NAME_INVALID', ['name']],
      ['an e-mail without @', { email: 'ada.example.com' }, 'CONTACT_EMAIL_INVALID', ['email']],
      ['an e-mail with a space', { email: 'ada @example.com' }, 'CONTACT_EMAIL_INVALID', ['email']],
      ['an unknown topic', { topic: 'lottery' }, 'CONTACT_TOPIC_INVALID', ['topic']],
      ['no topic', { topic: undefined }, 'CONTACT_TOPIC_INVALID', ['topic']],
      ['a message of 9 characters', { message: 'Too short' }, 'CONTACT_MESSAGE_TOO_SHORT', ['message']],
      [
        'a message over the limit',
        { message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
        'CONTACT_MESSAGE_TOO_LONG',
        ['message'],
      ],
    ] as const)('%s', async (_label, change, name, fields) => {
      const before = await t.deps.db.$count(contactMessages);
      const res = await contact(form(change));
      expectFieldError(res, name, [...fields]);
      expect(await t.deps.db.$count(contactMessages)).toBe(before);
    });

    it('counts an emoji as one character', async () => {
      expect((await contact(form({ message: '🙂'.repeat(CONTACT_MESSAGE_MAX) }))).status).toBe(200);
    });

    it('several bad fields: the first answers, all are listed, in the caller language with the numbers filled in', async () => {
      const res = await contact({ name: '', email: 'nope', topic: 'general', message: 'short' }, { locale: 'de' });
      expectFieldError(res, 'CONTACT_NAME_INVALID', ['name', 'email', 'message'], 'de');
      expect(res.body.msg).toBe(errorMessage('contact_name_invalid', 'de', { max: '80' }));
      expect(res.body.msg).toBe('Bitte gib deinen Namen ein (höchstens 80 Zeichen).');
      const messages = (res.body.data as unknown as { fields: TContactFieldIssue[] }).fields.map((f) => [
        f.code,
        f.message,
      ]);
      expect(messages).toEqual([
        [1012420, 'Bitte gib deinen Namen ein (höchstens 80 Zeichen).'],
        [1012421, 'Bitte gib eine E-Mail-Adresse an, an die wir antworten können.'],
        [1012423, 'Bitte schreib etwas mehr: mindestens 10 Zeichen.'],
      ]);
    });

    it('a field of the wrong type is a plain validation error, never a 5xx', async () => {
      const res = await contact({ ...form(), name: 42 });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(ERRORS.VALIDATION.code);
    });
  });

  it('limits each address to CONTACT_PER_HOUR messages (bad ones count), then 429 with Retry-After', async () => {
    const ip = '10.9.9.9';
    expect((await contact(form(), {}, ip)).status).toBe(200);
    expect((await contact(form({ topic: 'nope' }), {}, ip)).status).toBe(422);
    expect((await contact(form(), {}, ip)).status).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: PATHS.contactUs, payload: form(), remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json<Envelope<null>>().code).toBe(ERRORS.TOO_MANY_REQUESTS.code);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await contact(form())).status).toBe(200);
  });

  describe('the admins inbox', () => {
    let ids: string[];

    beforeAll(async () => {
      ids = [];
      for (const name of ['Inbox One', 'Inbox Two', 'Inbox Three']) {
        const res = await contact(form({ name, topic: 'partner' }), name === 'Inbox Two' ? fan.auth : {});
        expect(res.status, res.body.msg).toBe(200);
        ids.push(res.body.data.id);
      }
    });

    it('lists open messages newest first, a page at a time, with the signed-in sender', async () => {
      const first = await list({ status: 'open', limit: 2 });
      expect(first.status, first.body.msg).toBe(200);
      expect(first.body.data.items.map((m) => m.name)).toEqual(['Inbox Three', 'Inbox Two']);
      expect(first.body.data.items[1]).toMatchObject({
        topic: 'partner',
        email: 'ada@example.com',
        sender: { address: fan.user.address, displayName: 'Lena' },
        handledAt: null,
        handledBy: null,
      });
      expect(first.body.data.items[0]?.sender).toBeNull();
      const second = await list({ status: 'open', limit: 2, cursor: first.body.data.nextCursor });
      expect(second.body.data.items[0]?.name).toBe('Inbox One');
    });

    it('marks one handled: it leaves the open list, shows who closed it, and the step is in the admin log', async () => {
      const res = await handle(ids[1]!, true);
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toMatchObject({ id: ids[1], handledBy: admin.user.address });
      expect(res.body.data.handledAt).not.toBeNull();

      const open = (await list({ status: 'open', limit: 50 })).body.data.items.map((m) => m.id);
      expect(open).toContain(ids[0]);
      expect(open).not.toContain(ids[1]);
      const handled = (await list({ status: 'handled' })).body.data.items;
      expect(handled.map((m) => m.id)).toEqual([ids[1]]);
      const all = (await list({ status: 'all', limit: 50 })).body.data.items.map((m) => m.id);
      expect(all).toEqual(expect.arrayContaining(ids));

      const logged = await t.deps.db
        .select()
        .from(adminActions)
        .where(and(eq(adminActions.targetId, ids[1]!), eq(adminActions.action, 'contact.handled')));
      expect(logged).toHaveLength(1);
      expect(logged[0]?.adminId).toBe(admin.user.id);
    });

    it('reopens a handled message', async () => {
      const res = await handle(ids[1]!, false);
      expect(res.body.data).toMatchObject({ handledAt: null, handledBy: null });
      expect((await list({ status: 'handled' })).body.data.items).toEqual([]);
      const [{ n } = { n: 0 }] = await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(adminActions)
        .where(eq(adminActions.action, 'contact.reopened'));
      expect(n).toBe(1);
    });

    it('an unknown message is 404 with its code; a malformed id or cursor is 422', async () => {
      const res = await handle(randomUUID(), true);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 1012425 });
      expect((await handle('not-a-uuid', true)).status).toBe(422);
      expect((await list({ status: 'open', cursor: 'garbage' })).status).toBe(422);
      expect((await list({ status: 'closed' })).status).toBe(422);
    });

    it('refuses a fan (403) and a visitor (401), and changes nothing', async () => {
      expect((await list({ status: 'open' }, fan)).body.code).toBe(ERRORS.FORBIDDEN.code);
      expect((await handle(ids[0]!, true, fan)).body.code).toBe(ERRORS.FORBIDDEN.code);
      const anonymous = await send<null>(PATHS.adminContactList, { status: 'open' });
      expect(anonymous.status).toBe(401);
      const anonymousHandle = await send<null>(PATHS.adminContactHandle, { id: ids[0], handled: true });
      expect(anonymousHandle.status).toBe(401);
      expect((await rowOf(ids[0]!))?.handledAt).toBeNull();
    });
  });
});
