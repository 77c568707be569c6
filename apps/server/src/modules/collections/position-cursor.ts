/** Cursors through a collection, which is read in the creator's order rather than by time. */
import { invalidField } from '../../http/app-error.ts';

export function encodePositionCursor(position: number): string {
  return Buffer.from(`p${position}`).toString('base64url');
}

export function decodePositionCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const match = /^p(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidField('cursor', 'invalid cursor');
  return Number(match[1]);
}
