import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TAdminKycApplication, TAdminKycList, TKycDetail } from '@fanlane/contracts/kyc';
import { adminActions, kycApplications, kycDocuments, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, expectInvalidFields, freshEmail } from '../../../test/fixtures.ts';
import { filesUnder } from '../../../test/media-test-kit.ts';
import { kycFields, kycFiles, kycPictures, submitKyc } from '../../../test/kyc-fixtures.ts';
import { keyIdOf, keyringOf, makeKeyring, openDocument, sealDocument } from './document-cipher.ts';
import { deleteExpiredKycDocuments, expireKycApprovals, reencryptKycDocuments } from './kyc-sweeps.ts';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

const IMAGE_MAGIC = [
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('RIFF'),
  Buffer.from('WEBP'),
  Buffer.from('Exif'),
];

describe(`identity verification (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let admin: Person;
  let moderator: Person;
  const blobsDir = () => path.join(t.config.dataDir, 'blobs', 'kyc');
  const kycBlobs = async () => (await filesUnder(blobsDir()).catch(() => [])).filter((f) => !f.endsWith('.tmp'));
  const detail = (auth: Record<string, string>) => t.post<TKycDetail>(PATHS.kycDetail, undefined, auth);
  const kycStatusOf = async (userId: string) =>
    (await t.deps.db.select({ s: users.kycStatus }).from(users).where(eq(users.id, userId)))[0]!.s;
  const actionsOn = (targetId: string) =>
    t.deps.db.select().from(adminActions).where(eq(adminActions.targetId, targetId));
  const applicant = () => createSignedInUser(t, { email: freshEmail('kyc') });

  beforeAll(async () => {
    t = await createTestApp({ MEDIA_IMAGE_MAX_BYTES: '400000' });
    admin = await createSignedInUser(t, { email: freshEmail('admin'), role: 'admin' });
    moderator = await createSignedInUser(t, { email: freshEmail('mod') });
    await t.deps.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
  });
  afterAll(() => t.close());

  it('asks for a signed-in caller', async () => {
    expectError(await detail({}), 'UNAUTHORIZED');
    expectError(await submitKyc(t, {}, { fields: kycFields(), files: await kycFiles() }), 'UNAUTHORIZED');
  });

  it('shows a newcomer that nothing was started', async () => {
    const fan = await applicant();
    const res = await detail(fan.auth);
    expect(res.body.data).toEqual({
      state: 'none',
      application: null,
      provider: 'manual',
      hostedUrl: null,
      canSubmit: true,
    });
  });

  it('refuses bad applications and stores nothing', async () => {
    const fan = await applicant();
    const files = await kycFiles();
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    expectError(
      await submitKyc(t, fan.auth, { fields: kycFields({ dateOfBirth: seventeen }), files }),
      'KYC_UNDER_AGE',
    );
    expectInvalidFields(
      await submitKyc(t, fan.auth, {
        fields: kycFields({ dateOfBirth: '1990-02-31', country: 'XX', documentType: 'library_card', legalName: 'M' }),
        files,
      }),
      ['legalName', 'dateOfBirth', 'country', 'documentType'],
    );
    const noBack = files.filter((f) => f.field !== 'documentBack');
    const missing = await submitKyc(t, fan.auth, { fields: kycFields(), files: noBack });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      code: 1012453,
      msg: 'A picture is missing: documentBack.',
      data: { field: 'documentBack' },
    });
    const withText = files.map((f) =>
      f.field === 'selfie' ? { ...f, bytes: Buffer.from('not a picture at all') } : f,
    );
    expectError(await submitKyc(t, fan.auth, { fields: kycFields(), files: withText }), 'UPLOAD_UNSUPPORTED');
    const truncated = files.map((f) => (f.field === 'documentFront' ? { ...f, bytes: f.bytes.subarray(0, 200) } : f));
    expectError(await submitKyc(t, fan.auth, { fields: kycFields(), files: truncated }), 'UPLOAD_INVALID');
    const huge = files.map((f) => (f.field === 'selfie' ? { ...f, bytes: randomBytes(500_000) } : f));
    expectError(await submitKyc(t, fan.auth, { fields: kycFields(), files: huge }), 'UPLOAD_TOO_LARGE');
    const [front, back] = files;
    const twice = [front!, front!, back!];
    expectError(await submitKyc(t, fan.auth, { fields: kycFields(), files: twice }), 'KYC_UPLOAD_UNEXPECTED');
    const stranger = [front!, back!, { field: 'passportScan', bytes: front!.bytes }];
    expectError(await submitKyc(t, fan.auth, { fields: kycFields(), files: stranger }), 'KYC_UPLOAD_UNEXPECTED');
    expectError(
      await submitKyc(t, fan.auth, { fields: kycFields(), files: [...files, front!] }),
      'UPLOAD_TOO_MANY_FILES',
    );
    const json = await t.post(PATHS.kycSubmit, kycFields(), fan.auth);
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect((await detail(fan.auth)).body.data.state).toBe('none');
    expect(await kycStatusOf(fan.user.id)).toBe('none');
    expect(await t.deps.db.select().from(kycApplications).where(eq(kycApplications.userId, fan.user.id))).toEqual([]);
    expect(await kycBlobs()).toEqual([]);
  });

  it('keeps the pictures encrypted, without metadata, readable only through the review', async () => {
    const fan = await applicant();
    const sent = await submitKyc(t, fan.auth, { fields: kycFields({ country: 'fr' }), files: await kycFiles() });
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data).toMatchObject({
      state: 'submitted',
      canSubmit: false,
      application: { legalName: 'Mia Maker', dateOfBirth: '1990-04-21', country: 'FR', documentType: 'id_card' },
    });
    expect(await kycStatusOf(fan.user.id)).toBe('pending');
    const id = sent.body.data.application!.id;
    expectError(
      await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() }),
      'KYC_ALREADY_SUBMITTED',
    );

    const docs = await t.deps.db.select().from(kycDocuments).where(eq(kycDocuments.applicationId, id));
    expect(docs.map((d) => d.kind).sort()).toEqual(['back', 'front', 'selfie']);
    const ring = keyringOf(t.config);
    for (const doc of docs) {
      expect(doc.keyId).toBe(ring.current!.id);
      expect(doc.blobKey.startsWith(`kyc/${id}/`)).toBe(true);
      const onDisk = await readFile(path.join(t.config.dataDir, 'blobs', doc.blobKey));
      for (const magic of IMAGE_MAGIC)
        expect(onDisk.includes(magic), `${doc.kind} holds ${magic.toString('hex')}`).toBe(false);
      const plain = openDocument(ring, doc.id, doc.keyId, onDisk);
      const meta = await sharp(plain).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }

    const list = await t.post<TAdminKycList>(PATHS.adminKycList, {}, admin.auth);
    const row = list.body.data.items.find((a) => a.id === id);
    expect(row).toMatchObject({
      status: 'submitted',
      applicant: { id: fan.user.id },
      documents: ['back', 'front', 'selfie'],
    });

    const read = await t.app.inject({
      method: 'POST',
      url: PATHS.adminKycDocument,
      payload: { id, kind: 'selfie' },
      headers: admin.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.headers['cache-control']).toContain('no-store');
    expect((await sharp(read.rawPayload).metadata()).format).toBe('webp');
    const selfie = docs.find((d) => d.kind === 'selfie')!;
    expect(await actionsOn(selfie.id)).toMatchObject([
      { adminId: admin.user.id, action: 'kyc.document.read', targetType: 'kyc_document', detail: 'selfie' },
    ]);

    // One changed byte on disk: refused, never sent.
    const file = path.join(t.config.dataDir, 'blobs', selfie.blobKey);
    const original = await readFile(file);
    const tampered = Buffer.from(original);
    tampered[tampered.length - 5]! ^= 0x01;
    await writeFile(file, tampered);
    expectError(await t.post(PATHS.adminKycDocument, { id, kind: 'selfie' }, admin.auth), 'KYC_DOCUMENT_UNREADABLE');
    await writeFile(file, original);
  });

  it('keeps the review to staff holding kyc.review', async () => {
    const fan = await applicant();
    const sent = await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() });
    const id = sent.body.data.application!.id;
    for (const who of [fan, moderator]) {
      expectError(await t.post(PATHS.adminKycList, {}, who.auth), 'FORBIDDEN');
      expectError(await t.post(PATHS.adminKycDetail, { id }, who.auth), 'FORBIDDEN');
      expectError(await t.post(PATHS.adminKycDocument, { id, kind: 'front' }, who.auth), 'FORBIDDEN');
      expectError(await t.post(PATHS.adminKycApprove, { id }, who.auth), 'FORBIDDEN');
      expectError(await t.post(PATHS.adminKycReject, { id, reason: 'Blurry photo' }, who.auth), 'FORBIDDEN');
    }
    expectError(await t.post(PATHS.adminKycList, {}, {}), 'UNAUTHORIZED');
    expect((await detail(fan.auth)).body.data.state).toBe('submitted');
    expect(await actionsOn(id)).toEqual([]);
  });

  it('rejects with a reason, takes a resubmission, approves it, then refuses another', async () => {
    const fan = await applicant();
    const first = await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() });
    const id = first.body.data.application!.id;
    expectError(await t.post(PATHS.adminKycDetail, { id: crypto.randomUUID() }, admin.auth), 'KYC_NOT_FOUND');
    const rejected = await t.post<TAdminKycApplication>(
      PATHS.adminKycReject,
      { id, reason: 'The selfie does not show the document.' },
      admin.auth,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decidedBy: admin.user.id });
    expectError(await t.post(PATHS.adminKycApprove, { id }, admin.auth), 'KYC_NOT_PENDING');
    expect(await kycStatusOf(fan.user.id)).toBe('rejected');
    expect((await detail(fan.auth)).body.data).toMatchObject({
      state: 'rejected',
      canSubmit: true,
      application: { rejectReason: 'The selfie does not show the document.' },
    });
    expect(await actionsOn(id)).toMatchObject([
      { action: 'kyc.reject', detail: 'The selfie does not show the document.' },
    ]);

    // A passport has no back.
    const p = await kycPictures();
    const again = await submitKyc(t, fan.auth, {
      fields: kycFields({ documentType: 'passport' }),
      files: [
        { field: 'documentFront', bytes: p.front },
        { field: 'selfie', bytes: p.selfie },
      ],
    });
    expect(again.status, again.body.msg).toBe(200);
    const second = again.body.data.application!.id;
    expect(second).not.toBe(id);
    const approved = await t.post<TAdminKycApplication>(PATHS.adminKycApprove, { id: second }, admin.auth);
    expect(approved.body.data).toMatchObject({ status: 'approved', documents: ['front', 'selfie'] });
    expect(approved.body.data.expiresAt).not.toBeNull();
    expect(await kycStatusOf(fan.user.id)).toBe('approved');
    expect(await actionsOn(second)).toMatchObject([{ action: 'kyc.approve', adminId: admin.user.id }]);
    expectError(await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() }), 'KYC_ALREADY_VERIFIED');
  });

  it('deletes the documents after the retention and keeps the decision', async () => {
    const fan = await applicant();
    const sent = await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() });
    const id = sent.body.data.application!.id;
    await t.post(PATHS.adminKycApprove, { id }, admin.auth);
    expect(await deleteExpiredKycDocuments(t.deps)).toBe(0);
    const later = new Date(Date.now() + t.config.kyc.retentionMs + 60_000);
    expect(await deleteExpiredKycDocuments(t.deps, later)).toBeGreaterThanOrEqual(1);
    expect(await t.deps.db.select().from(kycDocuments).where(eq(kycDocuments.applicationId, id))).toEqual([]);
    expect((await kycBlobs()).filter((f) => f.includes(id))).toEqual([]);
    const kept = await t.post<TAdminKycApplication>(PATHS.adminKycDetail, { id }, admin.auth);
    expect(kept.body.data).toMatchObject({ status: 'approved', documentsDeleted: true, documents: [] });
    expectError(await t.post(PATHS.adminKycDocument, { id, kind: 'front' }, admin.auth), 'KYC_DOCUMENT_GONE');
    expect(await kycStatusOf(fan.user.id)).toBe('approved');
  });

  it('lets an approval expire, which stops payouts until a new verification', async () => {
    const fan = await applicant();
    const sent = await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() });
    const id = sent.body.data.application!.id;
    await t.post(PATHS.adminKycApprove, { id }, admin.auth);
    await t.deps.db
      .update(kycApplications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(kycApplications.id, id));
    expect((await detail(fan.auth)).body.data).toMatchObject({ state: 'expired', canSubmit: true });
    expect(await expireKycApprovals(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await kycStatusOf(fan.user.id)).toBe('none');
    const renewed = await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() });
    expect(renewed.body.data.state).toBe('submitted');
  });

  it('re-seals every document with a new key, and the old key alone no longer opens them', async () => {
    const fan = await applicant();
    const sent = await submitKyc(t, fan.auth, { fields: kycFields(), files: await kycFiles() });
    const id = sent.body.data.application!.id;
    const oldKey = keyringOf(t.config).current!.key;
    const newKey = randomBytes(32);
    const rotated = {
      ...t.deps,
      config: { ...t.config, kyc: { ...t.config.kyc, encryptionKey: newKey, oldKeys: [oldKey] } },
    };
    const before = await kycBlobs();
    expect(await reencryptKycDocuments(rotated)).toBeGreaterThanOrEqual(3);
    expect(await reencryptKycDocuments(rotated)).toBe(0);
    const docs = await t.deps.db.select().from(kycDocuments).where(eq(kycDocuments.applicationId, id));
    expect(new Set(docs.map((d) => d.keyId))).toEqual(new Set([keyIdOf(newKey)]));
    const after = await kycBlobs();
    expect(after.length).toBe(before.length);
    expect(after.some((f) => before.includes(f))).toBe(false);
    const onlyOld = makeKeyring(oldKey);
    const onlyNew = makeKeyring(newKey);
    for (const doc of docs) {
      const sealed = await readFile(path.join(t.config.dataDir, 'blobs', doc.blobKey));
      expect(() => openDocument(onlyOld, doc.id, doc.keyId, sealed)).toThrow();
      expect((await sharp(openDocument(onlyNew, doc.id, doc.keyId, sealed)).metadata()).format).toBe('webp');
    }
    // Move them back so the rest of the file reads with the app's own key.
    const back = {
      ...t.deps,
      config: { ...t.config, kyc: { ...t.config.kyc, encryptionKey: oldKey, oldKeys: [newKey] } },
    };
    await reencryptKycDocuments(back);
    const [front] = await t.deps.db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.applicationId, id), eq(kycDocuments.kind, 'front')));
    expect(front!.keyId).toBe(keyIdOf(oldKey));
  });
});

describe('document cipher', () => {
  const ring = makeKeyring(randomBytes(32));
  const picture = Buffer.from('a picture of a passport');

  it('opens what it sealed, for the same document only', () => {
    const { keyId, sealed } = sealDocument(ring, 'doc-1', picture);
    expect(sealed.includes(picture)).toBe(false);
    expect(openDocument(ring, 'doc-1', keyId, sealed)).toEqual(picture);
    expect(() => openDocument(ring, 'doc-2', keyId, sealed)).toThrow('kyc_document_unreadable');
  });

  it('refuses a changed byte, a cut file and an unknown key', () => {
    const { keyId, sealed } = sealDocument(ring, 'doc-1', picture);
    for (const at of [0, 5, 20, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at]! ^= 0x80;
      expect(() => openDocument(ring, 'doc-1', keyId, changed)).toThrow('kyc_document_unreadable');
    }
    expect(() => openDocument(ring, 'doc-1', keyId, sealed.subarray(0, 20))).toThrow('kyc_document_unreadable');
    expect(() => openDocument(ring, 'doc-1', 'ffffffffffffffff', sealed)).toThrow('kyc_document_unreadable');
  });

  it('refuses to seal without a key', () => {
    expect(() => sealDocument(makeKeyring(null), 'doc-1', picture)).toThrow('kyc_not_configured');
  });
});
