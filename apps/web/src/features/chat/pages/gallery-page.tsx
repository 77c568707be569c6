/**
 * /chats/chat/:privateChatId/gallery (Gallery): every photo and video of a conversation, newest
 * first; what the viewer has not bought is blurred with its price, and opens the unlock.
 */
import { ChevronLeft, Lock, Play } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TChatMediaItem } from '@fanlane/contracts/chat';
import { formatDuration } from '../../../shared/lib/dates';
import { formatUsdCents } from '../../../shared/lib/money';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { useUserStore } from '../../../shared/stores/user-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useChatMedia, useChatPair } from '../api/chat-api';
import { isConversationGone } from '../lib/chat-errors';
import { sameAddress } from '../lib/chat-types';
import { withChatStrings } from '../lib/chat-strings';
import { ChatNotFound } from '../components/chat-not-found';
import { ChatPagedList, ChatSpinner } from '../components/chat-paged-list';
import { chatUserName } from '../components/chat-person';

const tile = 'relative block aspect-square w-full overflow-hidden rounded-xl bg-fg/8';

function GalleryTile({ item, onUnlock }: { item: TChatMediaItem; onUnlock?: () => void }) {
  const { t } = useTranslation();
  const { media } = item;
  const open = !media.locked && media.url !== null;
  const badge = media.kind === 'video' && (
    <span className="absolute start-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-black/65 px-1.5 py-0.5 text-[11px] text-white">
      <Play className="size-3 fill-current" aria-label={t('chat.media.video')} />
      {formatDuration(media.durationMs)}
    </span>
  );
  if (!open) {
    const price = item.price !== null ? formatUsdCents(item.price) : null;
    const body = (
      <>
        <img src={media.thumbUrl} alt="" loading="lazy" className="size-full scale-110 object-cover" />
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/35 text-white">
          <Lock className="size-5" aria-hidden />
          {price && (
            <span className="text-sm font-semibold" data-testid="chat-gallery-price">
              {price}
            </span>
          )}
        </span>
        {badge}
      </>
    );
    return (
      <li data-testid="chat-gallery-item" data-locked="true">
        {onUnlock && price ? (
          <button
            type="button"
            onClick={onUnlock}
            className={`${tile} cursor-pointer`}
            aria-label={t('chat.paid.unlock', { price })}
          >
            {body}
          </button>
        ) : (
          <span className={tile}>{body}</span>
        )}
      </li>
    );
  }
  return (
    <li data-testid="chat-gallery-item" data-locked="false">
      <a href={media.url ?? undefined} target="_blank" rel="noreferrer" className={tile}>
        <img
          src={media.kind === 'image' ? (media.url ?? media.thumbUrl) : media.thumbUrl}
          alt=""
          loading="lazy"
          className="size-full object-cover"
        />
        {badge}
      </a>
    </li>
  );
}

function Gallery() {
  const { t } = useTranslation();
  const { privateChatId = '' } = useParams();
  const me = useUserStore((s) => s.address);
  const openPayModal = usePayModalStore((s) => s.open);
  const pair = useChatPair(privateChatId);
  const { query, items } = useChatMedia(privateChatId);
  if (query.isError && isConversationGone(query.error)) return <ChatNotFound />;
  const other = pair.data?.other;
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chat-gallery">
      <header className="flex items-center gap-2 border-b border-line px-2 py-3 sm:px-4">
        <Link
          to={`/chats/chat/${encodeURIComponent(privateChatId)}`}
          aria-label={t('chat.gallery.back')}
          className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-fg/8 hover:text-fg"
          data-testid="chat-gallery-back"
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
        </Link>
        <h2 className="min-w-0 flex-1 truncate font-semibold">
          {other ? t('chat.gallery.titleWith', { name: chatUserName(other) }) : t('routes.gallery')}
        </h2>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        <ChatPagedList
          pages={query}
          items={items}
          errorTitle={t('chat.gallery.loadError')}
          empty={<EmptyState icon={<Play className="size-8" />} title={t('chat.gallery.empty')} />}
          renderItem={(item) => (
            <GalleryTile
              key={`${item.messageId}:${item.media.id}`}
              item={item}
              onUnlock={
                item.price !== null && !sameAddress(item.sender, me)
                  ? () =>
                      openPayModal({
                        kind: 'chatUnlock',
                        privateChatId,
                        messageId: item.messageId,
                        priceCents: item.price ?? '0',
                        seller: other ? chatUserName(other) : '',
                      })
                  : undefined
              }
            />
          )}
          className="grid grid-cols-3 gap-1.5 sm:grid-cols-4"
          testId="chat-gallery-grid"
          moreLabel={t('chat.gallery.more')}
        />
      </div>
    </div>
  );
}

export const GalleryPage = withChatStrings(Gallery, <ChatSpinner className="m-auto" />);
