/**
 * /createPost: a new post, `?edit=<id>` to change one (prefilled from its details), or a new post
 * with files chosen in the vault (router state `{ media: TVaultItem[] }`). Creators only.
 */
import { useQuery } from '@tanstack/react-query';
import { PenSquare, TriangleAlert } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZVaultItem } from '@fanlane/contracts/post';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { RetryButton } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { fetchPost, postKeys } from '../api/post-api';
import { ComposerForm } from '../components/composer/composer-form';
import { CreatorsOnly, ToolHeader } from '../components/creators-only';
import { composerFromPost, emptyComposer, mediaFromVault } from '../lib/composer-form';
import { isPostId } from '../lib/post-links';

const ZPreselected = z.object({ media: z.array(ZVaultItem) });

function EditPost({ id }: { id: string }) {
  const { t } = useTranslation();
  const post = useQuery({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => fetchPost(id, { signal, silent: true }),
    // The form starts from what the server holds now, never from a list's older copy.
    staleTime: 0,
  });
  const fresh = post.isFetchedAfterMount ? post.data : undefined;
  // Once shown, the form stays: a later refetch must not throw away what the creator typed.
  if (fresh?.isOwner) return <ComposerForm key={fresh.id} initial={composerFromPost(fresh)} editing={fresh} />;
  if (!fresh && !post.isError) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-muted" />
      </div>
    );
  }
  return (
    <EmptyState
      className="rounded-3xl border border-line bg-surface"
      icon={<TriangleAlert className="size-8" />}
      title={t('posts.composer.editUnavailable')}
      action={
        post.isError ? <RetryButton label={t('posts.list.retry')} onRetry={() => void post.refetch()} /> : undefined
      }
    />
  );
}

export function CreatePostPage() {
  const { t } = useTranslation();
  const isCreator = useUserStore(selectIsCreator);
  const [search] = useSearchParams();
  const location = useLocation();
  const editId = search.get('edit');
  const editing = editId !== null;

  let body;
  if (!isCreator) body = <CreatorsOnly />;
  else if (editing)
    body = isPostId(editId) ? (
      <EditPost id={editId} />
    ) : (
      <EmptyState icon={<TriangleAlert className="size-8" />} title={t('posts.composer.editUnavailable')} />
    );
  else {
    const preselected = ZPreselected.safeParse(location.state);
    const initial = {
      ...emptyComposer(),
      media: preselected.success ? preselected.data.media.map(mediaFromVault) : [],
    };
    body = <ComposerForm key={location.key} initial={initial} />;
  }

  return (
    <div className="mx-auto max-w-2xl" data-testid="create-post-page">
      <ToolHeader
        icon={<PenSquare className="size-6" aria-hidden />}
        title={t(editing ? 'posts.composer.editTitle' : 'posts.composer.title')}
        subtitle={isCreator ? t('posts.composer.subtitle') : undefined}
      />
      {body}
    </div>
  );
}
