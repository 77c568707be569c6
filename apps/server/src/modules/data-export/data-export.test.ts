import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TDataExportState } from '@fanlane/contracts/account-data';
import { dataExports } from '../../db/schema/index.ts';
import { runDueJobs } from '../../jobs/jobs.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { createTestApp, TEST_DRIVER, type TestApp } from '../../../test/helpers.ts';
import { createSignedInUser, expectError, freshEmail } from '../../../test/fixtures.ts';
import { createCreator, createPostAs, insertMedia } from '../../../test/content-fixtures.ts';
import { fundWallet } from '../../../test/money-fixtures.ts';

describe(`downloading one's data (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const runJobs = async () => {
    while ((await runDueJobs(t.deps.db, jobHandlers(t.deps, t.app.log))) > 0);
  };
  const state = async (auth: Record<string, string>) =>
    (await t.post<TDataExportState>(PATHS.dataExport, undefined, auth)).body.data;
  const download = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('builds one archive with the JSON files and the media, mails a link that expires; one a day', async () => {
    const email = freshEmail('exporter');
    const creator = await createCreator(t, 'exporter', { email });
    const item = await insertMedia(t, creator.user.id);
    const bytes = Buffer.from('the original image bytes '.repeat(1000));
    await t.deps.blobs.put(`${item.storageKey}/lg.webp`, bytes);
    const post = await createPostAs(t, creator, { text: 'my post', visibility: 'public', mediaIds: [item.id] });
    await t.post(PATHS.commentAdd, { postId: post.id, text: 'my comment' }, creator.auth);
    await fundWallet(t, creator.user.id, 500n);

    expect(await state(creator.auth)).toMatchObject({
      state: 'none',
      downloadUrl: null,
      nextRequestAt: null,
      ttlHours: 72,
    });
    const asked = await t.post<TDataExportState>(PATHS.dataExportRequest, undefined, creator.auth);
    expect(asked.status, asked.body.msg).toBe(200);
    expect(asked.body.data.state).toBe('queued');
    expectError(await t.post(PATHS.dataExportRequest, undefined, creator.auth), 'DATA_EXPORT_IN_PROGRESS');

    await runJobs();
    const ready = await state(creator.auth);
    expect(ready.state).toBe('ready');
    expect(ready.expiresAt! - ready.readyAt!).toBe(72 * 3_600_000);
    expect(ready.downloadUrl).toContain(`${PATHS.dataExportFile}?id=${ready.id}&token=`);
    const mail = t.smtp.lastTo(email) ?? '';
    expect(mail).toContain('Download your data');
    expect(mail).toContain(`id=${ready.id}`);

    const res = await download(ready.downloadUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'blocks.json',
        'comments.json',
        'follows.json',
        'likes.json',
        'media.json',
        'messages.json',
        'payments.json',
        'posts.json',
        'profile.json',
        'subscriptions.json',
        `media/${item.id}.webp`,
      ].sort(),
    );
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(read('profile.json')).toMatchObject({ id: creator.user.id, email, creatorDomain: creator.domain });
    expect(read('posts.json')).toEqual([
      expect.objectContaining({ id: post.id, text: 'my post', mediaIds: [item.id] }),
    ]);
    expect(read('comments.json')).toEqual([expect.objectContaining({ postId: post.id, text: 'my comment' })]);
    expect(read('payments.json')).toEqual([expect.objectContaining({ currency: 'USD', amountMinor: '500' })]);
    expect(Buffer.from(files[`media/${item.id}.webp`]!).equals(bytes)).toBe(true);

    // Without the token, the owner's session opens it; another user's session does not, nor a wrong token.
    const bare = `${PATHS.dataExportFile}?id=${ready.id}`;
    expect((await download(bare, creator.auth)).statusCode).toBe(200);
    const stranger = await createSignedInUser(t, { email: freshEmail('stranger') });
    const refused = await download(bare, stranger.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: number }>().code).toBe(1012523);
    expect((await download(bare)).statusCode).toBe(403);
    expect((await download(`${bare}&token=${'0'.repeat(64)}`)).statusCode).toBe(403);

    // One a day.
    const again = await t.post(PATHS.dataExportRequest, undefined, creator.auth);
    expectError(again, 'DATA_EXPORT_TOO_SOON');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // The link expires; the prune sweep removes the file.
    await t.deps.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id!));
    const expired = await download(ready.downloadUrl!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ code: number }>().code).toBe(1012522);
    expect((await state(creator.auth)).state).toBe('expired');
  });
});
