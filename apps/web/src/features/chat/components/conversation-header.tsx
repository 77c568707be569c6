/**
 * The top of a conversation: the way back to the board (phones), who it is with (their page when
 * they are a creator), whether they are online or typing, and the favourite, mute, a creator's
 * "Add to list" and the gallery.
 * A conversation on a page of its own (the AI bot, the support inbox) has its way back on every
 * screen and its own things at the end instead of those actions.
 */
import type { ReactNode } from 'react';
import { Bell, BellOff, ChevronLeft, Images, Star } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TChatPair } from '@fanlane/contracts/chat';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { usePairFlag } from '../api/chat-api';
import { usePresence, useTyping } from '../lib/chat-live-store';
import { presenceLine } from '../lib/chat-format';
import { ChatAvatar, ChatName } from './chat-person';
import { HEADER_ICON_BUTTON, IconButton } from './icon-button';
import { AddToList } from './add-to-list';

const iconButton = HEADER_ICON_BUTTON;

export interface ConversationHeaderProps {
  pair: TChatPair;
  backTo?: string;
  /** On a page of its own: the way back shows on wide screens too, `aside` replaces the actions. */
  standalone?: boolean;
  aside?: ReactNode;
}

export function ConversationHeader({ pair, backTo = '/chats', standalone = false, aside }: ConversationHeaderProps) {
  const { t } = useTranslation();
  const { other, privateChatId } = pair;
  const typing = useTyping(privateChatId);
  const presence = usePresence(other.address);
  const line = typing ? t('chat.typing') : presenceLine(t, presence);
  const name = <ChatName user={other} />;
  return (
    <header className="flex items-center gap-2 border-b border-line px-2 py-2 sm:px-4" data-testid="chat-header">
      <Link
        to={backTo}
        aria-label={t('chat.conversation.back')}
        className={`${iconButton} -ms-1 ${standalone ? '' : 'md:hidden'}`}
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
      {standalone ? aside : <PairActions pair={pair} />}
    </header>
  );
}

/** Favourite, mute, a creator's saved lists, and the way to the conversation's photos and videos. */
function PairActions({ pair }: { pair: TChatPair }) {
  const { t } = useTranslation();
  const { privateChatId } = pair;
  const flag = usePairFlag(privateChatId);
  const isCreator = useUserStore(selectIsCreator);
  return (
    <>
      {isCreator && !pair.other.official && <AddToList address={pair.other.address} />}
      <IconButton
        onClick={() => flag.mutate({ favorite: !pair.favorite })}
        pressed={pair.favorite}
        label={t(pair.favorite ? 'chat.actions.unfavorite' : 'chat.actions.favorite')}
        className={iconButton}
        testId="chat-favorite"
      >
        <Star className={`size-5 ${pair.favorite ? 'fill-amber-400 text-amber-400' : ''}`} />
      </IconButton>
      <IconButton
        onClick={() => flag.mutate({ muted: !pair.muted })}
        pressed={pair.muted}
        label={t(pair.muted ? 'chat.actions.unmute' : 'chat.actions.mute')}
        className={iconButton}
        testId="chat-mute"
      >
        {pair.muted ? <BellOff className="size-5" /> : <Bell className="size-5" />}
      </IconButton>
      <Link
        to={`/chats/chat/${encodeURIComponent(privateChatId)}/gallery`}
        aria-label={t('chat.actions.gallery')}
        title={t('chat.actions.gallery')}
        className={iconButton}
        data-testid="chat-gallery-link"
      >
        <Images className="size-5" />
      </Link>
    </>
  );
}
