/** The keyset condition of a newest-first list after a cursor: older rows, or as old with a smaller id. */
import { and, eq, lt, or, type Column } from 'drizzle-orm';
import type { TimeCursor } from '../lib/cursor.ts';

export const olderThan = (createdAt: Column, id: Column, cursor: TimeCursor | null) =>
  cursor ? or(lt(createdAt, cursor.at), and(eq(createdAt, cursor.at), lt(id, cursor.id))) : undefined;
