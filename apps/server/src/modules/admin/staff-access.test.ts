/**
 * Least privilege (contracts/staff.ts): every staff call against every role, the 2FA rule of staff
 * calls, and the audit log (its list, its filters, and that nobody can change or remove a row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { can, type TPermission } from '@fanlane/contracts/staff';
import type { TAdminRateList, TAuditEntry } from '@fanlane/contracts/audit';
import type { TPage } from '@fanlane/contracts/page';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  enrolTwoFactor,
  expectError,
  expectInvalidFields,
  type SignedInUser,
} from '../../../test/fixtures.ts';
import { adminActions } from '../../db/schema/index.ts';

const ROLES = ['admin', 'moderator', 'support', 'user'] as const;

/** Every staff call with a body that passes validation, and the permission it needs. */
const STAFF_CALLS: [path: string, permission: TPermission, body: () => unknown][] = [
  [PATHS.adminSubmissionList, 'creators.review', () => ({})],
  [PATHS.adminSubmissionApprove, 'creators.review', () => ({ id: randomUUID() })],
  [PATHS.adminSubmissionReject, 'creators.review', () => ({ id: randomUUID(), reason: 'not yet' })],
  [PATHS.adminSupportPairs, 'support.inbox', () => ({})],
  [PATHS.adminContactList, 'support.inbox', () => ({})],
  [PATHS.adminContactHandle, 'support.inbox', () => ({ id: randomUUID(), handled: true })],
  [PATHS.adminWithdrawalList, 'money.manage', () => ({})],
  [PATHS.adminWithdrawalApprove, 'money.manage', () => ({ id: randomUUID() })],
  [PATHS.adminWithdrawalReject, 'money.manage', () => ({ id: randomUUID(), reason: 'no' })],
  [PATHS.adminWithdrawalMarkPaid, 'money.manage', () => ({ id: randomUUID() })],
  [PATHS.adminRefund, 'money.manage', () => ({ transactionId: randomUUID() })],
  [PATHS.adminDisputeList, 'money.manage', () => ({})],
  [PATHS.adminDisputeDecide, 'money.manage', () => ({ id: randomUUID(), outcome: 'won', note: 'ok' })],
  [PATHS.adminDisputeSubmit, 'money.manage', () => ({ id: randomUUID() })],
  [PATHS.adminSetRate, 'money.manage', () => ({ currency: 'ETH', usdRate: '3100' })],
  [PATHS.adminRateList, 'money.manage', () => undefined],
  [PATHS.adminStarsRefund, 'money.manage', () => ({ id: randomUUID() })],
  [PATHS.adminNotificationAnnounce, 'notifications.announce', () => ({ text: 'Maintenance tonight' })],
  [PATHS.adminAuditList, 'audit.read', () => ({})],
];

