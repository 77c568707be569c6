/**
 * The top of a conversation: the way back to the board (phones), who it is with (their page when
 * they are a creator), whether they are online or typing, and the favourite, mute and gallery.
 */
import { Bell, BellOff, ChevronLeft, Images, Star } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChatPair } from '@fanlane/contracts/chat';
import { usePairFlag } from '../api/chat-api';
import { usePresence, useTyping } from '../lib/chat-live-store';
import { presenceLine } from '../lib/chat-format';
import { ChatAvatar, ChatName } from './chat-person';

const iconButton =
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-fg/8 hover:text-fg';

export function ConversationHeader({ pair }: { pair: TChatPair }) {
  const { t } = useTranslation();
  const { other, privateChatId } = pair;
  const typing = useTyping(privateChatId);
  const presence = usePresence(other.address);
  const flag = usePairFlag(privateChatId);
  const line = typing ? t('chat.typing') : presenceLine(t, presence);
  const name = <ChatName user={other} />;
  return (
    <header className="flex items-center gap-2 border-b border-line px-2 py-2 sm:px-4" data-testid="chat-header">
      <Link
        to="/chats"
        aria-label={t('chat.conversation.back')}
        className={`${iconButton} -ms-1 md:hidden`}
        data-testid="chat-back"
      >
        <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
      </Link>
      <ChatAvatar user={other} />
      <div className="min-w-0 flex-1">
        {other.isCreator && other.domain ? (
          <Link
            to={`/${encodeURIComponent(other.domain)}`}
            className="block max-w-full truncate hover:underline"
            data-testid="chat-other-link"
          >
            {name}
          </Link>
        ) : (
          name
        )}
        <p
          className={`h-4 truncate text-xs ${typing ? 'text-accent' : 'text-muted'}`}
          aria-live="polite"
          data-testid={typing ? 'chat-typing' : 'chat-presence'}
        >
          {line}
        </p>
      </div>
      <button
        type="button"
        onClick={() => flag.mutate({ favorite: !pair.favorite })}
        aria-pressed={pair.favorite}
        aria-label={t(pair.favorite ? 'chat.actions.unfavorite' : 'chat.actions.favorite')}
        title={t(pair.favorite ? 'chat.actions.unfavorite' : 'chat.actions.favorite')}
        className={iconButton}
        data-testid="chat-favorite"
      >
        <Star className={`size-5 ${pair.favorite ? 'fill-amber-400 text-amber-400' : ''}`} />
      </button>
      <button
        type="button"
        onClick={() => flag.mutate({ muted: !pair.muted })}
        aria-pressed={pair.muted}
        aria-label={t(pair.muted ? 'chat.actions.unmute' : 'chat.actions.mute')}
        title={t(pair.muted ? 'chat.actions.unmute' : 'chat.actions.mute')}
        className={iconButton}
        data-testid="chat-mute"
      >
        {pair.muted ? <BellOff className="size-5" /> : <Bell className="size-5" />}
      </button>
      <Link
        to={`/chats/chat/${encodeURIComponent(privateChatId)}/gallery`}
        aria-label={t('chat.actions.gallery')}
        title={t('chat.actions.gallery')}
        className={iconButton}
        data-testid="chat-gallery-link"
      >
        <Images className="size-5" />
      </Link>
    </header>
  );
}
