/** The signed-in creator's country and IP blocks (seller calls): fetcher, query options and the save hook. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@fanlane/contracts/api-paths';
import type { TGeoBlocks } from '@fanlane/contracts/geo-blocks';
import { api, sellerHeaders } from '../../../shared/lib/request';
import type { RequestOptions } from '../../../shared/lib/request';

export const geoBlockKeys = { all: (domain: string) => ['geo-blocks', domain.toLowerCase()] as const };

export function fetchGeoBlocks(creatorDomain: string, opts?: RequestOptions) {
  return api.post<TGeoBlocks>(PATHS.geoBlocks, undefined, { ...opts, headers: sellerHeaders(creatorDomain) });
}

export function saveBlockedCountries(countries: string[], creatorDomain: string, opts?: RequestOptions) {
  return api.post<TGeoBlocks>(
    PATHS.geoBlockCountries,
    { countries },
    { ...opts, headers: sellerHeaders(creatorDomain) },
  );
}

export function saveBlockedNetworks(networks: string[], creatorDomain: string, opts?: RequestOptions) {
  return api.post<TGeoBlocks>(PATHS.geoBlockNetworks, { networks }, { ...opts, headers: sellerHeaders(creatorDomain) });
}

export const geoBlocksOptions = (creatorDomain: string) =>
  queryOptions({
    queryKey: geoBlockKeys.all(creatorDomain),
    queryFn: ({ signal }) => fetchGeoBlocks(creatorDomain, { signal, silent: true }),
  });

export function useGeoBlocks(creatorDomain: string | null) {
  return useQuery({ ...geoBlocksOptions(creatorDomain ?? ''), enabled: creatorDomain !== null });
}

/** Saves one list (the server answers with the whole state, kept as the query's data). Refusals stay with the form. */
export function useSaveGeoBlocks(kind: 'countries' | 'networks', creatorDomain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: string[]) =>
      kind === 'countries'
        ? saveBlockedCountries(values, creatorDomain, { silent: true })
        : saveBlockedNetworks(values, creatorDomain, { silent: true }),
    onSuccess: (state) => queryClient.setQueryData(geoBlockKeys.all(creatorDomain), state),
  });
}
