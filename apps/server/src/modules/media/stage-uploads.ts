/**
 * The multipart half of an upload: each `file` part is streamed to a temp file while its bytes are
 * counted and its first bytes sniffed, so a file of the wrong type or over its size limit is cut
 * off as soon as that is known. On any failure every temp file of the request is removed.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { POST_MEDIA_MAX } from '@fanlane/contracts/post';
import type { Config } from '../../config.ts';
import { appError } from '../../http/app-error.ts';
import { asUploadError } from '../../media/read-upload.ts';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from '../../media/sniff-media.ts';

export type StagedUpload = { tmpPath: string; bytes: number; type: SniffedMedia; originalName: string | null };

type Limits = { image: number; video: number };

export const uploadTmpDir = (config: Config) => path.join(config.dataDir, 'tmp');

export async function removeStaged(files: StagedUpload[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.tmpPath, { force: true })));
}

/** Counts, sniffs and enforces the per-type limit on the way through. */
function inspector(limits: Limits) {
  let head = Buffer.alloc(0);
  let type: SniffedMedia | undefined;
  let bytes = 0;
  const decide = () => {
    type = sniffMedia(head);
    if (!type) throw appError('UPLOAD_UNSUPPORTED');
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        bytes += chunk.length;
        if (!type) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
          if (head.length >= SNIFF_BYTES) decide();
        }
        if (type && bytes > limits[type.kind]) throw appError('UPLOAD_TOO_LARGE');
        done(null, chunk);
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        if (bytes === 0) throw appError('UPLOAD_INVALID');
        if (!type) decide();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  return { stream, result: () => ({ bytes, type: type as SniffedMedia }) };
}

async function stageOne(part: MultipartFile, dir: string, limits: Limits): Promise<StagedUpload> {
  const tmpPath = path.join(dir, `${randomUUID()}.upload`);
  const inspect = inspector(limits);
  const out = createWriteStream(tmpPath, { flags: 'wx' });
  try {
    await pipeline(part.file, inspect.stream, out);
    // A file the parser cut is too large, never accepted short.
    if (part.file.truncated) throw appError('UPLOAD_TOO_LARGE');
    return { tmpPath, ...inspect.result(), originalName: part.filename ? part.filename.slice(0, 255) : null };
  } catch (err) {
    // A refusal can come while the file is still being opened: the destroyed stream opens it, then
    // closes it. Removing it before then would leave it behind.
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    await rm(tmpPath, { force: true });
    throw err;
  }
}

/** Every `file` part of the request on disk, in order; other parts are read and ignored. */
export async function stageUploads(req: FastifyRequest, config: Config): Promise<StagedUpload[]> {
  const limits = { image: config.mediaImageMaxBytes, video: config.mediaVideoMaxBytes };
  const dir = uploadTmpDir(config);
  await mkdir(dir, { recursive: true });
  const staged: StagedUpload[] = [];
  try {
    const parts = req.parts({
      limits: {
        files: POST_MEDIA_MAX,
        // One byte past the largest limit: the inspector refuses the file as that byte arrives.
        // At the parser's own limit the file would only end with the whole body, read to its end.
        fileSize: Math.max(limits.image, limits.video) + 1,
        fields: 10,
        parts: POST_MEDIA_MAX + 10,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      staged.push(await stageOne(part, dir, limits));
    }
    if (staged.length === 0) throw appError('UPLOAD_INVALID');
    return staged;
  } catch (err) {
    // The parser stops reading at the first refusal; the rest of the body is discarded so the
    // connection is not left half-read (the route also closes it after the answer).
    req.raw.resume();
    await removeStaged(staged);
    throw asUploadError(err);
  }
}
