import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#i18n';
import type { TCollection } from '@fanlane/contracts/social';
import { useUserStore } from '../../../shared/stores/user-store';
import { Button } from '../../../shared/ui/button';
import { CreatorCollections } from '../components/creator-collections';
import { CreatorsOnly } from '../components/creators-only';
import { DeleteCollectionDialog } from '../components/delete-collection-dialog';

/** /settings/collection: the creator's collections, each to edit or delete, and a way to add one. */
export function CollectionSettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creatorDomain = useUserStore((s) => s.info?.creatorDomain ?? null);
  const [deleting, setDeleting] = useState<TCollection | null>(null);

  return (
    <section data-testid="settings-collections" className="max-w-2xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('routes.settingsCollection')}</h1>
          <p className="mt-1.5 text-sm text-muted">{t('collections.settingsDescription')}</p>
        </div>
        {creatorDomain && (
          <Button round onClick={() => void navigate('/settings/collection/create')} data-testid="collection-new">
            <Plus className="size-4" aria-hidden />
            {t('collections.new')}
          </Button>
        )}
      </div>
      <div className="mt-6">
        {creatorDomain ? (
          <CreatorCollections
            domain={creatorDomain}
            linkTo={(collection) => `/${creatorDomain}/all?id=${collection.id}`}
            emptyTitle={t('collections.emptyOwn')}
            actions={(collection) => (
              <>
                <Button
                  type="ghost"
                  round
                  isIcon
                  aria-label={t('collections.edit')}
                  title={t('collections.edit')}
                  data-testid={`collection-edit-${collection.id}`}
                  onClick={() => void navigate(`/settings/collection/edit?id=${collection.id}`)}
                >
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Button
                  type="ghost"
                  round
                  isIcon
                  aria-label={t('collections.delete')}
                  title={t('collections.delete')}
                  className="hover:text-red-500"
                  data-testid={`collection-delete-${collection.id}`}
                  onClick={() => setDeleting(collection)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </>
            )}
          />
        ) : (
          <CreatorsOnly />
        )}
      </div>
      {creatorDomain && (
        <DeleteCollectionDialog collection={deleting} creatorDomain={creatorDomain} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
