/**
 * The message board's list: a search, the filters (all, unread, favourites), the conversations
 * with the latest activity first, and the way to a new chat.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Bot, Megaphone, MessageCirclePlus, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useChatBoard } from '../api/chat-api';
import { useWatchPresence } from '../lib/chat-live-store';
import { BoardLine } from './board-line';
import { BoardColumn, useBoardFilters } from './board-column';

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

/** A round link beside the board's title (the AI bot, a mass message, a new message). */
function BoardHeaderLink({
  to,
  label,
  testId,
  children,
}: {
  to: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-full text-accent hover:bg-accent/10"
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

export function BoardPane() {
  const { t } = useTranslation();
  const me = useUserStore((s) => s.address);
  const isCreator = useUserStore(selectIsCreator);
  const filters = useBoardFilters();
  const { query, items } = useChatBoard(filters.filter, filters.q);
  useWatchPresence(useMemo(() => items.map((pair) => pair.other.address), [items]));

  return (
    <BoardColumn
      testIdPrefix="chat"
      filters={filters}
      head={
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-xl font-bold tracking-tight">{t('routes.messageBoard')}</h1>
          <div className="flex items-center gap-0.5">
            <BoardHeaderLink to="/chats/AiChatsbot" label={t('chat.board.aiBot')} testId="chat-board-ai">
              <Bot className="size-5" />
            </BoardHeaderLink>
            {isCreator && (
              <BoardHeaderLink to="/chats/newChatsSend" label={t('chat.board.massMessage')} testId="chat-board-mass">
                <Megaphone className="size-5" />
              </BoardHeaderLink>
            )}
            <BoardHeaderLink to="/chats/newChats" label={t('chat.board.newMessage')} testId="chat-board-new">
              <MessageCirclePlus className="size-5" />
            </BoardHeaderLink>
          </div>
        </div>
      }
      pages={query}
      items={items}
      errorTitle={t('chat.board.loadError')}
      empty={
        filters.narrowed ? (
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
      renderLine={(pair) => <BoardLine key={pair.privateChatId} pair={pair} me={me} />}
    />
  );
}
