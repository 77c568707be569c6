/** Builders for content tests: creators with seller headers, media rows, posts through the real call. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost, TPostCreateRequest } from '@fanlane/contracts/post';
import { media, type MediaRow } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';
import { createSignedInUser, freshDomain } from './fixtures.ts';

export async function createCreator(t: TestApp, label = 'maker', fields: Parameters<typeof createSignedInUser>[1] = {}) {
  const domain = freshDomain(label);
  const signedIn = await createSignedInUser(t, { creatorDomain: domain, displayName: label, ...fields });
  return { ...signedIn, domain, seller: { ...signedIn.auth, 'user-type': 'SELLER', 'shop-domain': domain } };
}
export type TestCreator = Awaited<ReturnType<typeof createCreator>>;

/** A media row as the upload would leave it (bytes are not needed by tests that only read URLs). */
export async function insertMedia(t: TestApp, ownerId: string, kind: 'image' | 'video' = 'image'): Promise<MediaRow> {
  const id = randomUUID();
  const [row] = await t.deps.db
    .insert(media)
    .values({
      id,
      ownerId,
      kind,
      mime: kind === 'image' ? 'image/webp' : 'video/mp4',
      width: 1600,
      height: 900,
      durationMs: kind === 'video' ? 4000 : null,
      bytes: 1234,
      storageKey: `m/${ownerId}/${id}`,
      variants: kind === 'image' ? ['sm', 'lg'] : ['poster', 'video'],
    })
    .returning();
  return row!;
}

export async function createPostAs(t: TestApp, creator: TestCreator, body: TPostCreateRequest): Promise<TPost> {
  const res = await t.post<TPost>(PATHS.postCreate, body, creator.seller);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}
