/**
 * /chats/chat/:privateChatId (messageDetail): one conversation, in the board's detail pane. The
 * header, the messages (older ones as the reader scrolls up), the composer; the newest message is
 * marked read while the conversation is in view. The app hands in how attachments are picked.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TChatMessage, TChatPair } from '@fanlane/contracts/chat';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadErrorState } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useChatMessages, useChatPair, useMarkRead, useSendMessage, useUnsend } from '../api/chat-api';
import { messagesOf } from '../api/chat-cache';
import { useWatchPresence } from '../lib/chat-live-store';
import { isConversationGone } from '../lib/chat-errors';
import type { AttachPickerProps } from '../lib/chat-types';
import { useOutbox } from '../lib/outbox-store';
import { useDocumentVisible } from '../lib/use-document-visible';
import { ChatNotFound } from '../components/chat-not-found';
import { chatUserName } from '../components/chat-person';
import { Composer } from '../components/composer';
import { ConversationHeader } from '../components/conversation-header';
import { MessageList } from '../components/message-list';

export interface ConversationPageProps {
  renderAttach?: (props: AttachPickerProps) => ReactNode;
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 items-center justify-center p-6">{children}</div>;
}

/** Marks the newest message read once it is in view, the tab in front and something is unread. */
function useReadWhenSeen(pair: TChatPair, newestSeq: number | undefined, atBottom: boolean) {
  const visible = useDocumentVisible();
  const read = useMarkRead(pair.privateChatId);
  const marked = useRef(-1);
  const { mutate } = read;
  useEffect(() => {
    if (!atBottom || !visible || newestSeq === undefined || pair.unreadCount <= 0) return;
    if (newestSeq <= marked.current) return;
    marked.current = newestSeq;
    mutate(newestSeq, {
      onError: () => {
        marked.current = -1;
      },
    });
  }, [atBottom, visible, newestSeq, pair.unreadCount, mutate]);
}

function Conversation({
  pair,
  renderAttach,
}: {
  pair: TChatPair;
  renderAttach?: ConversationPageProps['renderAttach'];
}) {
  const { t } = useTranslation();
  const { privateChatId, other } = pair;
  const me = useUserStore((s) => s.address);
  const isCreator = useUserStore(selectIsCreator);
  const openPayModal = usePayModalStore((s) => s.open);
  const messagesQuery = useChatMessages(privateChatId);
  const messages = useMemo(() => messagesOf(messagesQuery.data), [messagesQuery.data]);
  const outbox = useOutbox((s) => s.pending);
  const pending = useMemo(() => outbox.filter((m) => m.privateChatId === privateChatId), [outbox, privateChatId]);
  const sender = useSendMessage(privateChatId);
  const unsend = useUnsend(privateChatId);
  const [unsending, setUnsending] = useState<TChatMessage | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  useWatchPresence(useMemo(() => [other.address], [other.address]));
  useReadWhenSeen(pair, messages.at(-1)?.seq, atBottom);

  const { fetchNextPage } = messagesQuery;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  let body: ReactNode;
  if (messagesQuery.isPending) {
    body = (
      <Centered>
        <Spinner className="size-6 text-accent" />
      </Centered>
    );
  } else if (messagesQuery.isError && !messagesQuery.data) {
    body = (
      <Centered>
        <LoadErrorState
          title={t('chat.conversation.loadError')}
          retryLabel={t('chat.retry')}
          onRetry={() => void messagesQuery.refetch()}
        />
      </Centered>
    );
  } else {
    body = (
      <MessageList
        pair={pair}
        me={me}
        messages={messages}
        pending={pending}
        hasOlder={messagesQuery.hasNextPage}
        loadingOlder={messagesQuery.isFetchingNextPage}
        onLoadOlder={loadOlder}
        onAtBottom={setAtBottom}
        onUnlock={(message) =>
          openPayModal({
            kind: 'chatUnlock',
            privateChatId,
            messageId: message.id,
            priceCents: message.price ?? '0',
            seller: chatUserName(other),
          })
        }
        onUnsend={(message) => {
          unsend.reset();
          setUnsending(message);
        }}
        onRetry={sender.retry}
        onDiscard={sender.discard}
      />
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chat-conversation">
      <ConversationHeader pair={pair} />
      {body}
      <Composer
        key={privateChatId}
        privateChatId={privateChatId}
        isCreator={isCreator}
        tipDomain={other.isCreator ? other.domain : null}
        renderAttach={renderAttach}
        onSend={sender.send}
      />
      <ConfirmDialog
        open={unsending !== null}
        onOpenChange={(open) => !open && setUnsending(null)}
        title={t('chat.unsend.title')}
        body={t('chat.unsend.body')}
        confirmLabel={t('chat.unsend.confirm')}
        pending={unsend.isPending}
        error={unsend.isError ? serverErrorMessage(t, unsend.error) : null}
        onConfirm={() => {
          if (unsending) unsend.mutate(unsending.id, { onSuccess: () => setUnsending(null) });
        }}
        testId="chat-unsend-dialog"
      />
    </div>
  );
}

export function ConversationPage({ renderAttach }: ConversationPageProps) {
  const { t } = useTranslation();
  const { privateChatId = '' } = useParams();
  const pair = useChatPair(privateChatId);
  if (pair.data) return <Conversation key={privateChatId} pair={pair.data} renderAttach={renderAttach} />;
  if (pair.isError && isConversationGone(pair.error)) return <ChatNotFound />;
  if (pair.isError) {
    return (
      <Centered>
        <LoadErrorState
          title={t('chat.conversation.loadError')}
          retryLabel={t('chat.retry')}
          onRetry={() => void pair.refetch()}
        />
      </Centered>
    );
  }
  return (
    <Centered>
      <Spinner className="size-6 text-accent" />
    </Centered>
  );
}
