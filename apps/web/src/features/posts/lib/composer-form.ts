/**
 * The post composer's form: its state, the checks it runs before sending (the same rules as the
 * contract's ZPostCreateRequest, said in the creator's words), the request it builds, and where the
 * server's field errors belong.
 */
import {
  POST_MEDIA_MAX,
  POST_TEXT_MAX,
  PPV_PRICE_MAX_CENTS,
  PPV_PRICE_MIN_CENTS,
  SCHEDULE_MAX_DAYS,
} from '@fanlane/contracts/post-limits';
import type { TMediaKind, TPost, TPostCreateRequest, TPostVisibility, TVaultItem } from '@fanlane/contracts/post';
import type { TFieldIssue } from '@fanlane/contracts/envelope';
import { centsToInput, centsToUsd, usdToCents } from './post-format';

export type ComposerMedia = { id: string; kind: TMediaKind; thumbUrl: string; durationMs: number | null };

export type ComposerState = {
  text: string;
  media: ComposerMedia[];
  /** Files shown free as a teaser of a locked post. */
  previewIds: string[];
  visibility: TPostVisibility;
  /** USD as typed ("4.99"). */
  price: string;
  pinned: boolean;
  /** Sensitive content: blurred for fans who filter it, and for visitors signed out. */
  sensitive: boolean;
  schedule: boolean;
  /** A `datetime-local` value, in the creator's own time zone. */
  publishAt: string;
  /** The lowest tier a subscribers-only post needs; null: any tier. */
  minTierId: string | null;
};

export type ComposerField = 'text' | 'media' | 'price' | 'publishAt' | 'form';
export type ComposerError = { key: string; params?: Record<string, string | number> };
export type ComposerErrors = Partial<Record<ComposerField, ComposerError>>;

export const DAY_MS = 86_400_000;

export function emptyComposer(): ComposerState {
  return {
    text: '',
    media: [],
    previewIds: [],
    visibility: 'public',
    price: '',
    pinned: false,
    sensitive: false,
    schedule: false,
    publishAt: '',
    minTierId: null,
  };
}

