/** Publishing, scheduling or changing a post from the composer; the saved post lands in every cache. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPost } from '@fanlane/contracts/post';
import { composerRequest } from '../lib/composer-form';
import type { ComposerState } from '../lib/composer-form';
import { createPost, postKeys, updatePost } from './post-api';

interface SavePostHandlers {
  /** After the caches hold the saved post. */
  onSaved: (post: TPost) => Promise<void>;
  onError: (error: unknown) => void;
}

/** Creates a post, or updates `editing` when there is one. */
export function useSavePost(editing: TPost | undefined, { onSaved, onError }: SavePostHandlers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: ComposerState) => {
      const body = composerRequest(state);
      return editing ? updatePost({ ...body, id: editing.id }, { silent: true }) : createPost(body, { silent: true });
    },
    onSuccess: async (post) => {
      queryClient.setQueryData(postKeys.detail(post.id), post);
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      await onSaved(post);
    },
    onError,
  });
}
