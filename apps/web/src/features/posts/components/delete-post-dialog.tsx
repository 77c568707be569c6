import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { useDeletePost } from '../api/post-mutations';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

interface DeletePostDialogProps {
  post: TPost;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
  testId?: string;
}

/** "Delete this post?": deletes it on confirmation and closes, or says why it could not. */
export function DeletePostDialog({ post, open, onOpenChange, onDeleted, testId }: DeletePostDialogProps) {
  const { t } = useTranslation();
  const remove = useDeletePost(post);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) remove.reset();
      }}
      title={t('posts.delete.title')}
      body={t('posts.delete.body')}
      confirmLabel={t('posts.delete.confirm')}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            onOpenChange(false);
            onDeleted?.();
          },
        })
      }
      pending={remove.isPending}
      error={remove.error ? serverErrorMessage(t, remove.error) : null}
      testId={testId}
    />
  );
}
