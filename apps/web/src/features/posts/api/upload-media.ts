/**
 * Uploads photos and videos to the creator's vault (`/media/v1/upload`, multipart, repeated field
 * `file`) with real upload progress. fetch cannot report the progress of a request body, so this one
 * call goes through XMLHttpRequest, with the request client's headers and its envelope handling.
 */
import { PATHS } from '@fanlane/contracts/api-paths';
import { REQUEST_TIMEOUT_MS } from '@fanlane/contracts/constants';
import { ERRORS } from '@fanlane/contracts/errors';
import type { ErrorName } from '@fanlane/contracts/errors';
import { IMAGE_MAX_BYTES, POST_MEDIA_MAX, VIDEO_MAX_BYTES } from '@fanlane/contracts/post-limits';
import type { TUploadResult, TVaultItem } from '@fanlane/contracts/post';
import { i18n } from '../../../i18n';
import { api, ApiError, CLIENT_ERROR_CODES, requestHeaders } from '../../../shared/lib/request';
import { creatorOptions } from './post-api';

export type UploadProgress = { loaded: number; total: number; fraction: number };

export type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** At most this many files in one batch (a post's free places). */
  maxFiles?: number;
};

export const ACCEPTED_MEDIA = 'image/*,video/*';

// What the server would say for these codes, for failures that never reached it (or its envelope).
const FALLBACK_TEXT: Partial<Record<ErrorName, string>> = {
  UPLOAD_TOO_LARGE: 'posts.upload.fileTooLarge',
  UPLOAD_UNSUPPORTED: 'posts.upload.fileUnsupported',
  UPLOAD_INVALID: 'posts.upload.failed',
};

function catalogueError(name: ErrorName, message?: string): ApiError {
  const entry = ERRORS[name];
  return new ApiError(message ?? i18n.t(FALLBACK_TEXT[name] ?? 'errors.default'), {
    code: entry.code,
    status: entry.status,
  });
}

/** "32 MB", "1.5 GB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Whatever the server would refuse anyway, refused before a byte is sent. */
export function checkFiles(files: File[], maxFiles: number = POST_MEDIA_MAX): ApiError | null {
  if (files.length === 0) return null;
  if (files.length > maxFiles) {
    return catalogueError('UPLOAD_TOO_MANY_FILES', i18n.t('posts.upload.tooMany', { max: maxFiles }));
  }
  for (const file of files) {
    const isVideo = file.type.startsWith('video/');
    if (!isVideo && !file.type.startsWith('image/')) {
      return catalogueError('UPLOAD_UNSUPPORTED', i18n.t('posts.upload.unsupported', { name: file.name }));
    }
    const max = isVideo ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
    if (file.size > max) {
      return catalogueError(
        'UPLOAD_TOO_LARGE',
        i18n.t('posts.upload.tooLarge', { name: file.name, max: formatBytes(max) }),
      );
    }
  }
  return null;
}

/** Answers without an envelope (a proxy's own 413) still get the catalogue's words. */
function mapError(error: unknown): ApiError {
  if (!(error instanceof ApiError)) return catalogueError('UPLOAD_INVALID');
  if (error.code === ERRORS.PAYLOAD_TOO_LARGE.code) return catalogueError('UPLOAD_TOO_LARGE');
  if (error.code === ERRORS.UNSUPPORTED_MEDIA_TYPE.code) return catalogueError('UPLOAD_UNSUPPORTED');
  return error;
}

/** The stored items, in the order of `files`. Rejects with an ApiError whose message can be shown as it is. */
export async function uploadMedia(files: File[], opts: UploadOptions = {}): Promise<TVaultItem[]> {
  const problem = checkFiles(files, opts.maxFiles);
  if (problem) throw problem;
  if (files.length === 0) return [];

  // The page shows the error itself, so the call is silent; a 401 still ends the session as usual.
  const requestOpts = creatorOptions({ silent: true });
  const headers = await requestHeaders(requestOpts);
  const url = PATHS.mediaUpload;
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);

  return new Promise<TVaultItem[]>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => opts.signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : totalBytes;
      const loaded = Math.min(event.loaded, total);
      opts.onProgress?.({ loaded, total, fraction: total > 0 ? loaded / total : 0 });
    };
    xhr.onload = () => {
      done();
      try {
        const result = api.settle<TUploadResult>(url, { status: xhr.status, text: xhr.responseText }, requestOpts);
        opts.onProgress?.({ loaded: totalBytes, total: totalBytes, fraction: 1 });
        resolve(result.items);
      } catch (error) {
        reject(mapError(error));
      }
    };
    const networkFailure = () => {
      done();
      reject(new ApiError(i18n.t('posts.upload.network'), { code: CLIENT_ERROR_CODES.network, status: 0 }));
    };
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    const cancelled = () => {
      done();
      reject(new ApiError('Cancelled', { code: CLIENT_ERROR_CODES.cancelled, status: 0 }));
    };
    xhr.onabort = cancelled;

    if (opts.signal?.aborted) {
      cancelled();
      return;
    }
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
