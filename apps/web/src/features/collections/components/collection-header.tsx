import { ChevronLeft, Library, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TCollection } from '@fanlane/contracts/social';
import { Avatar } from '../../../shared/ui/avatar';
import { FavoriteButton } from './favorite-button';
import { isolate } from '../../../shared/ui/user-text';

interface CollectionHeaderProps {
  collection: TCollection;
  /** Where "back" goes: the creator's collections. */
  backTo: string;
  isOwner: boolean;
}

/** The top of an opened collection: who made it, its title and description, save or edit. */
export function CollectionHeader({ collection, backTo, isOwner }: CollectionHeaderProps) {
  const { t } = useTranslation();
  const author = collection.author.displayName || collection.author.creatorDomain || '';
  return (
    <header className="mb-6" data-testid="collection-header">
      <Link to={backTo} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-fg">
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('collections.allOf', { name: isolate(author) })}
      </Link>
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface p-5 md:p-6">
        <div className="absolute -end-24 -top-28 size-72 bg-radial from-accent/20 to-transparent to-70%" aria-hidden />
        <div className="relative flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-accent/80 to-fuchsia-500/70 text-white">
            <Library className="size-6" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold tracking-tight break-words md:text-2xl">{collection.title}</h1>
            {collection.description && (
              <p className="mt-1.5 text-sm whitespace-pre-line text-fg/80">{collection.description}</p>
            )}
            <p className="mt-3 flex items-center gap-2 text-xs text-muted">
              <Avatar src={collection.author.avatar} name={author} size="sm" className="size-5! text-[10px]" />
              <span className="truncate">{author}</span>
              <span aria-hidden>·</span>
              <span>{t('collections.postCount', { posts: collection.postCount })}</span>
            </p>
          </div>
          <div className="shrink-0">
            {isOwner ? (
              <Link
                to={`/settings/collection/edit?id=${collection.id}`}
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-accent/60 px-4 text-sm font-semibold text-accent hover:bg-accent/8"
              >
                <Pencil className="size-4" aria-hidden />
                {t('collections.edit')}
              </Link>
            ) : (
              <FavoriteButton collection={collection} />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
