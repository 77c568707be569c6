/** The post the composer edits, read from the server as it is now. */
import { useQuery } from '@tanstack/react-query';
import { fetchPost, postKeys } from './post-api';

export function usePostForEdit(id: string) {
  return useQuery({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => fetchPost(id, { signal, silent: true }),
    // The form starts from what the server holds now, never from a list's older copy.
    staleTime: 0,
  });
}
