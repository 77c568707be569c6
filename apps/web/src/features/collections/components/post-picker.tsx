import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '#i18n';
import type { TPost } from '@fanlane/contracts/post';
import { COLLECTION_POSTS_MAX } from '@fanlane/contracts/social';
import { Button } from '../../../shared/ui/button';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { Notice } from '../../../shared/ui/notice';
import { useOwnPosts } from '../api/use-collections';
import { PostSummary } from './post-row';

interface PostPickerProps {
  creatorDomain: string;
  /** The chosen post ids, in the collection's order. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Posts already known (those of the collection being edited), so chosen ones show before the list loads them. */
  known: TPost[];
  error?: string;
}

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Choose posts for a collection: tick them in the list of the creator's posts; the chosen ones keep
 * the order they were added in, and can be moved up and down.
 */
export function PostPicker({ creatorDomain, value, onChange, known, error }: PostPickerProps) {
  const { t } = useTranslation();
  const { query: posts, items: own } = useOwnPosts(creatorDomain);
  const byId = useMemo(() => new Map([...known, ...own].map((post) => [post.id, post])), [known, own]);
  const chosen = new Set(value);
  const full = value.length >= COLLECTION_POSTS_MAX;

  const toggle = (id: string) => onChange(chosen.has(id) ? value.filter((other) => other !== id) : [...value, id]);

  return (
    <div className="space-y-5">
      <div>
        <p className="mb-1.5 text-sm font-medium text-fg/90">
          {t('collections.chosen')} <span className="text-muted tabular-nums">({value.length})</span>
        </p>
        {value.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-4 text-sm text-muted">
            {t('collections.chosenEmpty')}
          </p>
        ) : (
          <ol className="divide-y divide-line rounded-2xl border border-line" data-testid="collection-chosen">
            {value.map((id, index) => {
              const post = byId.get(id);
              return (
                <li key={id} className="flex items-center gap-2 px-3 py-2" data-testid={`chosen-${id}`}>
                  <span className="w-6 shrink-0 text-center text-xs font-semibold text-muted tabular-nums">
                    {index + 1}
                  </span>
                  {post ? (
                    <PostSummary post={post} />
                  ) : (
                    <span className="flex-1 text-sm text-muted">{t('collections.untitledPost')}</span>
                  )}
                  <div className="flex shrink-0 items-center">
                    <Button
                      type="ghost"
                      round
                      isIcon
                      disabled={index === 0}
                      aria-label={t('collections.moveUp')}
                      data-testid={`chosen-up-${id}`}
                      onClick={() => onChange(move(value, index, index - 1))}
                    >
                      <ArrowUp className="size-4" aria-hidden />
                    </Button>
                    <Button
                      type="ghost"
                      round
                      isIcon
                      disabled={index === value.length - 1}
                      aria-label={t('collections.moveDown')}
                      data-testid={`chosen-down-${id}`}
                      onClick={() => onChange(move(value, index, index + 1))}
                    >
                      <ArrowDown className="size-4" aria-hidden />
                    </Button>
                    <Button
                      type="ghost"
                      round
                      isIcon
                      aria-label={t('collections.removePost')}
                      data-testid={`chosen-remove-${id}`}
                      onClick={() => toggle(id)}
                    >
                      <X className="size-4" aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {error && (
          <p
            role="alert"
            className="mt-1.5 text-[13px] text-red-500 dark:text-red-400"
            data-testid="collection-posts-error"
          >
            {error}
          </p>
        )}
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-fg/90">{t('collections.yourPosts')}</legend>
        {posts.isPending ? (
          <ul aria-busy className="space-y-2">
            {[0, 1, 2].map((row) => (
              <li key={row} className="flex animate-pulse items-center gap-3 px-3 py-2">
                <div className="size-12 rounded-xl bg-fg/10" />
                <div className="h-4 w-1/2 rounded-full bg-fg/8" />
              </li>
            ))}
          </ul>
        ) : posts.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <Notice tone="error" className="flex-1">
              {t('collections.postsError')}
            </Notice>
            <Button type="cancel" round onClick={() => void posts.refetch()}>
              {t('collections.retry')}
            </Button>
          </div>
        ) : own.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-4 text-sm text-muted">
            {t('collections.noPosts')}
          </p>
        ) : (
          <ul
            className="max-h-[28rem] divide-y divide-line overflow-y-auto rounded-2xl border border-line"
            data-testid="collection-own-posts"
          >
            {own.map((post) => {
              const checked = chosen.has(post.id);
              return (
                <li key={post.id}>
                  <label
                    className={`flex cursor-pointer items-center gap-3 px-3 py-2 transition-colors hover:bg-fg/4 ${
                      !checked && full ? 'cursor-not-allowed opacity-50' : ''
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-accent"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => toggle(post.id)}
                      data-testid={`pick-${post.id}`}
                    />
                    <PostSummary post={post} />
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMoreButton pages={posts} label={t('collections.showMore')} type="ghost" className="mt-2" />
      </fieldset>
    </div>
  );
}
