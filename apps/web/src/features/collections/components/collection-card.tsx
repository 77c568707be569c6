import { Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TCollection } from '@fanlane/contracts/social';
import { Avatar } from '../../../shared/ui/avatar';

interface CollectionCardProps {
  collection: TCollection;
  to: string;
  /** Show who made it (lists that mix creators). */
  showAuthor?: boolean;
  /** Buttons on the card's end side, outside the link. */
  actions?: ReactNode;
}

/** One collection in a list: its title, a line of its description, how many posts. */
export function CollectionCard({ collection, to, showAuthor = false, actions }: CollectionCardProps) {
  const { t } = useTranslation();
  const author = collection.author.displayName || collection.author.creatorDomain || '';
  return (
    <li
      className="group flex items-center gap-4 rounded-3xl border border-line bg-surface p-3 pe-4 transition-colors hover:border-accent/40"
      data-testid={`collection-${collection.id}`}
    >
      <Link to={to} className="flex min-w-0 flex-1 items-center gap-4 outline-none">
        <span className="relative flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-accent/80 to-fuchsia-500/70 text-white shadow-inner md:size-20">
          <Library className="size-7" aria-hidden />
          <span className="absolute -end-1.5 -bottom-1.5 rounded-full border-2 border-surface bg-bg px-2 py-0.5 text-[11px] font-bold text-fg tabular-nums">
            {collection.postCount}
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold group-hover:text-accent">{collection.title}</span>
          {collection.description && (
            <span className="mt-0.5 line-clamp-2 block text-sm text-muted">{collection.description}</span>
          )}
          <span className="mt-1 flex items-center gap-2 text-xs text-muted">
            {showAuthor && (
              <>
                <Avatar src={collection.author.avatar} name={author} size="sm" className="size-5! text-[10px]" />
                <span className="truncate">{author}</span>
                <span aria-hidden>·</span>
              </>
            )}
            <span>{t('collections.postCount', { posts: collection.postCount })}</span>
          </span>
        </span>
      </Link>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </li>
  );
}
