/** Builders for content tests: creators with seller headers, media rows, posts through the real call. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPost, TPostCreateRequest } from '@fanlane/contracts/post';
import type { TSubscribeRequest, TSubscription, TTier, TTierSaveRequest } from '@fanlane/contracts/subscription';
import { media, type MediaRow } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';
import { createSignedInUser, freshDomain } from './fixtures.ts';
import { keyed } from './money-fixtures.ts';

export async function createCreator(
  t: TestApp,
  label = 'maker',
  fields: Parameters<typeof createSignedInUser>[1] = {},
) {
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

/** A tier saved through the real call (defaults: "Fan club", $5.00 a month). */
export async function createTier(
  t: TestApp,
  creator: TestCreator,
  body: Partial<TTierSaveRequest> = {},
): Promise<TTier> {
  const res = await t.post<TTier>(PATHS.tierSave, { name: 'Fan club', priceCents: '500', ...body }, creator.seller);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

/** Subscribes through the real call with a fresh Idempotency-Key; the fan's wallet must cover it. */
export async function subscribeTo(
  t: TestApp,
  fanAuth: Record<string, string>,
  body: TSubscribeRequest,
): Promise<TSubscription> {
  const res = await t.post<TSubscription>(PATHS.subscribe, body, keyed(fanAuth));
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}
