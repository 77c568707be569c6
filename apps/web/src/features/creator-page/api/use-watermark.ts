/** The signed-in creator's watermark settings (a seller call); nothing is asked for a fan. */
import { useQuery } from '@tanstack/react-query';
import { creatorPageKeys, fetchWatermark } from './creator-page-api';

export function useWatermark(creatorDomain: string | null) {
  return useQuery({
    queryKey: creatorPageKeys.watermark(creatorDomain ?? ''),
    queryFn: ({ signal }) => fetchWatermark(creatorDomain ?? '', { signal, silent: true }),
    enabled: creatorDomain !== null,
  });
}
