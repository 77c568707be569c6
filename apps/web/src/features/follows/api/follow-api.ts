import { PATHS } from '@fanlane/contracts/api-paths';
import type { TFollowState } from '@fanlane/contracts/follow';
import { api } from '../../../shared/lib/request';

export const followQueryKey = (addressOrDomain: string) => ['follow', addressOrDomain.toLowerCase()] as const;

/** Whether the signed-in viewer follows the creator, and how many do. */
export const fetchFollowState = (addressOrDomain: string) =>
  api.post<TFollowState>(PATHS.followCheck, { addressOrDomain }, { silent: true });

export const setFollow = (addressOrDomain: string, follow: boolean) =>
  api.post<TFollowState>(PATHS.followOperate, { addressOrDomain, follow });
