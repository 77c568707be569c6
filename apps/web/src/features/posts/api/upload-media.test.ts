import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import { ERRORS } from '@fanlane/contracts/errors';
import { IMAGE_MAX_BYTES } from '@fanlane/contracts/post-limits';
import { ApiError, CLIENT_ERROR_CODES, resetRequestHooks, setRequestHooks } from '../../../shared/lib/request';
import { initialUserData, useUserStore } from '../../../shared/stores/user-store';
import '../../../i18n';
import { vaultItem } from '../../../../test/post-fixtures';
import { FakeXhr, sentXhr as sent } from '../../../../test/fake-xhr';
import { uploadMedia } from './upload-media';
import type { UploadProgress } from './upload-media';

function file(name: string, type: string, size = 10): File {
  const f = new File(['x'.repeat(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(f, 'size', { value: size });
  return f;
}

const onUnauthorized = vi.fn();
const alert = vi.fn();

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onUnauthorized.mockReset();
  alert.mockReset();
  setRequestHooks({
    getToken: () => 'token-1',
    getHeaders: () => ({ 'User-Type': 'BUYER', locale: 'en' }),
    onUnauthorized,
    alert,
  });
  useUserStore.setState({
    ...initialUserData(),
    info: {
      address: '0x1',
      creatorDomain: 'maya',
      imageDisplayRatio: 'blur-15px',
      email: null,
      displayName: 'Maya',
      avatar: null,
      role: 'user',
      emailVerified: false,
      sensitiveFilter: false,
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestHooks();
});

describe('uploading to the vault', () => {
  it('sends every file as `file` with the seller headers and reports progress up to the end', async () => {
    const progress: UploadProgress[] = [];
    const files = [file('a.jpg', 'image/jpeg'), file('b.mp4', 'video/mp4')];
    const done = uploadMedia(files, { onProgress: (p) => progress.push(p) });
    const xhr = await sent();

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(PATHS.mediaUpload);
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'User-Type': 'SELLER',
      'Shop-Domain': 'maya',
      locale: 'en',
    });
    expect((xhr.body as FormData).getAll('file').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.mp4']);

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    const items = [vaultItem(), vaultItem({ kind: 'video' })];
    xhr.answer(200, { success: true, code: 0, msg: '', data: { items } });

    await expect(done).resolves.toEqual(items);
    expect(progress.map((p) => p.fraction)).toEqual([0.25, 1, 1]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('passes the catalogue message of a refused upload on, without the global alert', async () => {
    const done = uploadMedia([file('a.jpg', 'image/jpeg')]);
    const xhr = await sent();
    xhr.answer(400, {
      success: false,
      code: ERRORS.UPLOAD_TOO_MANY_PIXELS.code,
      msg: 'The image is too large in pixels.',
      data: null,
    });
    await expect(done).rejects.toMatchObject({
      code: ERRORS.UPLOAD_TOO_MANY_PIXELS.code,
      message: 'The image is too large in pixels.',
    });
    expect(alert).not.toHaveBeenCalled();
  });

  it("a proxy's bare 413 becomes the catalogue's file-too-large error", async () => {
    const done = uploadMedia([file('a.jpg', 'image/jpeg')]);
    (await sent()).answer(413, '<html>413 Request Entity Too Large</html>');
    await expect(done).rejects.toMatchObject({ code: ERRORS.UPLOAD_TOO_LARGE.code, message: 'The file is too large.' });
  });

  it('a 401 ends the session through the hooks like any other call', async () => {
    const done = uploadMedia([file('a.jpg', 'image/jpeg')]);
    (await sent()).answer(401, { success: false, code: 401, msg: 'Unauthorized', data: null });
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a lost connection rejects with a network error', async () => {
    const done = uploadMedia([file('a.jpg', 'image/jpeg')]);
    (await sent()).onerror?.();
    await expect(done).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.network });
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const done = uploadMedia([file('a.jpg', 'image/jpeg')], { signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    await expect(done).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.cancelled });
    expect(xhr.aborted).toBe(true);
  });

  it('refuses what the server would refuse before sending a byte', async () => {
    await expect(uploadMedia([file('notes.txt', 'text/plain')])).rejects.toMatchObject({
      code: ERRORS.UPLOAD_UNSUPPORTED.code,
      message: 'notes.txt is not a photo or a video.',
    });
    await expect(uploadMedia([file('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1)])).rejects.toMatchObject({
      code: ERRORS.UPLOAD_TOO_LARGE.code,
      message: 'huge.jpg is larger than 32 MB.',
    });
    await expect(
      uploadMedia([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], { maxFiles: 1 }),
    ).rejects.toMatchObject({
      code: ERRORS.UPLOAD_TOO_MANY_FILES.code,
    });
    expect(FakeXhr.last).toBeNull();
  });
});
