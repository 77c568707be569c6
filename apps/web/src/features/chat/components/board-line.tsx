import { Star } from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '#i18n';
import type { TChatPair } from '@fanlane/contracts/chat';
import { boardTime, messagePreview } from '../lib/chat-format';
import { ChatAvatar, ChatName } from './chat-person';

export const conversationPath = (privateChatId: string) => `/chats/chat/${encodeURIComponent(privateChatId)}`;

/** One conversation on the board: who, their last message, when, how many unread, favourite. */
export function BoardLine({
  pair,
  me,
  to = conversationPath(pair.privateChatId),
}: {
  pair: TChatPair;
  me: string | null;
  /** Where it opens; the viewer's conversation unless given (the support inbox's). */
  to?: string;
}) {
  const { t } = useTranslation();
  const unread = pair.unreadCount > 0;
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-2xl px-3 py-2.5 transition-colors ${isActive ? 'bg-accent/12' : 'hover:bg-fg/6'}`
        }
        data-testid="chat-board-line"
        data-chat-id={pair.privateChatId}
      >
        <ChatAvatar user={pair.other} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <ChatName user={pair.other} className="flex-1" />
            {pair.favorite && (
              <Star
                className="size-3.5 shrink-0 fill-amber-400 text-amber-400"
                aria-label={t('chat.board.favorite')}
                data-testid="chat-board-favorite"
              />
            )}
            <time
              dateTime={pair.lastMessageAt ?? undefined}
              className={`shrink-0 text-xs tabular-nums ${unread ? 'font-semibold text-accent' : 'text-muted'}`}
            >
              {boardTime(pair.lastMessageAt)}
            </time>
          </div>
          <div className="mt-0.5 flex items-center gap-2">
            <p
              dir="auto"
              className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-medium text-fg' : 'text-muted'}`}
              data-testid="chat-board-preview"
            >
              {messagePreview(t, pair.lastMessage, me)}
            </p>
            {unread && (
              <span
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[11px] leading-5 font-semibold text-white"
                aria-label={t('chat.board.unread', { count: pair.unreadCount })}
                data-testid="chat-board-unread"
              >
                {pair.unreadCount > 99 ? '99+' : pair.unreadCount}
              </span>
            )}
          </div>
        </div>
      </NavLink>
    </li>
  );
}
