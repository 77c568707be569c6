import { useTranslation } from '#i18n';
import type { TCollection } from '@fanlane/contracts/social';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { Button } from '../../../shared/ui/button';
import { DialogShell } from '../../../shared/ui/dialog-shell';
import { Notice } from '../../../shared/ui/notice';
import { useDeleteCollection } from '../api/use-collections';
import { isolate } from '../../../shared/ui/user-text';

interface DeleteCollectionDialogProps {
  collection: TCollection | null;
  creatorDomain: string;
  onClose: () => void;
}

/** Asks before a collection goes; its posts stay on the creator's page. */
export function DeleteCollectionDialog({ collection, creatorDomain, onClose }: DeleteCollectionDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteCollection(creatorDomain, onClose);
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <DialogShell
      open={collection !== null}
      onOpenChange={(open) => !open && close()}
      title={t('collections.deleteTitle')}
      description={t('collections.deleteBody', { title: isolate(collection?.title ?? '') })}
      showDescription
      closeLabel={t('common.close')}
      size="sm"
      testId="collection-delete-dialog"
    >
      {remove.error && (
        <Notice tone="error" className="mb-4">
          {serverErrorMessage(t, remove.error)}
        </Notice>
      )}
      <div className="flex justify-end gap-2">
        <Button type="cancel" round disabled={remove.isPending} onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          type="delete"
          round
          loading={remove.isPending}
          data-testid="collection-delete-confirm"
          onClick={() => collection && remove.mutate(collection.id)}
        >
          {t('collections.delete')}
        </Button>
      </div>
    </DialogShell>
  );
}
