import { z } from 'zod';

/** Cursor pagination shared by every list call: pass back `nextCursor` until it is null. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;

export const ZCursorRequest = z.object({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
export type TCursorRequest = z.infer<typeof ZCursorRequest>;

export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type TPage<T> = { items: T[]; nextCursor: string | null };
