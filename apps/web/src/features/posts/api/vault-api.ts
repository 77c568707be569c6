/** The creator's vault: every upload, with the posts it is used in (spec: /media/v1/*). */
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TPage } from '@fanlane/contracts/page';
import type { TMediaKind, TVaultItem } from '@fanlane/contracts/post';
import type { TOk } from '@fanlane/contracts/envelope';
import { api } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';
import { creatorOptions } from './post-api';

export function fetchVault(params: { kind?: TMediaKind; cursor?: string }, opts?: RequestOptions) {
  return api.post<TPage<TVaultItem>>(PATHS.vaultList, params, creatorOptions(opts));
}

/** Refused with MEDIA_IN_USE while a post still shows the file. */
export function deleteMedia(id: string, opts?: RequestOptions) {
  return api.post<TOk>(PATHS.mediaDelete, { id }, creatorOptions(opts));
}
