/** Keyset cursors over (time, id), newest first: opaque to clients, checked on the way in. */
import { invalidField } from '../http/app-error.ts';
import { isUuid } from './uuid.ts';

export type TimeCursor = { at: Date; id: string };

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.getTime()}_${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): TimeCursor | null {
  if (cursor === undefined) return null;
  const [ms, id] = Buffer.from(cursor, 'base64url').toString().split('_');
  const at = new Date(Number(ms));
  if (!ms || !/^\d{1,15}$/.test(ms) || Number.isNaN(at.getTime()) || !id || !isUuid(id))
    throw invalidField('cursor', 'invalid cursor');
  return { at, id };
}

/** Rows are fetched `limit + 1` at a time; the extra one only says whether there is a next page. */
export function pageOf<T, R>(
  rows: R[],
  limit: number,
  key: (row: R) => TimeCursor,
  map: (rows: R[]) => T[] | Promise<T[]>,
) {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return Promise.resolve(map(kept)).then((items) => ({
    items,
    nextCursor: more && last ? encodeCursor(key(last).at, key(last).id) : null,
  }));
}
