/** Cursors through creator search, which is ordered by followers, then domain. */
import { invalidField } from '../../http/app-error.ts';
import type { RankCursor } from './discover-repo.ts';

export function encodeRankCursor(c: RankCursor): string {
  return Buffer.from(`${c.followers}_${c.domain}`).toString('base64url');
}

export function decodeRankCursor(cursor: string | undefined): RankCursor | null {
  if (cursor === undefined) return null;
  const match = /^(\d{1,12})_([a-z0-9_]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidField('cursor', 'invalid cursor');
  return { followers: Number(match[1]), domain: match[2]! };
}
