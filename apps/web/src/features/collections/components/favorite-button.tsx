import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from '#i18n';
import type { TCollection } from '@fanlane/contracts/social';
import { Button } from '../../../shared/ui/button';
import { useToggleFavorite } from '../api/use-toggle-favorite';

/** Saves a collection to the viewer's /collections, or takes it off. */
export function FavoriteButton({ collection, compact = false }: { collection: TCollection; compact?: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const label = t(collection.favorite ? 'collections.saved' : 'collections.save');
  return (
    <Button
      auth
      round
      isIcon={compact}
      type={collection.favorite ? 'borderBg' : 'cancel'}
      isActive={collection.favorite}
      loading={toggle.isPending}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      data-testid={`collection-favorite-${collection.id}`}
      onClick={() => toggle.mutate(collection)}
    >
      {collection.favorite ? (
        <BookmarkCheck className="size-4" aria-hidden />
      ) : (
        <Bookmark className="size-4" aria-hidden />
      )}
      {!compact && label}
    </Button>
  );
}
