/**
 * The message board's list: a search, the filters (all, unread, favourites), the conversations
 * with the latest activity first, and the way to a new chat.
 */
import { useMemo, useState } from 'react';
import { MessageCirclePlus, MessagesSquare, Search } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { useUserStore } from '../../../shared/stores/user-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { PagedList } from '../../../shared/ui/paged-list';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { Spinner } from '../../../shared/ui/spinner';
import { useChatBoard } from '../api/chat-api';
import { useWatchPresence } from '../lib/chat-live-store';
import { PAIR_FILTERS } from '../lib/chat-types';
import type { ChatPairFilter } from '../lib/chat-types';
import { BoardLine } from './board-line';

const SEARCH_DEBOUNCE_MS = 300;

function NewChatLink({ label, testId }: { label: string; testId: string }) {
  return (
    <Link
      to="/chats/newChats"
      className="inline-flex min-h-10 items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
      data-testid={testId}
    >
      <MessageCirclePlus className="size-4" aria-hidden />
      {label}
    </Link>
  );
}

export function BoardPane() {
  const { t } = useTranslation();
  const me = useUserStore((s) => s.address);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ChatPairFilter>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { query, items } = useChatBoard(filter, q);
  useWatchPresence(useMemo(() => items.map((pair) => pair.other.address), [items]));
  const narrowed = q !== '' || filter !== 'all';

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-board">
      <div className="space-y-3 border-b border-line p-3">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-bold tracking-tight">{t('routes.messageBoard')}</h1>
          <Link
            to="/chats/newChats"
            aria-label={t('chat.board.newMessage')}
            title={t('chat.board.newMessage')}
            className="inline-flex size-9 items-center justify-center rounded-full text-accent hover:bg-accent/10"
            data-testid="chat-board-new"
          >
            <MessageCirclePlus className="size-5" />
          </Link>
        </div>
        <label className="flex items-center gap-2 rounded-xl border border-line bg-bg/60 px-3 focus-within:border-accent">
          <Search className="size-4 shrink-0 text-muted" aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('chat.board.search')}
            aria-label={t('chat.board.search')}
            maxLength={64}
            className="h-10 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted/70"
            data-testid="chat-board-search"
          />
        </label>
        <SegmentedControl
          options={PAIR_FILTERS}
          value={filter}
          onChange={setFilter}
          label={t('chat.board.filters')}
          role="tab"
          size="sm"
          optionLabel={(option) => t(`chat.board.filter.${option}`)}
          testIdPrefix="chat-filter"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <PagedList
          pages={query}
          items={items}
          loading={
            <div className="flex justify-center py-10">
              <Spinner className="size-6 text-accent" />
            </div>
          }
          error={
            <LoadErrorState
              title={t('chat.board.loadError')}
              retryLabel={t('chat.retry')}
              onRetry={() => void query.refetch()}
            />
          }
          empty={
            narrowed ? (
              <p className="px-4 py-10 text-center text-sm text-muted" data-testid="chat-board-none">
                {t('chat.board.noMatch')}
              </p>
            ) : (
              <EmptyState
                icon={<MessagesSquare className="size-8" />}
                title={t('chat.board.emptyTitle')}
                description={t('chat.board.emptyBody')}
                action={<NewChatLink label={t('chat.board.newMessage')} testId="chat-board-empty-new" />}
              />
            )
          }
          renderItem={(pair) => <BoardLine key={pair.privateChatId} pair={pair} me={me} />}
          className="space-y-0.5"
          testId="chat-board-list"
          moreLabel={t('chat.board.more')}
          moreSpacing="mt-2"
        />
      </div>
    </div>
  );
}