describe(`staff access: roles, 2FA and the audit log (${TEST_DRIVER})`, () => {
  let t: TestApp;
  const staff = {} as Record<(typeof ROLES)[number], SignedInUser>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) staff[role] = await createSignedInUser(t, { role, displayName: `The ${role}` });
  });
  afterAll(() => t.close());

  it('each role is allowed exactly the calls its permissions name, and refused the others', async () => {
    const outcome: string[] = [];
    const expected: string[] = [];
    for (const [path, permission, body] of STAFF_CALLS)
      for (const role of ROLES) {
        const res = await t.post(path, body(), staff[role].auth);
        const refused = res.body.code === ERRORS.FORBIDDEN.code;
        expect(res.status, `${path} as ${role}: ${res.body.msg}`).not.toBe(500);
        outcome.push(`${role} ${path} ${refused ? 'refused' : 'allowed'}`);
        expected.push(`${role} ${path} ${can(role, permission) ? 'allowed' : 'refused'}`);
      }
    expect(outcome).toEqual(expected);
    // Not signed in: 401 everywhere.
    for (const [path, , body] of STAFF_CALLS) expectError(await t.post(path, body()), 'UNAUTHORIZED');
  });

  it('a staff member without two-factor authentication is sent to enrol, on every staff call', async () => {
    const moderator = await createSignedInUser(t, { role: 'moderator', twoFactor: false });
    const admin = await createSignedInUser(t, { role: 'admin', twoFactor: false });
    expectError(await t.post(PATHS.adminSubmissionList, {}, moderator.auth), 'TWO_FACTOR_ENROLMENT_REQUIRED');
    for (const [path, , body] of STAFF_CALLS)
      expectError(await t.post(path, body(), admin.auth), 'TWO_FACTOR_ENROLMENT_REQUIRED');
    // Their own settings still answer, so they can enrol; then the staff calls open.
    const status = await t.post<{ required: boolean; enabled: boolean }>(PATHS.twoFactorStatus, undefined, admin.auth);
    expect(status.body.data).toMatchObject({ required: true, enabled: false });
    await enrolTwoFactor(t, admin.user.id);
    expect((await t.post(PATHS.adminSubmissionList, {}, admin.auth)).status).toBe(200);
  });

  it('the audit log lists what staff did, newest first, by actor, action, target and date, a page at a time', async () => {
    const admin = await createSignedInUser(t, { role: 'admin', displayName: 'Rate Setter' });
    for (const [currency, usdRate] of [
      ['ETH', '3200'],
      ['SOL', '151'],
      ['ETH', '3300'],
    ] as const)
      expect((await t.post(PATHS.adminSetRate, { currency, usdRate }, admin.auth)).status).toBe(200);
    await t.post(PATHS.adminNotificationAnnounce, { text: 'Hello all' }, admin.auth);

    const list = (body: Record<string, unknown>, who = staff.admin) =>
      t.post<TPage<TAuditEntry>>(PATHS.adminAuditList, body, who.auth);
    const mine = (await list({ actorId: admin.user.id })).body.data.items;
    expect(mine.map((e) => [e.action, e.targetId, e.detail])).toEqual([
      ['notification.announce', expect.any(String), expect.anything()],
      ['fx_rate.set', 'ETH', '3300'],
      ['fx_rate.set', 'SOL', '151'],
      ['fx_rate.set', 'ETH', '3200'],
    ]);
    expect(mine[1]?.actor).toEqual({ id: admin.user.id, displayName: 'Rate Setter', email: null, role: 'admin' });

    const ethOnly = (await list({ actorId: admin.user.id, action: 'fx_rate.', targetId: 'ETH' })).body.data.items;
    expect(ethOnly.map((e) => e.detail)).toEqual(['3300', '3200']);
    expect((await list({ actorId: admin.user.id, targetType: 'currency' })).body.data.items).toHaveLength(3);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ actorId: admin.user.id, from: today, to: today })).body.data.items).toHaveLength(4);
    expect((await list({ actorId: admin.user.id, to: '2000-01-01' })).body.data.items).toHaveLength(0);
    expect((await list({ actorId: admin.user.id, from: '2999-01-01T00:00:00Z' })).body.data.items).toHaveLength(0);

    const first = (await list({ actorId: admin.user.id, limit: 3 })).body.data;
    expect(first.items).toHaveLength(3);
    const second = (await list({ actorId: admin.user.id, limit: 3, cursor: first.nextCursor })).body.data;
    expect(second).toEqual({ items: [mine[3]], nextCursor: null });

    expectInvalidFields(await list({ from: 'last tuesday' }), ['from']);
    expectInvalidFields(await list({ cursor: 'garbage' }), ['cursor']);
    expectInvalidFields(await list({ actorId: 'not-a-uuid' }), ['actorId']);
    expectError(await list({}, staff.moderator), 'FORBIDDEN');
  });

  it('nobody can change or remove a row of the audit log, not even with SQL', async () => {
    await t.post(PATHS.adminSetRate, { currency: 'DFS', usdRate: '0.2' }, staff.admin.auth);
    const [row] = await t.deps.db.select().from(adminActions).where(eq(adminActions.targetId, 'DFS'));
    if (!row) throw new Error('no audit row');
    await expect(
      t.deps.db.update(adminActions).set({ detail: 'forged' }).where(eq(adminActions.id, row.id)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(adminActions).where(eq(adminActions.id, row.id))).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from admin_actions`)).rejects.toThrow();
    const [still] = await t.deps.db.select().from(adminActions).where(eq(adminActions.id, row.id));
    expect(still).toEqual(row);
  });

  it('the rates page lists the table and the rates in effect', async () => {
    await t.post(PATHS.adminSetRate, { currency: 'SOL', usdRate: '160.5' }, staff.admin.auth);
    const res = await t.post<TAdminRateList>(PATHS.adminRateList, undefined, staff.admin.auth);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.items.find((r) => r.currency === 'SOL')).toMatchObject({
      usdRate: '160.5',
      source: 'admin',
      effectiveUsdRate: '160.5',
      effectiveSource: 'admin',
    });
    expect(res.body.data.items.map((r) => r.currency)).toContain('USD');
    expectInvalidFields(await t.post(PATHS.adminSetRate, { currency: 'SOL', usdRate: '-1' }, staff.admin.auth), [
      'usdRate',
    ]);
  });
});
