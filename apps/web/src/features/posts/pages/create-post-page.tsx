/**
 * /createPost: a new post, `?edit=<id>` to change one (prefilled from its details), or a new post
 * with files chosen in the vault (router state `{ media: TVaultItem[] }`). Creators only.
 */
import { PenSquare, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '#i18n';
import { z } from 'zod';
import { ZVaultItem } from '@fanlane/contracts/post';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { RetryButton } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { usePostForEdit } from '../api/use-post-for-edit';
import { ComposerForm } from '../components/composer/composer-form';
import type { TierSelectProps } from '../components/composer/composer-form';
import { CreatorsOnly, ToolHeader } from '../components/creators-only';
import { composerFromPost, emptyComposer, mediaFromVault } from '../lib/composer-form';
import { isPostId } from '../lib/post-links';

const ZPreselected = z.object({ media: z.array(ZVaultItem) });

type TierSelectSlot = { renderTierSelect: (props: TierSelectProps) => ReactNode };

function EditPost({ id, renderTierSelect }: { id: string } & TierSelectSlot) {
  const { t } = useTranslation();
  const post = usePostForEdit(id);
  const fresh = post.isFetchedAfterMount ? post.data : undefined;
  // Once shown, the form stays: a later refetch must not throw away what the creator typed.
  if (fresh?.isOwner) {
    return (
      <ComposerForm
        key={fresh.id}
        initial={composerFromPost(fresh)}
        editing={fresh}
        renderTierSelect={renderTierSelect}
      />
    );
  }
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

/** The minimum-tier choice comes from the subscriptions feature, through the app (app/pages/create-post-page.tsx). */
export function CreatePostPage({ renderTierSelect }: TierSelectSlot) {
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
      <EditPost id={editId} renderTierSelect={renderTierSelect} />
    ) : (
      <EmptyState icon={<TriangleAlert className="size-8" />} title={t('posts.composer.editUnavailable')} />
    );
  else {
    const preselected = ZPreselected.safeParse(location.state);
    const initial = {
      ...emptyComposer(),
      media: preselected.success ? preselected.data.media.map(mediaFromVault) : [],
    };
    body = <ComposerForm key={location.key} initial={initial} renderTierSelect={renderTierSelect} />;
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