export function mediaFromVault(item: TVaultItem): ComposerMedia {
  return { id: item.id, kind: item.kind, thumbUrl: item.thumbUrl, durationMs: item.durationMs };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the value of a `datetime-local` input, in local time ("2026-05-01T18:30"). */
export function toLocalInput(time: Date | number | string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO time, or null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The form of a post being edited, as the server has it. */
export function composerFromPost(post: TPost): ComposerState {
  return {
    text: post.text,
    media: post.media.map((m) => ({ id: m.id, kind: m.kind, thumbUrl: m.thumbUrl, durationMs: m.durationMs })),
    previewIds: post.media.filter((m) => m.preview).map((m) => m.id),
    visibility: post.visibility,
    price: post.visibility === 'ppv' ? centsToInput(post.price) : '',
    pinned: post.pinned,
    sensitive: post.sensitive,
    schedule: post.status === 'scheduled',
    publishAt: post.status === 'scheduled' ? toLocalInput(post.publishAt) : '',
    minTierId: post.minTierId,
  };
}

/** Only locked posts have teasers: a public post shows everything anyway. */
export function allowsPreviews(visibility: TPostVisibility): boolean {
  return visibility !== 'public';
}

export function validateComposer(state: ComposerState, now: number = Date.now()): ComposerErrors {
  const errors: ComposerErrors = {};
  if (state.text.length > POST_TEXT_MAX)
    errors.text = { key: 'posts.composer.errors.textTooLong', params: { max: POST_TEXT_MAX } };
  else if (!state.text.trim() && state.media.length === 0) errors.text = { key: 'posts.composer.errors.empty' };

  if (state.media.length > POST_MEDIA_MAX)
    errors.media = { key: 'posts.composer.errors.tooManyMedia', params: { max: POST_MEDIA_MAX } };

  if (state.visibility === 'ppv') {
    const range = { min: centsToUsd(String(PPV_PRICE_MIN_CENTS)), max: centsToUsd(String(PPV_PRICE_MAX_CENTS)) };
    if (!state.price.trim()) errors.price = { key: 'posts.composer.errors.priceRequired', params: range };
    else {
      const cents = usdToCents(state.price);
      if (cents === null) errors.price = { key: 'posts.composer.errors.priceInvalid' };
      else if (Number(cents) < PPV_PRICE_MIN_CENTS || Number(cents) > PPV_PRICE_MAX_CENTS) {
        errors.price = { key: 'posts.composer.errors.priceRange', params: range };
      }
    }
  }

  if (state.schedule) {
    const iso = fromLocalInput(state.publishAt);
    if (!state.publishAt) errors.publishAt = { key: 'posts.composer.errors.scheduleRequired' };
    else if (iso === null) errors.publishAt = { key: 'posts.composer.errors.scheduleInvalid' };
    else if (Date.parse(iso) <= now) errors.publishAt = { key: 'posts.composer.errors.schedulePast' };
    else if (Date.parse(iso) > now + SCHEDULE_MAX_DAYS * DAY_MS) {
      errors.publishAt = { key: 'posts.composer.errors.scheduleTooFar', params: { days: SCHEDULE_MAX_DAYS } };
    }
  }
  return errors;
}

/** The create request of a valid form (run `validateComposer` first). */
export function composerRequest(state: ComposerState): TPostCreateRequest {
  const mediaIds = state.media.map((m) => m.id);
  const request: TPostCreateRequest = {
    text: state.text.trim(),
    mediaIds,
    previewMediaIds: allowsPreviews(state.visibility) ? state.previewIds.filter((id) => mediaIds.includes(id)) : [],
    visibility: state.visibility,
    price: state.visibility === 'ppv' ? usdToCents(state.price) : null,
    minTierId: state.visibility === 'subscribers' ? state.minTierId : null,
    pinned: state.pinned,
    sensitive: state.sensitive,
  };
  // Without a time the post goes live now (and an edited live post stays as it went live).
  if (state.schedule) request.publishAt = fromLocalInput(state.publishAt);
  return request;
}

const SERVER_FIELDS: Record<string, ComposerField> = {
  text: 'text',
  mediaIds: 'media',
  previewMediaIds: 'media',
  price: 'price',
  publishAt: 'publishAt',
};

const SERVER_MESSAGES: Record<string, string> = {
  post_empty: 'posts.composer.errors.empty',
  price_range: 'posts.composer.errors.priceRange',
  too_far: 'posts.composer.errors.scheduleTooFar',
  duplicate: 'posts.composer.errors.duplicateMedia',
  not_in_post: 'posts.composer.errors.previewNotInPost',
  public_post: 'posts.composer.errors.previewPublic',
};

/** The server's 422 field issues, placed under their fields; anything unknown goes to the form. */
export function serverFieldErrors(data: unknown): ComposerErrors {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: ComposerErrors = {};
  for (const issue of fields as TFieldIssue[]) {
    if (!issue || typeof issue.field !== 'string') continue;
    const root = issue.field.split(/[.[]/)[0] ?? '';
    const target = SERVER_FIELDS[root] ?? 'form';
    if (errors[target]) continue;
    const known = SERVER_MESSAGES[issue.message];
    errors[target] = known
      ? {
          key: known,
          params: {
            min: centsToUsd(String(PPV_PRICE_MIN_CENTS)),
            max: centsToUsd(String(PPV_PRICE_MAX_CENTS)),
            days: SCHEDULE_MAX_DAYS,
          },
        }
      : { key: 'posts.composer.errors.server', params: { field: issue.field, message: issue.message } };
  }
  return errors;
}

/** Whether the form differs from where it started (asks before leaving). */
export function isDirty(state: ComposerState, initial: ComposerState): boolean {
  return JSON.stringify(state) !== JSON.stringify(initial);
}
