/**
 * Payout methods: a creator sets an address per network and a bank account, sees them back (the
 * IBAN shortened), replaces and deletes them; every malformed, wrong-checksum or wrong-network
 * address, bad IBAN or BIC is refused with the field at fault and nothing saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { isIban, type TPayoutMethod, type TPayoutMethodSaveRequest } from '@fanlane/contracts/payout';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields } from '../../../test/fixtures.ts';
import { createCreator, type TestCreator } from '../../../test/content-fixtures.ts';

/** EIP-55's own example, and the same address with one letter's case flipped. */
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BAD_CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
/** Wrapped SOL's mint: a real 32-byte key. */
const SOLANA = 'So11111111111111111111111111111111111111112';
const BANK = {
  kind: 'bank',
  holderName: 'Maya Stone',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  bankName: 'Commerzbank',
} as const;

describe(`payout methods (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let creator: TestCreator;

  const list = async (who: TestCreator = creator) => {
    const res = await t.post<TPayoutMethod[]>(PATHS.payoutMethodList, {}, who.seller);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const save = (body: TPayoutMethodSaveRequest, who: TestCreator = creator) =>
    t.post<TPayoutMethod>(PATHS.payoutMethodSave, body, who.seller);

  beforeAll(async () => {
    t = await createTestApp();
    creator = await createCreator(t, 'payee');
  });
  afterAll(() => t.close());

  it('keeps one address per network and one bank account, replaced when saved again', async () => {
    const lower = await save({ kind: 'crypto', network: 'ethereum', address: CHECKSUMMED.toLowerCase() });
    expect(lower.status, lower.body.msg).toBe(200);
    // Stored in its checksummed form, whatever case it came in.
    expect(lower.body.data).toMatchObject({ kind: 'crypto', network: 'ethereum', address: CHECKSUMMED });
    expect((await save({ kind: 'crypto', network: 'solana', address: SOLANA })).status).toBe(200);
    const bank = await save(BANK);
    expect(bank.body.data).toMatchObject({
      kind: 'bank',
      network: null,
      holderName: 'Maya Stone',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      ibanLast4: '3000',
    });
    expect(JSON.stringify(bank.body)).not.toContain('3704');

    const again = await save({ kind: 'crypto', network: 'ethereum', address: CHECKSUMMED });
    expect(again.body.data.id).toBe(lower.body.data.id);
    const methods = await list();
    expect(methods.map((m) => [m.kind, m.network ?? ''])).toEqual([
      ['bank', ''],
      ['crypto', 'ethereum'],
      ['crypto', 'solana'],
    ]);

    const deleted = await t.post(PATHS.payoutMethodDelete, { id: bank.body.data.id }, creator.seller);
    expect(deleted.status, deleted.body.msg).toBe(200);
    expect((await list()).map((m) => m.kind)).toEqual(['crypto', 'crypto']);
    expectError(await t.post(PATHS.payoutMethodDelete, { id: bank.body.data.id }, creator.seller), 'NOT_FOUND');
  });

  it("refuses bad addresses, IBANs and BICs with the field at fault, and never touches another's methods", async () => {
    const other = await createCreator(t, 'payee2');
    const cases: [TPayoutMethodSaveRequest, string][] = [
      [{ kind: 'crypto', network: 'ethereum', address: BAD_CHECKSUM }, 'address'],
      [{ kind: 'crypto', network: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA' }, 'address'],
      [{ kind: 'crypto', network: 'ethereum', address: SOLANA }, 'address'],
      [{ kind: 'crypto', network: 'solana', address: CHECKSUMMED }, 'address'],
      // Base58 of the right length for the format, but 34 bytes once decoded.
      [{ kind: 'crypto', network: 'solana', address: '1111111111111111111111111111111111' }, 'address'],
      [{ ...BANK, iban: 'DE89 3704 0044 0532 0130 01' }, 'iban'],
      [{ ...BANK, bic: 'COBA' }, 'bic'],
      [{ ...BANK, holderName: ' ' }, 'holderName'],
    ];
    for (const [body, field] of cases) expectInvalidFields(await save(body, other), [field]);
    expectInvalidFields(
      await t.post(PATHS.payoutMethodSave, { kind: 'crypto', network: 'bitcoin', address: 'x' }, other.seller),
      ['network'],
    );
    expect(await list(other)).toEqual([]);

    const mine = (await list())[0]!;
    expectError(await t.post(PATHS.payoutMethodDelete, { id: mine.id }, other.seller), 'NOT_FOUND');
    expect((await list()).map((m) => m.id)).toContain(mine.id);
    const fan = await createSignedInUser(t);
    expectError(await t.post(PATHS.payoutMethodList, {}, fan.auth), 'NOT_A_CREATOR');
  });

  it('checks IBANs by their mod-97 digits', () => {
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('gb82west12345698765432')).toBe(true);
    expect(isIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isIban('GB82')).toBe(false);
  });
});
