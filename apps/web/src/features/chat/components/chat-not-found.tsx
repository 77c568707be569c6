import { MessageCircleOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#i18n';
import { EmptyState } from '../../../shared/ui/empty-state';

/** Someone else's conversation, or none at all: the same answer, so ids reveal nothing. */
export function ChatNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      className="m-auto"
      icon={<MessageCircleOff className="size-8" />}
      title={t('chat.conversation.notFound')}
      description={t('chat.conversation.notFoundHint')}
      action={
        <Link
          to="/chats"
          className="text-sm font-semibold text-accent hover:underline"
          data-testid="chat-not-found-back"
        >
          {t('chat.conversation.toBoard')}
        </Link>
      }
    />
  );
}
