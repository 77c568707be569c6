/**
 * /admin/support (admins): the support account's inbox. Its board (search, all, unread,
 * favourites) beside the open conversation on wide screens, one at a time on phones; a conversation
 * in view is marked read as support, and admins answer as support (text only; each answer is in the
 * admin log). There is no socket for the support account: both are read again every 10 s.
 */
import { useMemo, useState } from 'react';
import { Headset, LifeBuoy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { can } from '@fanlane/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '#i18n';
import type { TChatMessage, TChatPair } from '@fanlane/contracts/chat';
import type { TPage } from '@fanlane/contracts/page';
import { useUserStore } from '../../../shared/stores/user-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { useSendMessage } from '../api/chat-api';
import { messagesOf } from '../api/chat-cache';
import { chatKeys } from '../api/chat-keys';
import { SUPPORT_SEND, useSupportBoard, useSupportMessages, useSupportRead } from '../api/support-api';
import { withChatStrings } from '../lib/chat-strings';
import { sameAddress } from '../lib/chat-types';
import { useOutbox } from '../lib/outbox-store';
import { useReadWhenSeen } from '../lib/use-read-when-seen';
import { BoardColumn, useBoardFilters } from '../components/board-column';
import { BoardLine } from '../components/board-line';
import { ADMIN_CHAT_FRAME } from '../components/chat-frame';
import { ChatSpinner } from '../components/chat-paged-list';
import { Composer } from '../components/composer';
import { ConversationHeader } from '../components/conversation-header';
import { MessagesPane } from '../components/messages-pane';

const INBOX = '/admin/support';
const inboxPath = (privateChatId: string) => `${INBOX}/${encodeURIComponent(privateChatId)}`;

/** The support account's address, as seen in a conversation: whoever of its two people is not the user. */
function supportAddressOf(pair: TChatPair, messages: TChatMessage[]): string | null {
  const fromSupport = [pair.lastMessage, ...messages].find(
    (message) => message && !sameAddress(message.sender, pair.other.address),
  );
  return fromSupport?.sender ?? null;
}

/** The conversation's line from any support board read so far (there is no detail call for support). */
function pairFromBoards(queryClient: QueryClient, privateChatId: string): TChatPair | undefined {
  for (const [, data] of queryClient.getQueriesData<{ pages: TPage<TChatPair>[] }>({
    queryKey: chatKeys.supportBoards,
  })) {
    const pair = data?.pages.flatMap((page) => page.items).find((p) => p.privateChatId === privateChatId);
    if (pair) return pair;
  }
  return undefined;
}

function SupportBoard() {
  const { t } = useTranslation();
  const filters = useBoardFilters();
  const { query, items } = useSupportBoard(filters.filter, filters.q);
  return (
    <BoardColumn
      testIdPrefix="support"
      filters={filters}
      pages={query}
      items={items}
      errorTitle={t('chat.support.loadError')}
      empty={
        <p className="px-4 py-10 text-center text-sm text-muted" data-testid="support-board-none">
          {filters.narrowed ? t('chat.board.noMatch') : t('chat.support.empty')}
        </p>
      }
      renderLine={(pair) => (
        <BoardLine
          key={pair.privateChatId}
          pair={pair}
          me={supportAddressOf(pair, [])}
          to={inboxPath(pair.privateChatId)}
        />
      )}
    />
  );
}

function SupportConversation({ pair }: { pair: TChatPair }) {
  const { t } = useTranslation();
  const { privateChatId } = pair;
  const messagesQuery = useSupportMessages(privateChatId);
  const messages = useMemo(() => messagesOf(messagesQuery.data), [messagesQuery.data]);
  const outbox = useOutbox((s) => s.pending);
  const pending = useMemo(() => outbox.filter((m) => m.privateChatId === privateChatId), [outbox, privateChatId]);
  const sender = useSendMessage(privateChatId, SUPPORT_SEND);
  const [atBottom, setAtBottom] = useState(true);
  const read = useSupportRead(privateChatId);
  useReadWhenSeen(pair.unreadCount, messages.at(-1)?.seq, atBottom, read.mutate);
  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="support-conversation">
      <ConversationHeader
        pair={pair}
        backTo={INBOX}
        standalone
        aside={
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent/10 px-2.5 py-1 text-xs font-semibold text-accent">
            <Headset className="size-3.5" aria-hidden />
            {t('chat.support.asSupport')}
          </span>
        }
      />
      <MessagesPane
        pages={messagesQuery}
        pair={pair}
        me={supportAddressOf(pair, messages)}
        messages={messages}
        pending={pending}
        onAtBottom={setAtBottom}
        onRetry={sender.retry}
        onDiscard={sender.discard}
      />
      <Composer
        key={privateChatId}
        privateChatId={privateChatId}
        isCreator={false}
        tipDomain={null}
        typing={false}
        onSend={({ text }) => sender.send({ text, attachments: [], priceCents: null })}
      />
    </div>
  );
}

function SupportDetail({ privateChatId }: { privateChatId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The whole board, read again every few seconds, keeps the line (its unread count, read ticks) current.
  const { query, items } = useSupportBoard('all', '');
  const pair = items.find((p) => p.privateChatId === privateChatId) ?? pairFromBoards(queryClient, privateChatId);
  if (pair) return <SupportConversation key={privateChatId} pair={pair} />;
  return (
    <div
      className="m-auto flex flex-col items-center gap-3 p-6 text-center text-sm text-muted"
      data-testid="support-missing"
    >
      {query.isPending ? <ChatSpinner className="" /> : <p>{t('chat.support.notInInbox')}</p>}
      <Link to={INBOX} className="font-semibold text-accent hover:underline">
        {t('chat.support.backToInbox')}
      </Link>
    </div>
  );
}

function SupportInbox() {
  const { t } = useTranslation();
  const isAdmin = useUserStore((s) => can(s.info?.role, 'support.inbox'));
  const { privateChatId } = useParams();
  const open = privateChatId !== undefined;
  if (!isAdmin) {
    return (
      <Notice tone="error" testId="support-admins-only">
        {t('chat.support.adminsOnly')}
      </Notice>
    );
  }
  return (
    <>
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('routes.adminSupport')}</h1>
        <p className="mt-1.5 hidden text-sm text-muted sm:block">{t('chat.support.subtitle')}</p>
      </header>
      <div className={`${ADMIN_CHAT_FRAME} -mx-2 sm:mx-0`} data-testid="support-inbox" data-open={open}>
        <aside
          className={`${open ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col md:w-80 md:shrink-0 md:border-e md:border-line lg:w-96`}
        >
          <SupportBoard />
        </aside>
        <section className={`${open ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`}>
          {open ? (
            <SupportDetail privateChatId={privateChatId} />
          ) : (
            <div className="m-auto">
              <EmptyState icon={<LifeBuoy className="size-8" />} title={t('chat.board.select')} />
            </div>
          )}
        </section>
      </div>
    </>
  );
}

export const AdminSupportPage = withChatStrings(SupportInbox, <ChatSpinner />);
