/**
 * /chats/AiChatsbot: the conversation with the platform's AI bot, when this server has an AI
 * provider (else it says so). The reply streams in as it is written, marked AI like every AI
 * message; a failure shows in place in the reader's language; the replies left today show on top.
 */
import { Bot, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import type { TAiStatus } from '@fanlane/contracts/chat';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Notice } from '../../../shared/ui/notice';
import { serverErrorMessage } from '../../../shared/lib/api-errors';
import { useAiStatus, useOpenedPair } from '../api/ai-api';
import { useChatPair } from '../api/chat-api';
import { withChatStrings } from '../lib/chat-strings';
import { CHAT_FRAME } from '../components/chat-frame';
import { ChatLoadError, ChatSpinner } from '../components/chat-paged-list';
import { ConversationHeader } from '../components/conversation-header';
import { ConversationView } from './conversation-page';

function Allowance({ left }: { left: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${
        left > 0 ? 'bg-accent/10 text-accent' : 'bg-red-500/10 text-red-600 dark:text-red-300'
      }`}
      data-testid="chat-ai-allowance"
    >
      <Sparkles className="size-3.5" aria-hidden />
      {t('chat.bot.allowance', { count: left })}
    </span>
  );
}

function BotConversation({ privateChatId, allowanceLeft }: { privateChatId: string; allowanceLeft: number }) {
  const pair = useChatPair(privateChatId);
  if (!pair.data) return <ChatSpinner className="m-auto" />;
  return (
    <ConversationView
      pair={pair.data}
      tips={false}
      header={<ConversationHeader pair={pair.data} standalone aside={<Allowance left={allowanceLeft} />} />}
    />
  );
}

function OpenBot({ status }: { status: TAiStatus }) {
  const { t } = useTranslation();
  const opened = useOpenedPair(status.botDomain);
  if (opened.data)
    return <BotConversation privateChatId={opened.data.privateChatId} allowanceLeft={status.allowanceLeft} />;
  if (opened.isError) {
    return (
      <div className="m-auto max-w-md p-6">
        <Notice tone="error" testId="chat-bot-refused">
          {serverErrorMessage(t, opened.error)}
        </Notice>
      </div>
    );
  }
  return <ChatSpinner className="m-auto" />;
}

function NotSetUp() {
  const { t } = useTranslation();
  return (
    <div className="m-auto" data-testid="chat-bot-not-configured">
      <EmptyState
        icon={<Bot className="size-8" />}
        title={t('chat.bot.notConfigured')}
        description={t('chat.bot.notConfiguredHint')}
        action={
          <Link to="/chats" className="text-sm font-semibold text-accent hover:underline">
            {t('chat.conversation.toBoard')}
          </Link>
        }
      />
    </div>
  );
}

function AiBot() {
  const { t } = useTranslation();
  const status = useAiStatus();
  let body;
  if (status.data) body = status.data.configured ? <OpenBot status={status.data} /> : <NotSetUp />;
  else if (status.isError) {
    body = (
      <div className="m-auto p-6">
        <ChatLoadError title={t('chat.bot.loadError')} onRetry={() => void status.refetch()} />
      </div>
    );
  } else body = <ChatSpinner className="m-auto" />;
  return (
    <div className={`${CHAT_FRAME} -mx-2 flex-col sm:mx-0`} data-testid="chat-bot">
      {body}
    </div>
  );
}

export const AiBotPage = withChatStrings(
  AiBot,
  <ChatSpinner className={`${CHAT_FRAME} -mx-2 items-center justify-center sm:mx-0`} />,
);
