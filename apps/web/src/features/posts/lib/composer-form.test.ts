import { describe, expect, it } from 'vitest';
import { ZPostCreateRequest } from '@fanlane/contracts/post';
import {
  composerFromPost,
  composerRequest,
  emptyComposer,
  fromLocalInput,
  serverFieldErrors,
  toLocalInput,
  validateComposer,
} from './composer-form';
import type { ComposerState } from './composer-form';
import { image, post } from '../../../../test/post-fixtures';

const NOW = Date.parse('2026-04-10T12:00:00Z');
const DAY = 86_400_000;
const withText = (extra: Partial<ComposerState> = {}): ComposerState => ({
  ...emptyComposer(),
  text: 'Hello fans',
  ...extra,
});
const keys = (state: ComposerState) =>
  Object.fromEntries(Object.entries(validateComposer(state, NOW)).map(([field, error]) => [field, error.key]));

describe('the composer checks', () => {
  it('a post needs text or a file', () => {
    expect(keys(emptyComposer())).toEqual({ text: 'posts.composer.errors.empty' });
    expect(keys({ ...emptyComposer(), text: '   ' })).toEqual({ text: 'posts.composer.errors.empty' });
    expect(keys({ ...emptyComposer(), media: [{ id: 'm', kind: 'image', thumbUrl: '', durationMs: null }] })).toEqual(
      {},
    );
  });

  it('text is at most 5000 characters', () => {
    expect(keys(withText({ text: 'a'.repeat(5000) }))).toEqual({});
    expect(keys(withText({ text: 'a'.repeat(5001) }))).toEqual({ text: 'posts.composer.errors.textTooLong' });
  });

  it('a pay-per-view post needs a price between $1.00 and $1,000.00', () => {
    expect(keys(withText({ visibility: 'ppv', price: '' }))).toEqual({ price: 'posts.composer.errors.priceRequired' });
    expect(keys(withText({ visibility: 'ppv', price: 'abc' }))).toEqual({
      price: 'posts.composer.errors.priceInvalid',
    });
    expect(keys(withText({ visibility: 'ppv', price: '4.999' }))).toEqual({
      price: 'posts.composer.errors.priceInvalid',
    });
    expect(keys(withText({ visibility: 'ppv', price: '0.99' }))).toEqual({ price: 'posts.composer.errors.priceRange' });
    expect(keys(withText({ visibility: 'ppv', price: '1000.01' }))).toEqual({
      price: 'posts.composer.errors.priceRange',
    });
    expect(keys(withText({ visibility: 'ppv', price: '1' }))).toEqual({});
    expect(keys(withText({ visibility: 'ppv', price: '1000' }))).toEqual({});
    expect(validateComposer(withText({ visibility: 'ppv' }), NOW).price?.params).toEqual({
      min: '$1.00',
      max: '$1,000.00',
    });
  });

  it('a price is only asked of pay-per-view posts', () => {
    expect(keys(withText({ visibility: 'subscribers', price: 'junk' }))).toEqual({});
  });

  it('a schedule must be in the future and at most 365 days ahead', () => {
    expect(keys(withText({ schedule: true, publishAt: '' }))).toEqual({
      publishAt: 'posts.composer.errors.scheduleRequired',
    });
    expect(keys(withText({ schedule: true, publishAt: toLocalInput(NOW - 60_000) }))).toEqual({
      publishAt: 'posts.composer.errors.schedulePast',
    });
    expect(keys(withText({ schedule: true, publishAt: toLocalInput(NOW + 366 * DAY) }))).toEqual({
      publishAt: 'posts.composer.errors.scheduleTooFar',
    });
    expect(keys(withText({ schedule: true, publishAt: toLocalInput(NOW + 2 * DAY) }))).toEqual({});
    // A past time typed while scheduling is off is not looked at.
    expect(keys(withText({ schedule: false, publishAt: toLocalInput(NOW - DAY) }))).toEqual({});
  });
});

describe('the request the composer sends', () => {
  it('sends the price in cents, a scheduled time as ISO, and teasers of its own files only', () => {
    const a = '00000000-0000-4000-8000-0000000000a1';
    const b = '00000000-0000-4000-8000-0000000000b2';
    const at = toLocalInput(NOW + DAY);
    const request = composerRequest(
      withText({
        text: '  Hello fans  ',
        visibility: 'ppv',
        price: '4.99',
        media: [
          { id: a, kind: 'image', thumbUrl: '', durationMs: null },
          { id: b, kind: 'video', thumbUrl: '', durationMs: 1000 },
        ],
        previewIds: [b, 'gone'],
        schedule: true,
        publishAt: at,
        pinned: true,
        sensitive: true,
      }),
    );
    expect(request).toEqual({
      text: 'Hello fans',
      mediaIds: [a, b],
      previewMediaIds: [b],
      visibility: 'ppv',
      price: '499',
      minTierId: null,
      pinned: true,
      sensitive: true,
      publishAt: fromLocalInput(at),
    });
    expect(ZPostCreateRequest.safeParse(request).success).toBe(true);
  });

  it('a public post has no teasers and no price; without a schedule it goes live now', () => {
    const request = composerRequest(withText({ visibility: 'public', price: '5', previewIds: ['x'] }));
    expect(request.previewMediaIds).toEqual([]);
    expect(request.price).toBeNull();
    expect(request).not.toHaveProperty('publishAt');
    expect(ZPostCreateRequest.safeParse(request).success).toBe(true);
  });

  it('an edited post starts from what the server has', () => {
    const teaser = image({ preview: true });
    const state = composerFromPost(
      post({
        visibility: 'ppv',
        price: '1250',
        media: [image(), teaser],
        status: 'scheduled',
        publishAt: new Date(NOW + DAY).toISOString(),
        sensitive: true,
      }),
    );
    expect(state.price).toBe('12.50');
    expect(state.sensitive).toBe(true);
    expect(state.previewIds).toEqual([teaser.id]);
    expect(state.schedule).toBe(true);
    expect(fromLocalInput(state.publishAt)).toBe(new Date(NOW + DAY).toISOString());
  });
});

describe('server field errors', () => {
  it("go under their fields, in the creator's words when the code is known", () => {
    const errors = serverFieldErrors({
      fields: [
        { field: 'price', message: 'price_range' },
        { field: 'previewMediaIds', message: 'public_post' },
        { field: 'minTierId', message: 'subscribers_only' },
      ],
    });
    expect(errors.price?.key).toBe('posts.composer.errors.priceRange');
    expect(errors.media?.key).toBe('posts.composer.errors.previewPublic');
    expect(errors.form).toEqual({
      key: 'posts.composer.errors.server',
      params: { field: 'minTierId', message: 'subscribers_only' },
    });
  });

  it('ignore answers without fields', () => {
    expect(serverFieldErrors(null)).toEqual({});
    expect(serverFieldErrors({ fields: 'nope' })).toEqual({});
  });
});
