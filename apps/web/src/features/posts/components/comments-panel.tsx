/** The comments under a post: paged list, a box to add one, delete where allowed. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Lock, MessageCircle, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { COMMENT_MAX } from '@fanlane/contracts/post-limits';
import type { TComment } from '@fanlane/contracts/post';
import { isContentLocked, serverErrorMessage } from '../../../shared/lib/api-errors';
import { formatDate, formatRelative } from '../../../shared/lib/dates';
import { selectIsLoggedIn, useUserStore } from '../../../shared/stores/user-store';
import { Avatar } from '../../../shared/ui/avatar';
import { Button } from '../../../shared/ui/button';
import { LoadMoreButton } from '../../../shared/ui/load-more-button';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { personName } from '../../../shared/ui/person-name';
import { useAddComment, useComments, useDeleteComment } from '../api/use-comments';
import { ReportSlot } from '../../../shared/lib/report-slot';
import { UserText } from '../../../shared/ui/user-text';

function CommentRow({ comment, onDelete, deleting }: { comment: TComment; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  const author = comment.author;
  const name = personName(author);
  const profile = author.creatorDomain ? `/${encodeURIComponent(author.creatorDomain)}` : null;
  return (
    <li className="flex gap-3" data-testid="comment">
      <Avatar src={author.avatar} name={name} seed={author.address} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2 text-sm">
          {profile ? (
            <Link to={profile} className="truncate font-semibold hover:underline">
              <UserText>{name}</UserText>
            </Link>
          ) : (
            <UserText className="truncate font-semibold">{name}</UserText>
          )}
          <time
            dateTime={comment.createdAt}
            title={formatDate(comment.createdAt, 'dateTime') ?? undefined}
            className="shrink-0 text-xs text-muted"
          >
            {formatRelative(comment.createdAt)}
          </time>
        </div>
        <p dir="auto" className="mt-0.5 text-[15px] break-words whitespace-pre-line">
          {comment.text}
        </p>
      </div>
      <ReportSlot target={{ type: 'comment', id: comment.id, ownerAddress: comment.author.address }} />
      {comment.canDelete && (
        <Button
          type="ghost"
          round
          isIcon
          loading={deleting}
          onClick={onDelete}
          aria-label={t('posts.comments.delete')}
          title={t('posts.comments.delete')}
          data-testid="comment-delete"
          className="size-8 text-muted hover:text-red-500"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      )}
    </li>
  );
}

export function CommentsPanel({ postId, autoFocus = false }: { postId: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const isLoggedIn = useUserStore(selectIsLoggedIn);
  const me = useUserStore((s) => s.info);
  const [text, setText] = useState('');
  const { query: comments, items } = useComments(postId);
  const add = useAddComment(postId, () => setText(''));
  const remove = useDeleteComment(postId);

  const trimmed = text.trim();
  const tooLong = text.length > COMMENT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong || add.isPending) return;
    add.mutate(trimmed);
  };

  const myName = personName(me);
  const locked = isContentLocked(comments.error);

  return (
    <section id="comments" aria-labelledby={`comments-${postId}`} className="space-y-4" data-testid="comments-panel">
      <h2 id={`comments-${postId}`} className="flex items-center gap-2 text-base font-semibold">
        <MessageCircle className="size-4.5 text-muted" aria-hidden />
        {t('posts.comments.title')}
      </h2>

      {locked ? null : isLoggedIn ? (
        <form onSubmit={submit} className="flex items-start gap-3">
          <Avatar src={me?.avatar} name={myName} seed={me?.address} size="sm" className="mt-1" />
          <div className="min-w-0 flex-1">
            <div className="rounded-2xl border border-line bg-bg/60 transition-colors focus-within:border-accent focus-within:ring-3 focus-within:ring-accent/20">
              <textarea
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('posts.comments.placeholder')}
                aria-label={t('posts.comments.placeholder')}
                aria-invalid={tooLong || undefined}
                rows={2}
                autoFocus={autoFocus}
                maxLength={COMMENT_MAX + 100}
                data-testid="comment-input"
                className="block w-full resize-y bg-transparent px-3.5 pt-2.5 text-[15px] outline-none placeholder:text-muted/70"
              />
              <div className="flex items-center justify-between gap-2 px-2 pb-2">
                <span
                  className={`ps-1.5 text-xs tabular-nums ${tooLong ? 'font-semibold text-red-500' : 'text-muted'}`}
                  data-testid="comment-counter"
                >
                  {text.length}/{COMMENT_MAX}
                </span>
                <Button
                  htmlType="submit"
                  round
                  disabled={!trimmed || tooLong}
                  loading={add.isPending}
                  className="min-h-8 px-3"
                  data-testid="comment-send"
                >
                  <Send className="size-4" aria-hidden />
                  {t('posts.comments.send')}
                </Button>
              </div>
            </div>
            {add.isError && (
              <Notice tone="error" className="mt-2">
                {serverErrorMessage(t, add.error)}
              </Notice>
            )}
          </div>
        </form>
      ) : (
        <Button type="borderBg" round auth onClick={() => undefined} data-testid="comment-sign-in">
          {t('posts.comments.signIn')}
        </Button>
      )}

      {remove.isError && <Notice tone="error">{serverErrorMessage(t, remove.error)}</Notice>}

      {comments.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-5 text-muted" />
        </div>
      ) : locked ? (
        // Not a failure: the post is paid or for subscribers, and so are its comments.
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-muted" data-testid="comments-locked">
          <Lock className="size-4 shrink-0" aria-hidden />
          {t('posts.comments.locked')}
        </p>
      ) : comments.isError ? (
        <Notice tone="error">
          {t('posts.comments.loadError')}{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold underline"
            onClick={() => void comments.refetch()}
          >
            {t('posts.list.retry')}
          </button>
        </Notice>
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted" data-testid="comments-empty">
          {t('posts.comments.empty')}
        </p>
      ) : (
        <ul className="space-y-4">
          {items.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              deleting={remove.isPending && remove.variables === comment.id}
              onDelete={() => remove.mutate(comment.id)}
            />
          ))}
        </ul>
      )}

      <LoadMoreButton pages={comments} label={t('posts.comments.more')} className="w-full" testId="comments-more" />
    </section>
  );
}
