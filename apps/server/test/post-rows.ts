/** Posts written straight into the table, for tests that need exact times and counters. */
import { posts, type PostRow } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';

export type PostRowFields = Partial<Omit<typeof posts.$inferInsert, 'creatorId'>>;

/** A published public post one minute old unless told otherwise; publishAt is always set here. */
export async function insertPost(t: TestApp, creatorId: string, fields: PostRowFields = {}): Promise<PostRow> {
  const [row] = await t.deps.db
    .insert(posts)
    .values({
      visibility: 'public',
      status: 'published',
      text: 'a post',
      ...fields,
      creatorId,
      publishAt: fields.publishAt ?? new Date(Date.now() - 60_000),
    })
    .returning();
  return row!;
}

/** `n` minutes ago (or ahead, for negative n). */
export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
