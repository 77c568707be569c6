/**
 * /chats/chat/:privateChatId (messageDetail): one conversation, in the board's detail pane. The
 * header, the messages (older ones as the reader scrolls up, an AI reply as it is written), the
 * composer; the newest message is marked read while the conversation is in view. Where the creator
 * asks a price for a first message and nobody has written yet, sending opens the pay dialog, which
 * sends it once paid. The app hands in how attachments are picked. `ConversationView` is the same conversation on other pages (the AI bot).
 */
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '#i18n';
import type { TChatMessage, TChatPair } from '@fanlane/contracts/chat';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { usePayModalStore } from '../../../shared/stores/pay-modal-store';
import { selectIsCreator, useUserStore } from '../../../shared/stores/user-store';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useChatMessages, useChatPair, useMarkRead, useSendMessage, useUnsend } from '../api/chat-api';
import type { SendInput } from '../api/chat-api';
import { messagesOf } from '../api/chat-cache';
import { dismissAiProblem, useConversationStreams } from '../lib/ai-stream-store';
import { useWatchPresence } from '../lib/chat-live-store';
import { isConversationGone } from '../lib/chat-errors';
import { withChatStrings } from '../lib/chat-strings';
import type { AttachPickerProps } from '../lib/chat-types';
import { useOutbox } from '../lib/outbox-store';
import { useReadWhenSeen } from '../lib/use-read-when-seen';
import { AiProblemNotice } from '../components/ai-problem';
import { Centered, CenteredSpinner, ChatLoadError } from '../components/chat-paged-list';
import { ChatNotFound } from '../components/chat-not-found';
import { chatUserName } from '../components/chat-person';
import { Composer } from '../components/composer';
import { ConversationHeader } from '../components/conversation-header';
import { MessagesPane } from '../components/messages-pane';

export interface ConversationPageProps {
  renderAttach?: (props: AttachPickerProps) => ReactNode;
}

export interface ConversationViewProps extends ConversationPageProps {
  pair: TChatPair;
  /** The conversation's header; the board's (favourite, mute, gallery) unless given. */
  header?: ReactNode;
  /** Whether the viewer may tip the other party here (a creator; not a platform account). */
  tips?: boolean;
}

function ConversationLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Centered>
      <ChatLoadError title={t('chat.conversation.loadError')} onRetry={onRetry} />
    </Centered>
  );
}

export function ConversationView({ pair, renderAttach, header, tips = true }: ConversationViewProps) {
  const { t } = useTranslation();
  const { privateChatId, other } = pair;
  const me = useUserStore((s) => s.address);
  const isCreator = useUserStore(selectIsCreator);
  const openPayModal = usePayModalStore((s) => s.open);
  const messagesQuery = useChatMessages(privateChatId);
  const messages = useMemo(() => messagesOf(messagesQuery.data), [messagesQuery.data]);
  const outbox = useOutbox((s) => s.pending);
  const pending = useMemo(() => outbox.filter((m) => m.privateChatId === privateChatId), [outbox, privateChatId]);
  const streams = useConversationStreams(privateChatId);
  const sender = useSendMessage(privateChatId);
  const unsend = useUnsend(privateChatId);
  const [unsending, setUnsending] = useState<TChatMessage | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  useWatchPresence(useMemo(() => [other.address], [other.address]));
  useReadWhenSeen(pair.unreadCount, messages.at(-1)?.seq, atBottom, useMarkRead(privateChatId).mutate);

  const send = (input: SendInput) => {
    dismissAiProblem(privateChatId);
    sender.send(input);
  };

  // The price holds while the conversation has no message (the server checks it again when paying).
  const firstMessagePrice = messages.length === 0 ? pair.firstMessagePriceCents : null;
  const payFirst = (message: { text: string; mediaIds: string[]; mediaPriceCents: string | null }) => {
    if (!firstMessagePrice) return;
    dismissAiProblem(privateChatId);
    openPayModal({
      kind: 'chatFirstMessage',
      privateChatId,
      priceCents: firstMessagePrice,
      creator: chatUserName(other),
      ...message,
    });
  };
  const retry = (clientId: string) => {
    const failed = pending.find((m) => m.clientId === clientId);
    // Refused for its price: it goes through the pay dialog instead.
    if (!firstMessagePrice || !failed) return sender.retry(clientId);
    sender.discard(clientId);
    payFirst({
      text: failed.request.text ?? '',
      mediaIds: failed.request.mediaIds ?? [],
      mediaPriceCents: failed.request.priceCents ?? null,
    });
  };

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chat-conversation">
      {header ?? <ConversationHeader pair={pair} />}
      <MessagesPane
        pages={messagesQuery}
        pair={pair}
        me={me}
        messages={messages}
        pending={pending}
        streams={streams}
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
        onRetry={retry}
        onDiscard={sender.discard}
      />
      <AiProblemNotice privateChatId={privateChatId} />
      <Composer
        // Once the paid first message is in, a fresh composer: the message it held is sent.
        key={`${privateChatId}:${firstMessagePrice ? 'pay' : 'free'}`}
        privateChatId={privateChatId}
        isCreator={isCreator}
        tipDomain={tips && other.isCreator && !other.official ? other.domain : null}
        renderAttach={renderAttach}
        onSend={send}
        firstMessagePriceCents={firstMessagePrice}
        onPayFirst={(input) =>
          payFirst({
            text: input.text,
            mediaIds: input.attachments.map((a) => a.id),
            mediaPriceCents: input.priceCents,
          })
        }
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

function Conversation({ renderAttach }: ConversationPageProps) {
  const { privateChatId = '' } = useParams();
  const pair = useChatPair(privateChatId);
  if (pair.data) return <ConversationView key={privateChatId} pair={pair.data} renderAttach={renderAttach} />;
  if (pair.isError && isConversationGone(pair.error)) return <ChatNotFound />;
  if (pair.isError) return <ConversationLoadError onRetry={() => void pair.refetch()} />;
  return <CenteredSpinner />;
}

export const ConversationPage = withChatStrings(Conversation, <CenteredSpinner />);
