/**
 * What every upload route shares: multipart parser failures turned into the catalogue's upload
 * errors, and the single-picture reader of the avatar and cover routes. A file over its limit is
 * cut off where the limit is passed, never read to its end, and the route then closes the
 * connection (`closeOnRefusal`), so a client sending a gigabyte gets its 413 after a few megabytes.
 */
import { finished } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, appError } from '../http/app-error.ts';

/** Multipart parser failures as catalogue errors: too many parts, cut files, or a broken form. */
export function asUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return appError('UPLOAD_TOO_MANY_FILES');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return appError('UPLOAD_TOO_LARGE');
  if (err instanceof Error && !('statusCode' in err)) return appError('BAD_REQUEST', { cause: err });
  return err;
}

/** Runs `read`; on a refusal the answer says `Connection: close`, so the rest of the body is never read. */
export async function closeOnRefusal<T>(reply: FastifyReply, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    void reply.header('connection', 'close');
    throw err;
  }
}

/** The bytes of the request's one `file` part, at most `maxBytes` (UPLOAD_TOO_LARGE past them). */
export async function readOneFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } });
    if (!part) throw appError('UPLOAD_INVALID');
    const file = part.file;
    const chunks: Buffer[] = [];
    // The parser stops keeping bytes at the limit but would read on to the end of the part: the
    // file is dropped there (the limit may also have passed before anyone listened).
    let tooLarge = file.truncated;
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      tooLarge = true;
      file.destroy();
    });
    if (tooLarge) file.destroy();
    // A form cut short ends the file without its end: a premature close, the client's fault.
    await finished(file).catch((err: unknown) => {
      if (!tooLarge) throw err;
    });
    if (tooLarge || file.truncated) throw appError('UPLOAD_TOO_LARGE');
    const bytes = Buffer.concat(chunks);
    if (bytes.length === 0) throw appError('UPLOAD_INVALID');
    return bytes;
  } catch (err) {
    throw asUploadError(err);
  }
}
