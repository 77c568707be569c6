/** One post with its details, for the details page, the post-view modal and the buy modal. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { postDetailQueryOptions } from './post-queries';

/** Shows the copy a list already holds at once, then the server's; nothing is asked while `enabled` is false. */
export function usePostDetail(id: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({ ...postDetailQueryOptions(id, queryClient), enabled });
}
