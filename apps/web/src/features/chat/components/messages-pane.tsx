/**
 * A conversation's messages as read page by page: a spinner until the newest page is in, a retry
 * when it could not be read, else the list, which asks for older pages as the reader scrolls up.
 */
import { useCallback } from 'react';
import { useTranslation } from '#i18n';
import { Centered, CenteredSpinner, ChatLoadError } from './chat-paged-list';
import { MessageList } from './message-list';
import type { MessageListProps } from './message-list';

/** The part of the messages' infinite query the pane reads. */
export interface MessagePagesQuery {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export function MessagesPane({
  pages,
  ...list
}: { pages: MessagePagesQuery } & Omit<MessageListProps, 'hasOlder' | 'loadingOlder' | 'onLoadOlder'>) {
  const { t } = useTranslation();
  const { fetchNextPage } = pages;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  if (pages.isPending) return <CenteredSpinner />;
  if (pages.isError && !pages.data) {
    return (
      <Centered>
        <ChatLoadError title={t('chat.conversation.loadError')} onRetry={() => void pages.refetch()} />
      </Centered>
    );
  }
  return (
    <MessageList
      {...list}
      hasOlder={pages.hasNextPage}
      loadingOlder={pages.isFetchingNextPage}
      onLoadOlder={loadOlder}
    />
  );
}
