import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAccountSettings } from '@fanlane/contracts/account-settings';
import type { TUserInfo } from '@fanlane/contracts/auth';
import type { TProfile } from '@fanlane/contracts/profile';
import type { TWithdrawalOptions } from '@fanlane/contracts/withdrawal';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import {
  createSignedInUser,
  expectError,
  expectInvalidFields,
  freshEmail,
  userRow,
  type SignedInUser,
} from '../../../test/fixtures.ts';

/** A checksummed address (EIP-55's own test vector) and its forms. */
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const LOWER = CHECKSUMMED.toLowerCase();
const UPPER = `0x${CHECKSUMMED.slice(2).toUpperCase()}`;
/** One letter's case flipped: mixed case whose checksum no longer matches. */
const MISCHECKSUMMED = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe(`account settings: full name, wallet address, content filter (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let member: SignedInUser;

  const settings = (user: SignedInUser = member) =>
    t.post<TAccountSettings>(PATHS.accountSettings, undefined, user.auth);
  const setName = (body: unknown, user: SignedInUser = member) =>
    t.post<TAccountSettings>(PATHS.fullNameUpdate, body, user.auth);
  const setAddress = (address: unknown, user: SignedInUser = member) =>
    t.post<TAccountSettings>(PATHS.payoutAddressUpdate, { address }, user.auth);
  const setFilter = (enabled: unknown, user: SignedInUser = member) =>
    t.post<TAccountSettings>(PATHS.sensitiveFilterUpdate, { enabled }, user.auth);

  beforeAll(async () => {
    t = await createTestApp();
    member = await createSignedInUser(t, { email: freshEmail('settler') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a new account has nothing set, the filter off and the e-mail as yet unproven', async () => {
    const res = await settings();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      email: member.user.email,
      emailVerified: false,
      firstName: null,
      lastName: null,
      payoutAddress: null,
      sensitiveFilter: false,
    });
  });

  describe('full name', () => {
    it('is saved trimmed, with inner spaces made one, in any script, and read back prefilled', async () => {
      const saved = await setName({ firstName: '  María   José ', lastName: "O'Brien-Núñez" });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ firstName: 'María José', lastName: "O'Brien-Núñez" });
      expect((await settings()).body.data).toMatchObject({ firstName: 'María José', lastName: "O'Brien-Núñez" });
      for (const [firstName, lastName] of [
        ['Юлия', 'Иванова'],
        ['美咲', '山田'],
        ['محمد', 'العلي'],
        ['Jean-Luc', 'St. John'],
      ])
        expect((await setName({ firstName, lastName })).body.data).toMatchObject({ firstName, lastName });
    });

    it('is kept composed (NFC), so the same name is stored the same way', async () => {
      const decomposed = 'Zo\u0065\u0308'; // "Zoë" with a combining diaeresis
      const saved = await setName({ firstName: decomposed, lastName: 'Ng' });
      expect(saved.body.data.firstName).toBe('Zo\u00eb');
    });

    it('refuses what is not a name: empty, digits, symbols, a leading mark, too long, missing, NUL', async () => {
      for (const [firstName, lastName, bad] of [
        ['', 'Smith', 'firstName'],
        ['   ', 'Smith', 'firstName'],
        ['Anna', '', 'lastName'],
        ['R2D2', 'Droid', 'firstName'],
        ['Anna', 'Smith<script>', 'lastName'],
        ['-Anna', 'Smith', 'firstName'],
        ['Anna', '😀', 'lastName'],
        ['A'.repeat(65), 'Smith', 'firstName'],
        ['Anna', 'B'.repeat(300), 'lastName'],
        ['An\u0000na', 'Smith', 'firstName'],
      ] as const)
        expectInvalidFields(await setName({ firstName, lastName }), [bad]);
      expectInvalidFields(await setName({ firstName: 'Anna' }), ['lastName']);
      expectInvalidFields(await setName({ firstName: 7, lastName: 'Smith' }), ['firstName']);
      // The longest allowed part is taken.
      expect((await setName({ firstName: 'A'.repeat(64), lastName: 'Smith' })).status).toBe(200);
    });

    it('is private: neither the public profile nor the user info shows it', async () => {
      await setName({ firstName: 'Secretia', lastName: 'Hiddenberg' });
      const profile = await t.post<TProfile>(PATHS.profile, { addressOrDomain: member.user.address });
      const info = await t.post<TUserInfo>(t.paths.me, undefined, member.auth);
      expect(JSON.stringify(profile.body)).not.toMatch(/Secretia|Hiddenberg/);
      expect(JSON.stringify(info.body)).not.toMatch(/Secretia|Hiddenberg/);
    });
  });

  describe('wallet address', () => {
    it('takes an all-lowercase address and keeps it checksummed', async () => {
      const saved = await setAddress(LOWER);
      expect(saved.status).toBe(200);
      expect(saved.body.data.payoutAddress).toBe(CHECKSUMMED);
      expect((await userRow(t, { id: member.user.id }))?.payoutAddress).toBe(CHECKSUMMED);
    });

    it('takes a checksummed address, an all-uppercase one, and one with spaces around', async () => {
      expect((await setAddress(CHECKSUMMED)).body.data.payoutAddress).toBe(CHECKSUMMED);
      expect((await setAddress(UPPER)).body.data.payoutAddress).toBe(CHECKSUMMED);
      expect((await setAddress(`  ${CHECKSUMMED}\n`)).body.data.payoutAddress).toBe(CHECKSUMMED);
    });

    it('refuses a mixed-case address whose checksum does not match', async () => {
      const res = await setAddress(MISCHECKSUMMED);
      expectError(res, 'WALLET_ADDRESS_CHECKSUM');
      expect(res.body.data).toEqual({ fields: [{ field: 'address', message: 'wallet_address_checksum' }] });
      expect((await settings()).body.data.payoutAddress).toBe(CHECKSUMMED);
    });

    it('refuses 39 or 41 hex characters, non-hex, no 0x, and the account’s own deposit address', async () => {
      for (const bad of [
        CHECKSUMMED.slice(0, 41),
        `${LOWER}a`,
        `0x${'g'.repeat(40)}`,
        `0X${LOWER.slice(2)}`,
        LOWER.slice(2),
        `0x ${LOWER.slice(2, 41)}`,
        'vitalik.eth',
      ])
        expectError(await setAddress(bad), 'WALLET_ADDRESS_INVALID');
      expectError(await setAddress(member.user.address.toLowerCase()), 'WALLET_ADDRESS_OWN');
      expectInvalidFields(await setAddress(12), ['address']);
      expectInvalidFields(await setAddress(`0x${'a'.repeat(200)}`), ['address']);
      expect((await settings()).body.data.payoutAddress).toBe(CHECKSUMMED);
    });

    it('a NUL byte in the address is a 422 naming it', async () => {
      const res = await setAddress(`${LOWER.slice(0, 10)}\u0000${LOWER.slice(11)}`);
      expect(res.status).toBe(422);
      expectInvalidFields(res, ['address']);
    });

    it('is the withdrawal form’s default; empty removes it', async () => {
      await setAddress(LOWER);
      const options = await t.post<TWithdrawalOptions>(PATHS.withdrawOptions, {}, member.auth);
      expect(options.body.data.savedAddress).toBe(CHECKSUMMED);
      expect((await setAddress('')).body.data.payoutAddress).toBeNull();
      expect(
        (await t.post<TWithdrawalOptions>(PATHS.withdrawOptions, {}, member.auth)).body.data.savedAddress,
      ).toBeNull();
    });
  });

  describe('sensitive-content filter', () => {
    it('is off by default, turns on and off, and reaches the user info', async () => {
      const me = () => t.post<TUserInfo>(t.paths.me, undefined, member.auth);
      expect((await me()).body.data.sensitiveFilter).toBe(false);
      expect((await setFilter(true)).body.data.sensitiveFilter).toBe(true);
      expect((await me()).body.data.sensitiveFilter).toBe(true);
      expect((await settings()).body.data.sensitiveFilter).toBe(true);
      expect((await setFilter(false)).body.data.sensitiveFilter).toBe(false);
      expect((await me()).body.data.sensitiveFilter).toBe(false);
    });

    it('takes only a boolean', async () => {
      for (const bad of ['yes', 1, null]) expectInvalidFields(await setFilter(bad), ['enabled']);
    });
  });

  it("every call is the caller's own: signed out is 401, and one account never changes another's", async () => {
    const other = await createSignedInUser(t);
    await setFilter(true, other);
    await setName({ firstName: 'Other', lastName: 'Person' }, other);
    expect((await settings()).body.data).not.toMatchObject({ firstName: 'Other' });
    for (const [path, body] of [
      [PATHS.accountSettings, undefined],
      [PATHS.fullNameUpdate, { firstName: 'A', lastName: 'B' }],
      [PATHS.payoutAddressUpdate, { address: LOWER }],
      [PATHS.sensitiveFilterUpdate, { enabled: true }],
    ] as const)
      expectError(await t.post(path, body), 'UNAUTHORIZED');
  });
});
