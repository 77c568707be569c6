/** The signed-in creator's tracking links (seller calls): the list with figures, and the writes. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TTrackingLink, TTrackingLinkList, TTrackingLinkPeriod } from '@fanlane/contracts/tracking-links';
import { api, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const trackingLinkKeys = {
  all: (domain: string) => ['tracking-links', domain.toLowerCase()] as const,
  list: (domain: string, period: TTrackingLinkPeriod) => [...trackingLinkKeys.all(domain), period] as const,
};

export function fetchTrackingLinks(creatorDomain: string, period: TTrackingLinkPeriod, opts?: RequestOptions) {
  return api.post<TTrackingLinkList>(
    PATHS.trackingLinkList,
    { period },
    { ...opts, headers: sellerHeaders(creatorDomain) },
  );
}

export const trackingLinksOptions = (creatorDomain: string, period: TTrackingLinkPeriod) =>
  queryOptions({
    queryKey: trackingLinkKeys.list(creatorDomain, period),
    queryFn: ({ signal }) => fetchTrackingLinks(creatorDomain, period, { signal, silent: true }),
  });

export function useTrackingLinks(creatorDomain: string | null, period: TTrackingLinkPeriod) {
  return useQuery({
    ...trackingLinksOptions(creatorDomain ?? '', period),
    enabled: creatorDomain !== null,
    // Switching the period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export type TrackingLinkWrite =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'archive'; id: string; archived: boolean };

function write(change: TrackingLinkWrite, creatorDomain: string) {
  const opts = { silent: true, headers: sellerHeaders(creatorDomain) };
  switch (change.kind) {
    case 'create':
      return api.post<TTrackingLink>(PATHS.trackingLinkCreate, { name: change.name }, opts);
    case 'rename':
      return api.post<TTrackingLink>(PATHS.trackingLinkUpdate, { id: change.id, name: change.name }, opts);
    case 'archive':
      return api.post<TTrackingLink>(PATHS.trackingLinkArchive, { id: change.id, archived: change.archived }, opts);
  }
}

/** Every write reloads the list (its figures for each period). Refusals stay with the form that caused them. */
export function useTrackingLinkWrite(creatorDomain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TrackingLinkWrite) => write(change, creatorDomain),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingLinkKeys.all(creatorDomain) }),
  });
}
